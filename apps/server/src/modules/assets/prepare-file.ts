import { IMAGE_QUALITY, MAX_IMAGE_SIDE } from '@gc/contracts/assets';
import { loadOnce } from '../../lib/load-once.ts';
import { imageTooLarge, unreadableImage } from './asset-errors.ts';
import type { FileKind } from './file-kinds.ts';
import { type DeclaredCanvas, gifCanvases } from './gif-canvases.ts';
import { icoDimensions, icoEmbeddedCanvases } from './ico-dimensions.ts';

/**
 * The most pixels an uploaded image may have (8000 × 8000). A 5 MB file can declare a canvas of
 * billions of pixels that would take gigabytes to decode; such files are refused from their header.
 */
export const MAX_INPUT_PIXELS = 64_000_000;

/** sharp loads libvips (a native library) and semver: on the first upload, not at start. */
const loadSharp = loadOnce(async () => (await import('sharp')).default);

/** The bytes to store and the image size to record. */
export type PreparedFile = { bytes: Buffer; width: number | null; height: number | null };

/**
 * Raster images are re-encoded (metadata such as EXIF and GPS stripped, turned upright, scaled down
 * to MAX_IMAGE_SIDE at quality IMAGE_QUALITY); GIFs, SVGs, icons, fonts and PDFs are stored as sent.
 */
export async function prepareFile(kind: FileKind, bytes: Buffer): Promise<PreparedFile> {
  switch (kind.family) {
    case 'raster':
      return reencodeRaster(kind, bytes);
    case 'gif': {
      // Untouched (spec §5), so browsers decode it as sent: every canvas it declares must fit the limit.
      const canvases = gifCanvases(bytes);
      if (!canvases) throw unreadableImage(kind.ext);
      refuseOversizedCanvas(canvases);
      const { width, height } = await dimensionsOf(kind, bytes);
      return { bytes, width, height };
    }
    case 'svg': {
      // Reading the size also proves librsvg can parse it; nothing is rendered.
      const { width, height } = await dimensionsOf(kind, bytes);
      return { bytes, width, height };
    }
    case 'ico': {
      const size = icoDimensions(bytes);
      if (!size) throw unreadableImage(kind.ext);
      refuseOversizedCanvas(icoEmbeddedCanvases(bytes));
      return { bytes, ...size };
    }
    case 'as-is':
      return { bytes, width: null, height: null };
    default:
      return kind.family satisfies never;
  }
}

/** Refuses the file when any canvas it declares (a GIF frame, an icon's image) is over MAX_INPUT_PIXELS. */
function refuseOversizedCanvas(canvases: readonly DeclaredCanvas[]) {
  const largest = canvases.reduce(
    (most, canvas) => (canvas.width * canvas.height > most.width * most.height ? canvas : most),
    { width: 0, height: 0 },
  );
  if (largest.width * largest.height > MAX_INPUT_PIXELS)
    throw imageTooLarge(largest.width, largest.height, MAX_INPUT_PIXELS);
}

/** Width and height from the header alone, refusing a canvas over MAX_INPUT_PIXELS. */
async function dimensionsOf(kind: FileKind, bytes: Buffer) {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadableImage(kind.ext);
    });
  const { width, height, pages } = metadata;
  if (!width || !height) throw unreadableImage(kind.ext);
  // An SVG is a vector: its width, height and viewBox cost nothing to read, we never rasterise it, and
  // browsers rasterise it at the size it is shown (the player's CSS bounds that), not the size it declares.
  if (kind.family !== 'svg' && width * height > MAX_INPUT_PIXELS) throw imageTooLarge(width, height, MAX_INPUT_PIXELS);
  return { width, height, frames: pages ?? 1 };
}

async function reencodeRaster(kind: FileKind, bytes: Buffer): Promise<PreparedFile> {
  const declared = await dimensionsOf(kind, bytes);
  const sharp = await loadSharp();
  // limitInputPixels again in the pipeline: the header check above is the message, this is the guarantee.
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: kind.ext === 'webp', failOn: 'error' })
    .autoOrient()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
  if (kind.ext === 'jpg') pipeline.jpeg({ quality: IMAGE_QUALITY, mozjpeg: true });
  else if (kind.ext === 'webp') pipeline.webp({ quality: IMAGE_QUALITY });
  // PNG stays lossless: quality applies to palette PNGs only, and quantising would band logos and gradients.
  else pipeline.png();
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    // An animated WebP is decoded whole: its frames together are held to the limit (sharp counts them).
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw imageTooLarge(declared.width, declared.height, MAX_INPUT_PIXELS, declared.frames);
    }
    throw unreadableImage(kind.ext);
  }
}
