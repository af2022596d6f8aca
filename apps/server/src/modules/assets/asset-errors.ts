import { FILE_TOO_LARGE_TEXT, unsupportedExtensionText } from '@gc/contracts/assets';
import { AppError } from '../../lib/app-error.ts';

/** The refusals of an upload (spec §8 texts where the spec has one), each on the form field `file`. */
const onFile = (message: string) => ({ violations: [{ field: 'file', message }] });

export const fileTooLarge = () => new AppError('FILE_TOO_LARGE', 413, FILE_TOO_LARGE_TEXT, onFile(FILE_TOO_LARGE_TEXT));

/** `extensions`: what the upload accepts, listed in the §8 text. */
export function unsupportedFileType(extensions: readonly string[]) {
  const text = unsupportedExtensionText(extensions);
  return new AppError('UNSUPPORTED_FILE_TYPE', 415, text, onFile(text));
}

/** `frames`: an animation's frame count, when the frames together are what is over the limit. */
export function imageTooLarge(width: number, height: number, maxPixels: number, frames = 1) {
  const size = frames > 1 ? `${frames} frames of ${width} × ${height} pixels` : `${width} × ${height} pixels`;
  const text =
    `The image is ${size}, more than the ${Math.round(maxPixels / 1_000_000)} megapixels ` +
    'an upload may have. Please scale it down and try again.';
  return new AppError('IMAGE_TOO_LARGE', 413, text, onFile(text));
}

export function unreadableImage(kind: string) {
  const text = `The file looks like a ${kind.toUpperCase()} image but cannot be read; it may be damaged.`;
  return new AppError('VALIDATION_FAILED', 400, text, onFile(text));
}

export function badUpload(message: string, field = 'file') {
  return new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field, message }] });
}

export const campaignNotFound = () => new AppError('CAMPAIGN_NOT_FOUND', 404, 'Campaign not found');
export const assetNotFound = () => new AppError('NOT_FOUND', 404, 'Asset not found');
/** A library image a prize still shows: deleting it would leave the prize, and its winners, without a picture. */
export function imageUsedByPrizes(prizeNames: string[]) {
  const names = prizeNames.map((name) => `"${name}"`).join(', ');
  const text =
    prizeNames.length === 1
      ? `This image is in use by the prize ${names}. Give that prize another image first, then delete this one.`
      : `This image is in use by the prizes ${names}. Give those prizes another image first, then delete this one.`;
  return new AppError('ASSET_IN_USE', 409, text);
}

export const fileNotFound = () => new AppError('NOT_FOUND', 404, 'File not found');
export const storageUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 503, 'The file storage is not reachable. Please try again.');
