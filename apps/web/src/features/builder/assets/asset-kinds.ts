import type { Asset } from '@gc/contracts/assets';

/** Images the browser can show as a thumbnail (a PDF in the image category cannot). */
export const isPreviewable = (asset: Pick<Asset, 'contentType'>) => asset.contentType.startsWith('image/');

/**
 * Images the editor can crop and turn: still raster images. A GIF would lose its animation and an
 * SVG its scalability, so they are used as uploaded.
 */
const EDITABLE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
export const isEditable = (asset: Pick<Asset, 'contentType'>) => EDITABLE_TYPES.has(asset.contentType);

/** The name shown for an asset URL in a field: its file name without the storage folders. */
export function fileNameOfUrl(url: string): string {
  const path = url.split(/[?#]/)[0];
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name) || url;
  } catch {
    return name || url;
  }
}
