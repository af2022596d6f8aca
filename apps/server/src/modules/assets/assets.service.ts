import { ASSET_EXTENSIONS, type Asset, type AssetCategory, PICTURE_EXTENSIONS } from '@gc/contracts/assets';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/app-context.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { newStorageKey } from '../../lib/file-storage/storage-key.ts';
import type { Actor } from '../../plugins/auth.ts';
import {
  assetNotFound,
  campaignNotFound,
  imageUsedByPrizes,
  storageUnavailable,
  unsupportedFileType,
} from './asset-errors.ts';
import { fileUrl, toAssetResponse } from './assets.mapper.ts';
import {
  type AssetRow,
  companyCampaignExists,
  deleteCampaignAsset,
  deleteCompanyLibraryAsset,
  findCompanyLibraryAsset,
  insertAsset,
  listCampaignAssets,
  listCompanyLibraryAssets,
  prizesShowingFile,
} from './assets.repo.ts';
import { detectFileKind } from './detect-file-kind.ts';
import { extensionOf, isExtensionAllowed, isKindAllowed } from './file-kinds.ts';
import { prepareFile } from './prepare-file.ts';
import type { ReceivedUpload } from './read-upload.ts';

/** What the asset service needs beyond the app context: where files go, and where to note lost ones. */
export type AssetDeps = { ctx: AppContext; files: FileStorage; log: FastifyBaseLogger };

type CampaignTarget = { category: AssetCategory; campaignId: string };

/** File names are shown in the library: no path, no control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'file').slice(-255);
}

async function assertCampaign(deps: AssetDeps, actor: Actor, campaignId: string) {
  if (!(await companyCampaignExists(deps.ctx.db, actor.companyId, campaignId))) throw campaignNotFound();
}

/**
 * Checks the campaign before the body is read (a foreign or unknown campaign costs no upload), then
 * stores the file in the campaign or, for scope `company`, in the company library.
 */
export async function uploadAsset(
  deps: AssetDeps,
  actor: Actor,
  target: CampaignTarget,
  receive: () => Promise<ReceivedUpload>,
): Promise<Asset> {
  await assertCampaign(deps, actor, target.campaignId);
  const upload = await receive();
  const campaignId = upload.scope === 'company' ? null : target.campaignId;
  const placement = { category: target.category, campaignId };
  return storeUpload(deps, actor, placement, ASSET_EXTENSIONS[target.category], upload);
}

/**
 * An image into the acting company's library, with no campaign at all: prize images are the
 * company's, and a company may set up prizes before its first campaign. A `scope` field is ignored.
 * Only pictures: a prize image is shown as one, so the PDF the campaign image uploads take is refused.
 */
export async function uploadCompanyImage(
  deps: AssetDeps,
  actor: Actor,
  receive: () => Promise<ReceivedUpload>,
): Promise<Asset> {
  const upload = await receive();
  return storeUpload(deps, actor, { category: 'image', campaignId: null }, PICTURE_EXTENSIONS, upload);
}

/** The acting company's library images, newest first; campaign-only images are not among them. */
export async function listCompanyImages(deps: AssetDeps, actor: Actor): Promise<Asset[]> {
  const rows = await listCompanyLibraryAssets(deps.ctx.db, actor.companyId, 'image');
  return rows.map(toAssetResponse);
}

/**
 * Checks the name's extension and the real content against `extensions` (what this upload accepts),
 * prepares the bytes and stores them under a fresh random key. The row is written after the file,
 * and the file is removed again if the row cannot be.
 */
async function storeUpload(
  deps: AssetDeps,
  actor: Actor,
  placement: { category: AssetCategory; campaignId: string | null },
  extensions: readonly string[],
  upload: ReceivedUpload,
): Promise<Asset> {
  const { category } = placement;
  const fileName = cleanFileName(upload.fileName);
  if (!isExtensionAllowed(extensions, extensionOf(fileName))) throw unsupportedFileType(extensions);
  const kind = await detectFileKind(upload.bytes);
  if (!kind || !isKindAllowed(extensions, kind)) throw unsupportedFileType(extensions);
  const prepared = await prepareFile(kind, upload.bytes);

  const storageKey = newStorageKey(kind.ext);
  await deps.files.put(storageKey, prepared.bytes, kind.contentType).catch((error: unknown) => {
    deps.log.error({ err: error }, 'storing an uploaded file failed');
    throw storageUnavailable();
  });
  try {
    const row = await insertAsset(deps.ctx.db, {
      companyId: actor.companyId,
      campaignId: placement.campaignId,
      category,
      fileName,
      contentType: kind.contentType,
      size: prepared.bytes.length,
      width: prepared.width,
      height: prepared.height,
      storageKey,
    });
    return toAssetResponse(row);
  } catch (error) {
    await deps.files.delete(storageKey).catch((cleanupError: unknown) => {
      deps.log.warn({ err: cleanupError, storageKey }, 'an uploaded file without its row was left in the storage');
    });
    throw error;
  }
}

export async function listAssets(deps: AssetDeps, actor: Actor, target: CampaignTarget): Promise<Asset[]> {
  await assertCampaign(deps, actor, target.campaignId);
  const rows = await listCampaignAssets(deps.ctx.db, actor.companyId, target.campaignId, target.category);
  return rows.map(toAssetResponse);
}

/**
 * Deletes the row first, then the file: a failure in between leaves an unreferenced file (logged),
 * never a row whose file is gone.
 */
export async function deleteAsset(
  deps: AssetDeps,
  actor: Actor,
  target: CampaignTarget & { assetId: string },
): Promise<void> {
  await assertCampaign(deps, actor, target.campaignId);
  const row = await deleteCampaignAsset(deps.ctx.db, { companyId: actor.companyId, ...target });
  if (!row) throw assetNotFound();
  await removeStoredFile(deps, row);
}

/**
 * Deletes an image of the company library (never a campaign's own), row first and then file, like
 * deleteAsset. An image a prize still shows is refused, naming the prizes: the prize and its winners
 * would otherwise be left with a broken picture.
 */
export async function deleteCompanyImage(deps: AssetDeps, actor: Actor, assetId: string): Promise<void> {
  const target = { companyId: actor.companyId, category: 'image', assetId };
  const row = await deps.ctx.db.transaction(async (tx) => {
    const asset = await findCompanyLibraryAsset(tx, target);
    if (!asset) throw assetNotFound();
    const prizeNames = await prizesShowingFile(tx, actor.companyId, fileUrl(asset.storageKey));
    if (prizeNames.length > 0) throw imageUsedByPrizes(prizeNames);
    return deleteCompanyLibraryAsset(tx, target);
  });
  if (!row) throw assetNotFound();
  await removeStoredFile(deps, row);
}

/** After the row is gone: a file that cannot be removed is only unreferenced, so it is logged, not thrown. */
async function removeStoredFile(deps: AssetDeps, row: AssetRow): Promise<void> {
  await deps.files.delete(row.storageKey).catch((error: unknown) => {
    deps.log.warn({ err: error, storageKey: row.storageKey }, 'the file of a deleted asset could not be removed');
  });
}
