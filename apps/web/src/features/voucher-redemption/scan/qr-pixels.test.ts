import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { decodeQrPixels } from './qr-pixels.ts';

/** A QR code of `text` drawn as a camera frame would hold it: RGBA pixels, a quiet zone, 4 px a module. */
function frameOf(text: string, { scale = 4, margin = 16, invert = false } = {}) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const modules = code.getModuleCount();
  const size = modules * scale + margin * 2;
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const mx = Math.floor((x - margin) / scale);
      const my = Math.floor((y - margin) / scale);
      const inside = mx >= 0 && my >= 0 && mx < modules && my < modules;
      const dark = (inside && code.isDark(my, mx)) !== invert;
      const offset = (y * size + x) * 4;
      pixels.fill(dark ? 0 : 255, offset, offset + 3);
      pixels[offset + 3] = 255;
    }
  }
  return { pixels, size };
}

describe('decodeQrPixels', () => {
  it('reads the voucher code from a frame holding its QR code', () => {
    const { pixels, size } = frameOf('CAFE-7K2M-2026');
    expect(decodeQrPixels(pixels, size, size)).toBe('CAFE-7K2M-2026');
  });

  it('reads a QR code shown light on dark (a phone in dark mode)', () => {
    const { pixels, size } = frameOf('WIN-42', { invert: true });
    expect(decodeQrPixels(pixels, size, size)).toBe('WIN-42');
  });

  it('finds nothing in a frame without a QR code', () => {
    const blank = new Uint8ClampedArray(100 * 100 * 4).fill(255);
    expect(decodeQrPixels(blank, 100, 100)).toBeNull();
  });
});
