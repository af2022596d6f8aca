import { describe, expect, it } from 'vitest';
import { keyEcho, refusal } from './error-text-test-helpers.ts';
import { imageDeleteErrorText } from './image-delete-error-text.ts';

const t = keyEcho;
const refused = (status: number, code: string, detail?: string) => refusal(status, code, undefined, detail);

describe('imageDeleteErrorText', () => {
  it('an image a prize shows names the prizes in the builder language', () => {
    expect(imageDeleteErrorText(refused(409, 'ASSET_IN_USE'), t, ['Gift card', 'Mug'])).toBe(
      't:prizes.image.errors.inUse:{"names":"\\"Gift card\\", \\"Mug\\""}',
    );
    expect(imageDeleteErrorText(refused(409, 'ASSET_IN_USE'), t, [])).toBe('t:prizes.image.errors.inUseUnnamed');
  });

  it('an image already gone, or a role that may not delete, gets its own text', () => {
    expect(imageDeleteErrorText(refused(404, 'NOT_FOUND'), t, [])).toBe('t:prizes.image.errors.gone');
    expect(imageDeleteErrorText(refused(403, 'FORBIDDEN'), t, [])).toBe('t:prizes.image.errors.deleteForbidden');
  });

  it("anything else is the server's explanation, and a lost connection the network text", () => {
    expect(imageDeleteErrorText(refused(503, 'SERVICE_UNAVAILABLE', 'Storage down.'), t, [])).toBe('Storage down.');
    expect(imageDeleteErrorText(new TypeError('Failed to fetch'), t, [])).toBe('t:errors.network');
  });
});
