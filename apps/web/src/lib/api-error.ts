import type { Problem } from '@gc/contracts/envelope';

/** A failed API call: the HTTP status and the problem+json body when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;

  constructor(status: number, problem: Problem | null) {
    super(problem?.violations[0]?.message ?? problem?.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }

  get code(): string | undefined {
    return this.problem?.code;
  }

  /** The first violation message, which the login page shows as is (spec §8). */
  get firstViolation(): string | undefined {
    return this.problem?.violations[0]?.message ?? this.problem?.detail;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
