import type { DeclaredCanvas } from './gif-canvases.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The largest image of an ICO file, from its directory (sharp cannot read ICO). Each 16-byte entry
 * holds width and height in one byte each, 0 meaning 256. Null when the directory is cut short.
 */
export function icoDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 6) return null;
  const count = bytes[4] | (bytes[5] << 8);
  if (count === 0 || bytes.length < 6 + 16 * count) return null;
  let largest = { width: 0, height: 0 };
  for (let i = 0; i < count; i++) {
    const width = bytes[6 + 16 * i] || 256;
    const height = bytes[7 + 16 * i] || 256;
    if (width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}

/**
 * The canvases the images inside an ICO declare in their own headers. The directory says at most
 * 256 × 256, but each entry points at a whole PNG (whose IHDR may say anything up to 2³¹) or a BMP
 * info header (signed 32-bit width and height, the height doubled for the transparency mask), and
 * browsers decode by those headers. Entries pointing into the directory or past the end of the file
 * are skipped: they hold no image for anything to decode.
 */
export function icoEmbeddedCanvases(bytes: Uint8Array): DeclaredCanvas[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.length >= 6 ? view.getUint16(4, true) : 0;
  const canvases: DeclaredCanvas[] = [];
  for (let i = 0; i < count && 6 + 16 * (i + 1) <= bytes.length; i++) {
    const offset = view.getUint32(6 + 16 * i + 12, true);
    if (offset < 6 + 16 * count || offset + 24 > bytes.length) continue;
    if (PNG_SIGNATURE.every((byte, k) => bytes[offset + k] === byte)) {
      // The IHDR chunk is first: length, "IHDR", then width and height big-endian.
      canvases.push({ width: view.getUint32(offset + 16), height: view.getUint32(offset + 20) });
    } else {
      canvases.push({
        width: Math.abs(view.getInt32(offset + 4, true)),
        height: Math.ceil(Math.abs(view.getInt32(offset + 8, true)) / 2),
      });
    }
  }
  return canvases;
}
