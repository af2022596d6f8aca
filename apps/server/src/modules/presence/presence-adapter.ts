import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Server } from 'socket.io';

/** The adapter's table for payloads over NOTIFY's 8000 bytes (its documented default name). */
const ATTACHMENTS_TABLE = 'socket_io_attachments';

/**
 * Where several processes share one PostgreSQL, socket.io's PostgreSQL adapter carries room broadcasts
 * and fetchSockets between them (LISTEN/NOTIFY). Its table is created as the adapter documents, at
 * start-up and idempotently: it holds transient payloads only, not the product's data, so it stays out
 * of the drizzle schema and its migrations. Processes starting together may race on creating it; the
 * loser's duplicate error means the table is there.
 */
/**
 * The adapter's own small pool. socket.io's PostgreSQL adapter holds one client out of its pool for
 * LISTEN and, when that connection drops (a database restart), listens for 'end' to reconnect but not
 * for 'error', and never hands the dead client back: the error would crash the process and the pool's
 * end() would wait for that client forever. A client taken for LISTEN here hands itself back with the
 * error, so the pool drops it and the adapter reconnects; clients of the pool's own queries are left to
 * pg-pool, which releases them itself.
 */
class ListenerPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg-pool's connect has a callback and a promise form.
  override connect(...args: any[]): any {
    if (args.length > 0) return super.connect(args[0]);
    return super.connect().then((client) => {
      client.on('error', (error) => {
        try {
          client.release(error);
        } catch {
          // Released already.
        }
      });
      return client;
    });
  }
}

/** Sets the PostgreSQL adapter on `io`; answers the pool to end after the adapter closes. */
export async function usePostgresAdapter(io: Server, appPool: pg.Pool, log: FastifyBaseLogger): Promise<pg.Pool> {
  const pool = new ListenerPool({ ...appPool.options, max: 3 });
  // An idle client that loses its connection must not crash the process either.
  pool.on('error', () => {});
  try {
    await pool.query(
      `CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`,
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw error;
  }
  io.adapter(
    createAdapter(pool, {
      tableName: ATTACHMENTS_TABLE,
      errorHandler: (err) => log.warn({ err }, 'presence: PostgreSQL adapter error'),
    }),
  );
  return pool;
}
