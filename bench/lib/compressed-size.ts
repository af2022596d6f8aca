import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type CompressedSize = { raw: number; gzip: number; brotli: number };

/** A built file's size as the server sends its precompressed copies: gzip level 9, brotli quality 11. */
export function compressedSize(bytes: Buffer): CompressedSize {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
