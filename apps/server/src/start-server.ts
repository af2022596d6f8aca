import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { seedDemoIfEmpty } from './db/seed-demo.ts';
import { prepareGracefulShutdown } from './lib/graceful-shutdown.ts';

/** After this the process exits with 1 whatever is still running. */
const SHUTDOWN_GRACE_MS = 10_000;
/** The lead flow starts after the first answer, or this long after listening if no request comes. */
const LEAD_FLOW_START_AT_LATEST_MS = 5_000;

/** Opens the database, builds the app, seeds the demo on an empty install, listens. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir) },
  );
  const { app, ctx } = await buildApp(config, database);

  if (config.demoSeed) {
    const seeded = await seedDemoIfEmpty(ctx.db, config.demoPassword);
    if (seeded) {
      const shown = seeded.generated ? seeded.password : '(the value of DEMO_PASSWORD)';
      app.log.warn(
        `Demo data created: one user per role, e.g. super-admin@demo.test, editor@demo.test, user-admin@demo.test. Password: ${shown} — shown once.`,
      );
    }
  }

  let leadFlowStart: NodeJS.Timeout | undefined;
  const shutDown = prepareGracefulShutdown(app, ctx, database);
  // SIGTERM: stop taking requests without dropping any that arrived, let those in flight finish, close the database, exit.
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    clearTimeout(leadFlowStart);
    await shutDown();
  });

  ctx.mailer.start();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Builder on ${config.publicUrl}, API docs on ${config.publicUrl}/api/docs, database: ${database.kind}`);
  // The lead flow's queue starts once the first request has been answered, or LEAD_FLOW_START_AT_LATEST_MS
  // after listening when none comes (issue 18): pg-boss's import, its schema check, its queue and its
  // worker cost a third of a restart, and on PGlite its queries would run ahead of the first requests'.
  // Leads stored meanwhile wait in their outbox for the pump. A queue that cannot start stops the process.
  const startLeadFlow = () => {
    clearTimeout(leadFlowStart);
    app.server.off('request', onFirstRequest);
    if (ctx.state.isShuttingDown) return;
    ctx.integrations.start().catch((error: unknown) => {
      app.log.error({ err: error }, 'the lead delivery queue could not start');
      process.exit(1);
    });
  };
  const onFirstRequest = (_request: IncomingMessage, response: ServerResponse) => {
    app.server.off('request', onFirstRequest);
    response.once('close', () => setImmediate(startLeadFlow));
  };
  app.server.on('request', onFirstRequest);
  leadFlowStart = setTimeout(startLeadFlow, LEAD_FLOW_START_AT_LATEST_MS);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
