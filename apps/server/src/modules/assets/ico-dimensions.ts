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
