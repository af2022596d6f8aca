import { describe, expect, it } from 'vitest';
import { keyEcho, refusal } from './error-text-test-helpers.ts';
import { prizeImageErrorText } from './prize-image-error-text.ts';

const t = keyEcho;
const refused = (status: number, code: string, detail?: string) => refusal(status, code, 'file', detail);

describe('prizeImageErrorText', () => {
  it("speaks the builder's language for every refusal of an image upload, not the server's English", () => {
    expect(prizeImageErrorText(refused(413, 'IMAGE_TOO_LARGE'), t)).toBe('t:prizes.image.errors.tooManyPixels');
    expect(prizeImageErrorText(refused(400, 'VALIDATION_FAILED'), t)).toBe('t:prizes.image.errors.unreadable');
    expect(prizeImageErrorText(refused(403, 'FORBIDDEN'), t)).toBe('t:prizes.image.errors.forbidden');
    expect(prizeImageErrorText(refused(503, 'SERVICE_UNAVAILABLE'), t)).toBe('t:prizes.image.errors.storage');
  });

  it('uses the §8 texts for a file that is too large or of the wrong type, listing the pictures only', () => {
    expect(prizeImageErrorText(refused(413, 'FILE_TOO_LARGE'), t)).toBe('t:assets.errors.tooLarge');
    expect(prizeImageErrorText(refused(415, 'UNSUPPORTED_FILE_TYPE'), t)).toBe(
      't:assets.errors.unsupported:{"extensions":".png, .jpeg, .jpg, .jfif, .gif, .webp, .svg"}',
    );
  });

  it('a lost connection is the network text', () => {
    expect(prizeImageErrorText(new TypeError('Failed to fetch'), t)).toBe('t:errors.network');
  });
});
