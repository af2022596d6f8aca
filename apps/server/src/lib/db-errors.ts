/**
 * What a database error means, read in one place. The driver's error arrives bare or wrapped (Drizzle
 * puts it in `cause`; Node's connect to a name with several addresses throws an AggregateError holding
 * one error per address), so every question walks the whole chain.
 */
type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function* errorChain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (typeof error !== 'object' || error === null || depth > 10) return;
  const e = error as ErrorLike;
  yield e;
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* errorChain(inner, depth + 1);
  yield* errorChain(e.cause, depth + 1);
}

function hasCode(error: unknown, matches: (code: string) => boolean): boolean {
  for (const e of errorChain(error)) if (typeof e.code === 'string' && matches(e.code)) return true;
  return false;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => hasCode(error, (code) => code === '23505');

/** PostgreSQL's foreign_key_violation. */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, (code) => code === '23503');

/** A deadlock victim or a serialization failure: the transaction was rolled back and may run again. */
export const isRetryableConflict = (error: unknown) => hasCode(error, (code) => code === '40P01' || code === '40001');

/**
 * SQLSTATEs that say the server cannot be used right now, not that the statement was wrong: the whole
 * class 08 (connection exception), an administrator's or a crash's shutdown (57P01, 57P02), a server
 * still starting (57P03), an idle session ended by the server (57P05) and too many connections (53300).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/** Socket errors of a connection that could not be made or was lost (refused, reset, timed out, no route). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The errors the drivers raise themselves, without a code: a connection lost mid-query, a connection
 * attempt that timed out, no pooled connection free within the pool's wait (every connection held by
 * slow queries), a client or pool used after it broke or closed (a request still running at shutdown).
 * Their texts are fixed strings of pg, pg-pool and PGlite, never translated.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Query read timeout',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

/**
 * Why the database cannot be reached or used at the moment (the driver's own words, e.g. "connect
 * ECONNREFUSED 127.0.0.1:5432"), or null when the error is something else: a fault of the request or
 * of our code (a violated constraint, a syntax error), which stays what it is.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  for (const e of errorChain(error)) {
    const message = typeof e.message === 'string' ? e.message : '';
    const code = typeof e.code === 'string' ? e.code : '';
    const isUnavailableCode =
      (code.startsWith('08') && code.length === 5) ||
      UNAVAILABLE_STATES.has(code) ||
      UNAVAILABLE_SOCKET_CODES.has(code);
    if (isUnavailableCode || UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) {
      return [code, message].filter(Boolean).join(' ') || 'unknown';
    }
  }
  return null;
}

/** True when the request is worth repeating later: 503 DATABASE_UNAVAILABLE with Retry-After. */
export const isDatabaseUnavailable = (error: unknown) => databaseUnavailableReason(error) !== null;
