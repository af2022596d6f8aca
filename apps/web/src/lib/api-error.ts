import type { Problem } from '@gc/contracts/envelope';

/** A failed API call: the HTTP status and the problem+json body when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;
  /** The Retry-After of a 429 (or 503) in seconds, when the server sent one. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, problem: Problem | null, retryAfterSeconds: number | null = null) {
    super(problem?.violations[0]?.message ?? problem?.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get code(): string | undefined {
    return this.problem?.code;
  }

  /**
   * 503: the service cannot answer for a moment (its database unreachable, a restart); the same call
   * may work in a few seconds. Its message is already the translated "temporarily unavailable" text.
   */
  get isTemporarilyUnavailable(): boolean {
    return this.status === 503;
  }

  /** The first violation message, which the login page shows as is (spec §8). */
  get firstViolation(): string | undefined {
    return this.problem?.violations[0]?.message ?? this.problem?.detail;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The text key for a failure the screen has no better words for: offline, briefly unavailable, or
 * anything else the server failed at.
 */
export function failureTextKey(error: unknown): 'errors.network' | 'errors.unavailable' | 'errors.generic' {
  if (!isApiError(error)) return 'errors.network';
  return error.isTemporarilyUnavailable ? 'errors.unavailable' : 'errors.generic';
}
