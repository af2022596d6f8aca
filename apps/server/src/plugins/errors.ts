import type { Violation } from '@gc/contracts/envelope';
import type { ErrorCode } from '@gc/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { databaseUnavailableReason } from '../lib/db-errors.ts';

/** Seconds a client is told to wait when the database is unreachable before it tries again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer of every route that needs the database while it cannot be reached (the client may retry). */
export function sendDatabaseUnavailable(reply: FastifyReply) {
  reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return sendProblem(
    reply,
    503,
    'DATABASE_UNAVAILABLE',
    'The database is temporarily unavailable. Please try again in a few seconds.',
  );
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  440: 'Session Expired',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail: string,
  violations: Violation[] = [{ message: detail }],
  extensions: Record<string, unknown> = {},
) {
  return reply
    .status(status)
    .type('application/problem+json')
    .send({
      ...extensions,
      type: `about:blank#${code}`,
      title: TITLES[status] ?? 'Error',
      status,
      code,
      detail,
      violations,
    });
}

/** Maps every error to problem+json with a stable code; nothing a client sends may produce a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendProblem(reply, error.status, error.code, error.message, error.violations, error.extensions);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const violations = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined,
        message: issue.message ?? 'Invalid value',
      }));
      return sendProblem(reply, 400, 'VALIDATION_FAILED', 'The request is not valid.', violations);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      // Fastify's parser also refuses __proto__ and constructor.prototype keys here (prototype poisoning).
      return sendProblem(
        reply,
        400,
        'VALIDATION_FAILED',
        'The request body is not valid JSON, or uses a forbidden key (__proto__, constructor.prototype).',
      );
    }
    const unavailable = databaseUnavailableReason(error);
    if (unavailable) {
      // Not a bug of ours: one line per request with the driver's reason, no stack or SQL, so an outage
      // does not flood the log.
      request.log.warn(`database unavailable: ${unavailable}`);
      return sendDatabaseUnavailable(reply);
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return sendProblem(reply, 429, 'TOO_MANY_REQUESTS', 'Too many attempts. Please try again later.');
    if (status === 413) return sendProblem(reply, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    if (status === 415) return sendProblem(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type.');
    if (status >= 400 && status < 500) {
      return sendProblem(reply, status, 'VALIDATION_FAILED', error.message || 'The request is not valid.');
    }
    if (status === 503)
      return sendProblem(reply, 503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.');
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'INTERNAL', 'Something went wrong. Please try again.');
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, 404, 'ROUTE_NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`),
  );
});
