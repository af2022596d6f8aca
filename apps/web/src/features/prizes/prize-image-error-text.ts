import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error.ts';
import { uploadErrorText } from '../builder/assets/upload-error.ts';

/**
 * A refused prize image upload in the builder's language. The server explains in English; the
 * refusals a user of this dialog can meet get texts of their own, the §8 ones (too large, wrong
 * type) come from the asset library's texts.
 */
export function prizeImageErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    switch (error.code) {
      case 'IMAGE_TOO_LARGE':
        return t('prizes.image.errors.tooManyPixels');
      // The dialog never sends a malformed form (and checks for empty files first): a refusal here is
      // an image the server could not read.
      case 'VALIDATION_FAILED':
        return t('prizes.image.errors.unreadable');
      case 'FORBIDDEN':
        return t('prizes.image.errors.forbidden');
      case 'SERVICE_UNAVAILABLE':
        return t('prizes.image.errors.storage');
    }
  }
  return uploadErrorText(error, 'image', t);
}
