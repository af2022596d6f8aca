import { IMAGE_QUALITY, MAX_IMAGE_SIDE } from '@gc/contracts/assets';
import sharp from 'sharp';
import { imageTooLarge, unreadableImage } from './asset-errors.ts';
import type { FileKind } from './file-kinds.ts';
import { icoDimensions } from './ico-dimensions.ts';

/**
 * The most pixels an uploaded image may have (8000 × 8000). A 5 MB file can declare a canvas of
 * billions of pixels that would take gigabytes to decode; such files are refused from their header.
 */
export const MAX_INPUT_PIXELS = 64_000_000;

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
      // Untouched (spec §5), but a GIF with a giant canvas is refused like any other image.
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
      return { bytes, ...size };
    }
    case 'as-is':
      return { bytes, width: null, height: null };
    default:
      return kind.family satisfies never;
  }
}

/** Width and height from the header alone, refusing a canvas over MAX_INPUT_PIXELS. */
async function dimensionsOf(kind: FileKind, bytes: Buffer) {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadableImage(kind.ext);
    });
  const { width, height } = metadata;
  if (!width || !height) throw unreadableImage(kind.ext);
  if (kind.family !== 'svg' && width * height > MAX_INPUT_PIXELS) throw imageTooLarge(width, height, MAX_INPUT_PIXELS);
  return { width, height };
}

async function reencodeRaster(kind: FileKind, bytes: Buffer): Promise<PreparedFile> {
  const declared = await dimensionsOf(kind, bytes);
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
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw imageTooLarge(declared.width, declared.height, MAX_INPUT_PIXELS);
    }
    throw unreadableImage(kind.ext);
  }
}
