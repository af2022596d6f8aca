/** A canvas an image declares in its header: what a decoder allocates before it reads a pixel. */
export type DeclaredCanvas = { width: number; height: number };

const u16 = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
/** The size of a colour table announced by a packed field (flag in bit 7, size in bits 0-2), in bytes. */
const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/**
 * Every canvas a GIF declares, from its blocks alone (nothing is decoded): the logical screen, then
 * each frame's extent (its offset plus its size, since browsers grow the canvas to a first frame that
 * does not fit the screen). libvips reports only one frame's size for a GIF whose screen it finds
 * implausible, so a 65535 × 65535 screen around a 4 × 4 frame passes as 4 × 4 there. The walk stops
 * at the trailer or where the file stops making sense, as decoders do; null when the header is cut
 * short.
 */
export function gifCanvases(bytes: Uint8Array): DeclaredCanvas[] | null {
  if (bytes.length < 13) return null;
  const canvases: DeclaredCanvas[] = [{ width: u16(bytes, 6), height: u16(bytes, 8) }];
  let at = 13 + colourTableBytes(bytes[10]);
  /** Skips a run of data sub-blocks (length byte, data) and its zero terminator; false when cut short. */
  const skipSubBlocks = () => {
    while (at < bytes.length) {
      const length = bytes[at];
      at += 1 + length;
      if (length === 0) return true;
    }
    return false;
  };
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x2c) {
      if (at + 10 > bytes.length) break;
      const left = u16(bytes, at + 1);
      const top = u16(bytes, at + 3);
      canvases.push({ width: left + u16(bytes, at + 5), height: top + u16(bytes, at + 7) });
      // Descriptor, local colour table, the LZW minimum code size byte, then the image data.
      at += 10 + colourTableBytes(bytes[at + 9]) + 1;
      if (!skipSubBlocks()) break;
    } else if (introducer === 0x21) {
      at += 2;
      if (!skipSubBlocks()) break;
    } else {
      // The trailer (0x3b) or bytes no decoder reads further.
      break;
    }
  }
  return canvases;
}
