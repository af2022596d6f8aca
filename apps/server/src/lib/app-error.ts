import type { Violation } from '@gc/contracts/envelope';
import type { ErrorCode } from '@gc/contracts/errors';

/** The one error type of the server; the error plugin turns it into application/problem+json. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly violations: Violation[];
  readonly headers: Record<string, string>;
  /** Further members of the problem body (RFC 9457 extensions), e.g. the publish checklist's items. */
  readonly extensions: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    status: number,
    message: string,
    options: { violations?: Violation[]; headers?: Record<string, string>; extensions?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.violations = options.violations ?? [{ message }];
    this.headers = options.headers ?? {};
    this.extensions = options.extensions ?? {};
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', 404, `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError('FORBIDDEN', 403, message);
