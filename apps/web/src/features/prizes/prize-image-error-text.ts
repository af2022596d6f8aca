import { PICTURE_EXTENSIONS } from '@gc/contracts/assets';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error.ts';
import { fileProblemText } from '../builder/assets/file-checks.ts';
import { uploadErrorText } from '../builder/assets/upload-error.ts';

/**
 * A refused prize image upload in the builder's language. The server explains in English; the
 * refusals a user of this dialog can meet get texts of their own, the §8 ones (too large, wrong
 * type) come from the asset library's texts; a wrong type lists the pictures, which is what the
 * company library takes for a prize (no PDF).
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
      case 'UNSUPPORTED_FILE_TYPE':
        return fileProblemText({ kind: 'unsupported', extensions: PICTURE_EXTENSIONS }, t);
    }
  }
  return uploadErrorText(error, 'image', t);
}
