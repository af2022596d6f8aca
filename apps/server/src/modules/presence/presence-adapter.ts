import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
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
export async function usePostgresAdapter(io: Server, pool: pg.Pool, log: FastifyBaseLogger): Promise<void> {
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
}
