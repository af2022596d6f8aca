import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { LanguageCode } from '@gc/contracts/languages';
import {
  ALL_OUTCOMES,
  type CampaignEmail,
  type CampaignMailType,
  type CampaignSender,
  type EmailBlock,
  type EmailContentInput,
  type MailType,
  type RenderedEmail,
} from '@gc/contracts/mail';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { readDocument } from '../campaigns/campaign-document.service.ts';
import { type CampaignRow, findCompanyCampaign } from '../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';
import { addressOf } from '../emails/mailer.ts';
import { type MailDeps, renderCampaignEmail, sampleValues, unsubscribeHeaders } from './campaign-email-render.ts';
import {
  type CampaignEmailRow,
  deleteCampaignEmails,
  findCampaignEmail,
  findMailSettings,
  insertCampaignEmail,
  listCampaignEmails,
  updateCampaignEmail,
  upsertMailSettings,
} from './mail.repo.ts';

type Ctx = Pick<MailDeps, 'ctx'>;

export async function campaignOf(deps: Ctx, actor: Actor, campaignId: string): Promise<CampaignRow> {
  const row = await findCompanyCampaign(deps.ctx.db, actor.companyId, campaignId);
  if (!row || row.status === 'DELETED') throw campaignNotFound();
  return row;
}

export const emailNotFound = () => notFound('E-mail');

const violation = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field, message }] });

/** The outcomes an e-mail may be written for: `all`, and the result pages of the campaign (win, lose and its own). */
export function outcomesOf(document: CampaignDocument): string[] {
  return [...new Set([ALL_OUTCOMES, 'win', 'lose', ...document.outcomes.map((outcome) => outcome.kind)])];
}

function checkOutcomeAndLanguage(document: CampaignDocument, outcome: string, language: LanguageCode) {
  if (!outcomesOf(document).includes(outcome)) throw violation('outcome', `This campaign has no outcome "${outcome}".`);
  if (!document.languageOptions.languages.includes(language)) {
    throw violation('language', 'This campaign has no such language.');
  }
}

