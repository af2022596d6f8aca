import { z } from 'zod';

/**
 * The addresses a marketer types or picks (campaign links, the live and demo addresses, logos and prize
 * images). Only http and https ever become an href or a src: `javascript:`, `data:`, `vbscript:` and
 * protocol-relative addresses are refused on the server by these schemas and shown as the same error
 * in the builder, which uses the same functions.
 */
export const MAX_ADDRESS_LENGTH = 2048;
export const WEB_ADDRESS_TEXT = 'Must be an http(s) address';
export const IMAGE_ADDRESS_TEXT = 'The image must be a web address (https://…) or an uploaded file.';

/** Where our own uploads are served (the assets module's fileUrl): `/files/{random key}.{ext}`. */
export const UPLOADED_FILE_PREFIX = '/files/';

/** NUL and the other control characters: no address has one (and PostgreSQL text cannot hold NUL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** An absolute http(s) address with a host: what `new URL` reads as such, without spaces. */
export function isWebAddress(value: string): boolean {
  if (value.length > MAX_ADDRESS_LENGTH || !/^https?:\/\/\S+$/i.test(value) || CONTROL_CHARACTER.test(value)) {
    return false;
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** One of our uploaded files, as the product writes it: a path on this site, one segment under /files/. */
export function isUploadedFilePath(value: string): boolean {
  return /^\/files\/[^\s/\\?#]+$/.test(value) && !CONTROL_CHARACTER.test(value);
}

/** An image the page shows: one of our uploads or a web address. */
export function isImageAddress(value: string): boolean {
  return isUploadedFilePath(value) || isWebAddress(value);
}

/** A link or page address: http(s) only. */
export const webAddressSchema = z.string().trim().max(MAX_ADDRESS_LENGTH).refine(isWebAddress, WEB_ADDRESS_TEXT);

/** A logo or prize image: one of our uploads (`/files/…`) or an http(s) address. */
export const imageAddressSchema = z.string().trim().max(MAX_ADDRESS_LENGTH).refine(isImageAddress, IMAGE_ADDRESS_TEXT);
