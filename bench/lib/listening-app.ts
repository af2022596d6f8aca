import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/client.ts';

export type ListeningApp = { app: FastifyInstance; origin: string; port: number };

/** The real server (buildApp) on the database, listening on a free port of 127.0.0.1, without logs. */
export async function listeningApp(database: Database, env: Record<string, string>): Promise<ListeningApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...env });
  const { app } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, origin: `http://127.0.0.1:${port}`, port };
}
