/**
 * The floor of `bench:restart`: a bare Fastify with one `/api/health` route doing `select 1` on the same
 * database the real server opens (PGlite in DATA_DIR/db, or DATABASE_URL through pg.Pool), listening
 * as the real server does and logging the same "listening at" line. Started as its own process, one
 * after each real restart, so that both see the same load of the machine and their ratio compares.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

type Query = (text: string) => Promise<unknown>;

async function openQuery(): Promise<Query> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url });
    return (text) => pool.query(text);
  }
  const client = new PGlite(join(process.env.DATA_DIR ?? './data', 'db'));
  await client.waitReady;
  return (text) => client.query(text);
}

const query = await openQuery();
const app = Fastify({ logger: { level: 'info' } });
app.get('/api/health', async () => {
  await query('select 1');
  return { status: 'ok' };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
