import type { CampaignEmail } from '@gc/contracts/mail';
import { newStorageKey } from '../../lib/file-storage/storage-key.ts';
import type { Actor } from '../../plugins/auth.ts';
import { storageUnavailable, unsupportedFileType } from '../assets/asset-errors.ts';
import { detectFileKind } from '../assets/detect-file-kind.ts';
import { extensionOf } from '../assets/file-kinds.ts';
import type { ReceivedUpload } from '../assets/read-upload.ts';
import type { MailDeps } from './campaign-email-render.ts';
import { findCampaignEmail, updateCampaignEmail } from './mail.repo.ts';
import { campaignOf, emailNotFound, toCampaignEmail } from './mail.service.ts';

/**
 * What an e-mail may carry: documents and pictures a mail client opens safely. Checked like every
 * upload (5 MB, the name's extension and the bytes' real type must both be allowed); no SVG or fonts.
 */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
const ATTACHMENT_KINDS = ['pdf', 'png', 'jpg', 'gif', 'webp'];

/** A name that is safe in a MIME header and on the recipient's disk: the base name, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'attachment';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join('')
    .trim();
  return (cleaned || 'attachment').slice(-120);
}

/** Attaches the uploaded file to the e-mail, replacing its previous attachment (which leaves the storage). */
export async function uploadAttachment(
  deps: MailDeps,
  actor: Actor,
  params: { campaignId: string; emailId: string },
  readFile: () => Promise<ReceivedUpload>,
): Promise<CampaignEmail> {
  // The campaign and e-mail are checked before a byte of the body is read: a refusal closes the connection.
  await campaignOf(deps, actor, params.campaignId);
  const existing = await findCampaignEmail(deps.ctx.db, actor.companyId, params.campaignId, params.emailId);
  if (!existing) throw emailNotFound();
  const upload = await readFile();
  const fileName = cleanFileName(upload.fileName);
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(fileName))) {
    throw unsupportedFileType(ATTACHMENT_EXTENSIONS);
  }
  const kind = await detectFileKind(upload.bytes);
  if (!kind || !ATTACHMENT_KINDS.includes(kind.ext)) throw unsupportedFileType(ATTACHMENT_EXTENSIONS);
  const key = newStorageKey(kind.ext);
  try {
    await deps.files.put(key, upload.bytes, kind.contentType);
  } catch {
    throw storageUnavailable();
  }
  const row = await updateCampaignEmail(deps.ctx.db, actor.companyId, params.campaignId, params.emailId, {
    attachmentKey: key,
    attachmentName: fileName,
    attachmentType: kind.contentType,
    attachmentSize: upload.bytes.length,
  });
  if (!row) {
    await deps.files.delete(key).catch(() => undefined);
    throw emailNotFound();
  }
  // The previous file stays while queued e-mails may still name it: only e-mails not yet written lose it.
  return toCampaignEmail(row);
}

export async function removeAttachment(
  deps: MailDeps,
  actor: Actor,
  params: { campaignId: string; emailId: string },
): Promise<CampaignEmail> {
  await campaignOf(deps, actor, params.campaignId);
  const row = await updateCampaignEmail(deps.ctx.db, actor.companyId, params.campaignId, params.emailId, {
    attachmentKey: null,
    attachmentName: null,
    attachmentType: null,
    attachmentSize: null,
  });
  if (!row) throw emailNotFound();
  return toCampaignEmail(row);
}
