import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error.ts';
import { prizeErrorText } from './prize-error-text.ts';

/**
 * A refused delete of a library image in the builder's language. `prizeNames` are the prizes the
 * builder knows to show the image: the server names them in English, the translated text names them
 * from the prize list (and says "a prize" when that list has not caught up).
 */
export function imageDeleteErrorText(error: unknown, t: TFunction, prizeNames: string[]): string {
  if (isApiError(error)) {
    switch (error.code) {
      case 'ASSET_IN_USE':
        return prizeNames.length > 0
          ? t('prizes.image.errors.inUse', { names: prizeNames.map((name) => `"${name}"`).join(', ') })
          : t('prizes.image.errors.inUseUnnamed');
      // Someone else deleted it first: the list refreshes, and it is gone either way.
      case 'NOT_FOUND':
        return t('prizes.image.errors.gone');
      case 'FORBIDDEN':
        return t('prizes.image.errors.deleteForbidden');
    }
  }
  return prizeErrorText(error, t);
}
