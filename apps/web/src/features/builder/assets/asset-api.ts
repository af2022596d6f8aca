import type { Asset, AssetCategory } from '@gc/contracts/assets';
import { api } from '../../../lib/api-client.ts';

/** The asset library calls (spec §7 Campaign data service: assets). */
const ASSETS = '/campaign-data/assets';
const id = (value: string) => encodeURIComponent(value);

export type AssetScope = Asset['scope'];

/** The campaign's own assets of a category and the company library's, in one list. */
export const fetchAssets = (category: AssetCategory, campaignId: string) =>
  api<Asset[]>(`${ASSETS}/${category}/all/${id(campaignId)}`);

/** Uploads one file as multipart (field `file`); `scope` company puts it in the company's shared library. */
export function uploadAsset(category: AssetCategory, campaignId: string, file: File, scope?: AssetScope) {
  const formData = new FormData();
  // Fields before the file: a streaming multipart parser sees `scope` before it consumes the file.
  if (scope) formData.append('scope', scope);
  formData.append('file', file, file.name);
  return api<Asset>(`${ASSETS}/${category}/${id(campaignId)}/`, { method: 'POST', formData });
}

export const deleteAsset = (category: AssetCategory, campaignId: string, assetId: string) =>
  api<void>(`${ASSETS}/${category}/${id(campaignId)}/${id(assetId)}`, { method: 'DELETE' });
