import type { Asset, AssetCategory } from '@gc/contracts/assets';
import type { AssetRow } from './assets.repo.ts';

/** The public address of a stored file: players load it without a token (see files.routes.ts). */
export const fileUrl = (storageKey: string) => `/files/${storageKey}`;

/** The one place an asset row becomes an API shape; the company id stays on the server. */
export function toAssetResponse(row: AssetRow): Asset {
  return {
    id: row.id,
    category: row.category as AssetCategory,
    scope: row.campaignId === null ? 'company' : 'campaign',
    campaignId: row.campaignId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    url: fileUrl(row.storageKey),
    createdAt: row.createdAt.toISOString(),
  };
}
