import type { TFunction } from 'i18next';
import { failureTextKey, isApiError } from '../../lib/api-error.ts';

/** What a failed integrations call tells the user: the server's sentence for a refused input, else the generic words. */
export function integrationErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.firstViolation)
    return error.firstViolation;
  return t(failureTextKey(error));
}
