import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error.ts';

/**
 * A refused prize call in words: the server's own explanation (a stock below what was given, a pool a
 * live campaign still uses) says more than any text the builder could guess, so it is shown as is.
 */
export function prizeErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.network');
  const messages = error.problem?.violations.map((violation) => violation.message) ?? [];
  if (messages.length > 0) return messages.join(' ');
  return error.problem?.detail ?? t('errors.generic');
}
