import jsQR from 'jsqr';

/**
 * Decodes a QR code from a frame's RGBA pixels in JavaScript, for browsers without BarcodeDetector
 * (Safari, Firefox). Only the camera dialog imports this, and only when it needs it: it is in no
 * start-up chunk.
 */
export function decodeQrPixels(pixels: Uint8ClampedArray, width: number, height: number): string | null {
  const found = jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' });
  return found?.data ? found.data : null;
}
