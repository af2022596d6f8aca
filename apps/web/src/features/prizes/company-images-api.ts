import type { Asset } from '@gc/contracts/assets';
import { api } from '../../lib/api-client.ts';

/** The company image library (not in the spec): prize images belong to the company, not to a campaign. */
const COMPANY_IMAGES = '/assets/company-images';

/** The company library's images, newest first. */
export const fetchCompanyImages = () => api<Asset[]>(COMPANY_IMAGES);

/** Uploads one image as multipart (field `file`) into the company library. */
export function uploadCompanyImage(file: File) {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return api<Asset>(COMPANY_IMAGES, { method: 'POST', formData });
}

/** Deletes one image of the company library with its file; refused (409 ASSET_IN_USE) while a prize shows it. */
export const deleteCompanyImage = (assetId: string) =>
  api<void>(`${COMPANY_IMAGES}/${encodeURIComponent(assetId)}`, { method: 'DELETE' });
