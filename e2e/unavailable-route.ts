import type { Route } from '@playwright/test';

/**
 * A route handler answering as the server does while its database is unreachable (proven on the
 * server by apps/server/test/database-unavailable.test.ts): 503 DATABASE_UNAVAILABLE with Retry-After.
 */
export const answerUnavailable = (retryAfterSeconds: number) => (route: Route) =>
  route.fulfill({
    status: 503,
    headers: { 'content-type': 'application/problem+json', 'retry-after': String(retryAfterSeconds) },
    body: JSON.stringify({
      type: 'about:blank#DATABASE_UNAVAILABLE',
      title: 'Service Unavailable',
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      detail: 'The database is temporarily unavailable. Please try again in a few seconds.',
      violations: [{ message: 'The database is temporarily unavailable. Please try again in a few seconds.' }],
    }),
  });
