import { z } from 'zod';

/** Asset library categories (spec §3 Assets); uploads go to image, icon or font. */
export const ASSET_CATEGORIES = ['image', 'icon', 'font'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

/** §5 Uploads: 5 MB, images over 2500 px on the longest side scaled down at quality 70. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 2500;
export const IMAGE_QUALITY = 70;

/** What each category accepts, by extension; the file's real content must agree (checked on the server). */
export const ASSET_EXTENSIONS: Record<AssetCategory, readonly string[]> = {
  image: ['png', 'jpeg', 'jpg', 'jfif', 'gif', 'webp', 'svg', 'pdf'],
  icon: ['png', 'svg', 'ico', 'webp', 'gif', 'jpg', 'jpeg'],
  font: ['otf', 'woff', 'woff2', 'ttf'],
};

/**
 * The image category's extensions that are pictures. Campaign pages accept a PDF among images (a
 * download), but a prize image is shown as a picture, in the builder and to every winner.
 */
export const PICTURE_EXTENSIONS: readonly string[] = ASSET_EXTENSIONS.image.filter((extension) => extension !== 'pdf');

/** §8 texts. */
export const FILE_TOO_LARGE_TEXT =
  'The size of asset should be smaller or equal then 5MB. Please compress the asset and try again.';
export const unsupportedExtensionText = (extensions: readonly string[]) =>
  `Unsupported file extension. Please upload file with one of the following extensions ${extensions.map((e) => `.${e}`).join(', ')}`;

export const ASSET_SCOPES = ['campaign', 'company'] as const;

export const assetSchema = z.object({
  id: z.uuid(),
  category: z.enum(ASSET_CATEGORIES),
  /** campaign: belongs to this campaign; company: the company's shared library. */
  scope: z.enum(ASSET_SCOPES),
  campaignId: z.uuid().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Public address of the file; players load it, so it needs no token and is cached for good. */
  url: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Asset = z.infer<typeof assetSchema>;