export function toCampaignEmail(row: CampaignEmailRow): CampaignEmail {
  return {
    id: row.id,
    campaignId: row.campaignId,
    outcome: row.outcome,
    language: row.language as LanguageCode,
    subject: row.subject,
    blocks: row.blocks as EmailBlock[],
    attachment:
      row.attachmentKey && row.attachmentName
        ? { fileName: row.attachmentName, size: row.attachmentSize ?? 0, contentType: row.attachmentType ?? '' }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---- mail type and sender (spec §7 Mail mailType/{id}, sender/{id})

export async function getMailType(deps: Ctx, actor: Actor, campaignId: string): Promise<CampaignMailType> {
  await campaignOf(deps, actor, campaignId);
  const settings = await findMailSettings(deps.ctx.db, actor.companyId, campaignId);
  return { campaignId, emailType: (settings?.mailType ?? 'NOEMAIL') as MailType };
}

export async function setMailType(deps: Ctx, actor: Actor, campaignId: string, emailType: MailType) {
  await campaignOf(deps, actor, campaignId);
  const row = await upsertMailSettings(deps.ctx.db, actor.companyId, campaignId, { mailType: emailType });
  return { campaignId, emailType: row.mailType as MailType };
}

function toSender(deps: Ctx, campaignId: string, row?: { senderName: string; replyTo: string }): CampaignSender {
  return {
    campaignId,
    displayName: row?.senderName ?? '',
    replyTo: row?.replyTo ?? '',
    fromAddress: addressOf(deps.ctx.config.mailFrom),
  };
}

export async function getSender(deps: Ctx, actor: Actor, campaignId: string): Promise<CampaignSender> {
  await campaignOf(deps, actor, campaignId);
  return toSender(deps, campaignId, await findMailSettings(deps.ctx.db, actor.companyId, campaignId));
}

export async function setSender(
  deps: Ctx,
  actor: Actor,
  campaignId: string,
  sender: { displayName: string; replyTo: string },
): Promise<CampaignSender> {
  await campaignOf(deps, actor, campaignId);
  const row = await upsertMailSettings(deps.ctx.db, actor.companyId, campaignId, {
    senderName: sender.displayName,
    replyTo: sender.replyTo,
  });
  return toSender(deps, campaignId, row);
}

// ---- the e-mails (spec §7 Mail mailsls, getAll, deleteAll)

export async function listEmails(deps: Ctx, actor: Actor, campaignId: string): Promise<CampaignEmail[]> {
  await campaignOf(deps, actor, campaignId);
  return (await listCampaignEmails(deps.ctx.db, actor.companyId, campaignId)).map(toCampaignEmail);
}

type EmailInput = EmailContentInput & { campaignId: string; outcome: string; language: LanguageCode };

const duplicateEmail = () =>
  violation('outcome', 'This campaign already has an e-mail for this outcome and language; edit that one instead.');

export async function createEmail(deps: Ctx, actor: Actor, input: EmailInput): Promise<CampaignEmail> {
  const campaign = await campaignOf(deps, actor, input.campaignId);
  checkOutcomeAndLanguage(readDocument(campaign.document), input.outcome, input.language);
  try {
    const row = await insertCampaignEmail(deps.ctx.db, {
      companyId: actor.companyId,
      campaignId: input.campaignId,
      outcome: input.outcome,
      language: input.language,
      subject: input.subject,
      blocks: input.blocks,
    });
    return toCampaignEmail(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

export async function updateEmail(deps: Ctx, actor: Actor, input: EmailInput & { id: string }): Promise<CampaignEmail> {
  const campaign = await campaignOf(deps, actor, input.campaignId);
  checkOutcomeAndLanguage(readDocument(campaign.document), input.outcome, input.language);
  try {
    const row = await updateCampaignEmail(deps.ctx.db, actor.companyId, input.campaignId, input.id, {
      outcome: input.outcome,
      language: input.language,
      subject: input.subject,
      blocks: input.blocks,
    });
    if (!row) throw emailNotFound();
    return toCampaignEmail(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

/**
 * Removes every e-mail of the campaign. Their attachments stay in the storage: e-mails already queued
 * may still be sending them.
 */
export async function deleteAllEmails(deps: Ctx, actor: Actor, campaignId: string): Promise<void> {
  await campaignOf(deps, actor, campaignId);
  await deleteCampaignEmails(deps.ctx.db, actor.companyId, campaignId);
}

// ---- preview and test

async function timeZoneOf(deps: Ctx, companyId: string): Promise<string> {
  const [row] = await deps.ctx.db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.timeZone ?? 'UTC';
}

/** Unsaved content with sample data, as the builder's preview shows it. */
export async function previewEmail(
  deps: MailDeps,
  actor: Actor,
  campaignId: string,
  input: EmailContentInput & { outcome: string; language: LanguageCode },
): Promise<RenderedEmail> {
  const campaign = await campaignOf(deps, actor, campaignId);
  checkOutcomeAndLanguage(readDocument(campaign.document), input.outcome, input.language);
  const values = sampleValues(deps, {
    companyId: actor.companyId,
    to: actor.email,
    outcome: input.outcome,
    language: input.language,
    timeZone: await timeZoneOf(deps, actor.companyId),
  });
  return renderCampaignEmail(deps, { ...input }, values);
}

/** "Send a test to me": the saved e-mail with sample data, to the editor's own address, through the outbox. */
export async function sendTestEmail(deps: MailDeps, actor: Actor, campaignId: string, emailId: string) {
  await campaignOf(deps, actor, campaignId);
  const row = await findCampaignEmail(deps.ctx.db, actor.companyId, campaignId, emailId);
  if (!row) throw emailNotFound();
  const settings = await findMailSettings(deps.ctx.db, actor.companyId, campaignId);
  const values = sampleValues(deps, {
    companyId: actor.companyId,
    to: actor.email,
    outcome: row.outcome,
    language: row.language,
    timeZone: await timeZoneOf(deps, actor.companyId),
  });
  const rendered = await renderCampaignEmail(
    deps,
    {
      id: row.id,
      updatedAt: row.updatedAt,
      language: row.language,
      subject: row.subject,
      blocks: row.blocks as EmailBlock[],
    },
    values,
  );
  await deps.ctx.mailer.enqueue(deps.ctx.db, {
    companyId: actor.companyId,
    to: actor.email,
    ...rendered,
    campaign: { campaignId, playId: null, outcome: row.outcome, isTest: true },
    fromName: settings?.senderName,
    replyTo: settings?.replyTo,
    headers: unsubscribeHeaders(values.unsubscribeLink),
    attachment: attachmentOf(row),
  });
  deps.ctx.mailer.kick();
  return { to: actor.email };
}

export const attachmentOf = (row: CampaignEmailRow) =>
  row.attachmentKey && row.attachmentName
    ? {
        key: row.attachmentKey,
        name: row.attachmentName,
        contentType: row.attachmentType ?? 'application/octet-stream',
      }
    : null;
