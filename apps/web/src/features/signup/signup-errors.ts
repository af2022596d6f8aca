import type { TFunction } from 'i18next';
import { ApiError, isApiError } from '../../lib/api-error.ts';

/**
 * A sign-up's answers a person can act on (the e-mail is taken, the password is too weak), in their
 * language; anything else as the server says it. Shared by /register and /register-demo.
 */
export function signupErrorInLanguage(caught: unknown, t: TFunction): unknown {
  const key = isApiError(caught, 'EMAIL_TAKEN')
    ? 'signup.register.emailTaken'
    : isApiError(caught, 'WEAK_PASSWORD')
      ? 'password.ruleStrong'
      : null;
  if (!key || !isApiError(caught)) return caught;
  const problem = caught.problem;
  return new ApiError(caught.status, problem && { ...problem, violations: [{ message: t(key) }] });
}
