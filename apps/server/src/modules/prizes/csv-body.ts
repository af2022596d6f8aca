import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** A CSV of 100,000 codes of 40 characters is about 4 MB; 5 MB leaves room for quotes and extra columns. */
export const CSV_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The import takes the file itself as the body (text/csv, or text/plain which Fastify already reads
 * as a string): no multipart envelope to parse, and Fastify refuses a body over the route's
 * bodyLimit with 413 before reading it when Content-Length says so, and as soon as it grows past it
 * otherwise. Registered in the prizes plugin only, so no other route accepts CSV.
 */
export function registerCsvParser(app: FastifyInstance) {
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/** The CSV text of the request; anything else (JSON, no body) is refused with a clear 415. */
export function csvBody(request: FastifyRequest): string {
  const type = String(request.headers['content-type'] ?? '');
  if (!/^(text\/csv|text\/plain)\b/i.test(type) || typeof request.body !== 'string') {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      'Send the CSV file itself as the request body, with Content-Type text/csv.',
    );
  }
  return request.body;
}
