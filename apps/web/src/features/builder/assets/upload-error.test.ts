import { ASSET_EXTENSIONS, FILE_TOO_LARGE_TEXT, unsupportedExtensionText } from '@gc/contracts/assets';
import type { Problem } from '@gc/contracts/envelope';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import i18n, { loadLanguage } from '../../../lib/i18n.ts';
import { uploadErrorText } from './upload-error.ts';

// The app loads one language at a time; these tests read both.
await Promise.all([loadLanguage('en', { withFeatures: true }), loadLanguage('sr', { withFeatures: true })]);

const t = i18n.getFixedT('en');
const problem = (code: string, extra: Partial<Problem> = {}): Problem => ({
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  code,
  violations: [],
  ...extra,
});

describe('uploadErrorText', () => {
  it('shows the §8 texts for the refusals the spec names', () => {
    expect(uploadErrorText(new ApiError(413, problem('FILE_TOO_LARGE')), 'image', t)).toBe(FILE_TOO_LARGE_TEXT);
    expect(uploadErrorText(new ApiError(415, problem('UNSUPPORTED_FILE_TYPE')), 'font', t)).toBe(
      unsupportedExtensionText(ASSET_EXTENSIONS.font),
    );
  });
  it("shows the server's violations, then its detail, for anything else", () => {
    const withViolations = problem('VALIDATION_FAILED', {
      detail: 'ignored',
      violations: [{ field: 'scope', message: 'Invalid scope' }, { message: 'Second' }],
    });
    expect(uploadErrorText(new ApiError(400, withViolations), 'image', t)).toBe('Invalid scope Second');
    const withDetail = problem('IMAGE_TOO_LARGE', { detail: 'The image has too many pixels.' });
    expect(uploadErrorText(new ApiError(400, withDetail), 'image', t)).toBe('The image has too many pixels.');
  });
  it('falls back to the generic and network texts', () => {
    expect(uploadErrorText(new ApiError(500, null), 'image', t)).toBe('Something went wrong. Please try again.');
    expect(uploadErrorText(new TypeError('Failed to fetch'), 'image', t)).toBe(t('errors.network'));
  });
});
