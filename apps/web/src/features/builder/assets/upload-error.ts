import { ASSET_EXTENSIONS, type AssetCategory } from '@gc/contracts/assets';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { fileProblemText } from './file-checks.ts';

/**
 * What the user reads when the server refuses an upload: the spec's texts for the refusals it names
 * (in the builder's language), otherwise the server's own explanation (problem+json violations or
 * detail), and a generic text only when there is none.
 */
export function uploadErrorText(error: unknown, category: AssetCategory, t: TFunction): string {
  if (!isApiError(error)) return t('errors.network');
  switch (error.code) {
    case 'FILE_TOO_LARGE':
    case 'PAYLOAD_TOO_LARGE':
      return fileProblemText({ kind: 'tooLarge' }, t);
    case 'UNSUPPORTED_FILE_TYPE':
      return fileProblemText({ kind: 'unsupported', extensions: ASSET_EXTENSIONS[category] }, t);
  }
  const messages = error.problem?.violations.map((violation) => violation.message) ?? [];
  if (messages.length > 0) return messages.join(' ');
  return error.problem?.detail ?? t('errors.generic');
}
