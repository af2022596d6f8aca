import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '@gc/contracts/languages';
import {
  ALL_OUTCOMES,
  type CampaignEmail,
  DEFAULT_EMAIL_SUBJECT,
  DEFAULT_EMAIL_TEMPLATE_KEY,
  type EmailBlock,
  type EmailTemplate,
} from '@gc/contracts/mail';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { readDocument } from '../campaigns/campaign-document.service.ts';
import type { MailDeps } from './campaign-email-render.ts';
import {
  deleteCompanyTemplate,
  type EmailTemplateRow,
  findCompanyTemplate,
  findMailSettings,
  insertTemplate,
  listCompanyTemplates,
  upsertCampaignEmail,
} from './mail.repo.ts';
import { campaignOf, toCampaignEmail } from './mail.service.ts';

type Ctx = Pick<MailDeps, 'ctx'>;

/** Spec §9: the default template, key default-email, subject Default; the product's own, in every company, never deleted. */
export const DEFAULT_EMAIL_TEMPLATE: EmailTemplate = {
  key: DEFAULT_EMAIL_TEMPLATE_KEY,
  name: 'Default',
  language: null,
  subject: DEFAULT_EMAIL_SUBJECT,
  isProtected: true,
  blocks: [
    { type: 'heading', text: 'Hello {{firstName}},' },
    { type: 'text', text: 'Thank you for playing. Your result: {{outcome}}.' },
    { type: 'voucher', label: 'Your voucher code' },
    { type: 'divider' },
  ],
};

const templateNotFound = () => notFound('E-mail template');

const toTemplate = (row: EmailTemplateRow): EmailTemplate => ({
  key: row.key,
  name: row.name,
  language: row.language as LanguageCode | null,
  subject: row.subject,
  blocks: row.blocks as EmailBlock[],
  isProtected: false,
});

export async function listTemplates(deps: Ctx, actor: Actor): Promise<EmailTemplate[]> {
  return [DEFAULT_EMAIL_TEMPLATE, ...(await listCompanyTemplates(deps.ctx.db, actor.companyId)).map(toTemplate)];
}

export async function createTemplate(
  deps: Ctx,
  actor: Actor,
  input: Omit<EmailTemplate, 'key' | 'isProtected'>,
): Promise<EmailTemplate> {
  const row = await insertTemplate(deps.ctx.db, {
    companyId: actor.companyId,
    key: `template-${randomBytes(6).toString('hex')}`,
    name: input.name,
    language: input.language,
    subject: input.subject,
    blocks: input.blocks,
  });
  return toTemplate(row);
}

/** Spec §4 item list rules: the item with key default-email is always protected from deletion. */
export async function deleteTemplate(deps: Ctx, actor: Actor, key: string): Promise<void> {
  if (key === DEFAULT_EMAIL_TEMPLATE_KEY) {
    throw new AppError('ITEM_PROTECTED', 409, 'The default e-mail template cannot be deleted.');
  }
  const removed = await deleteCompanyTemplate(deps.ctx.db, actor.companyId, key);
  if (removed.length === 0) throw templateNotFound();
}

async function templateOf(deps: Ctx, actor: Actor, key: string): Promise<EmailTemplate> {
  if (key === DEFAULT_EMAIL_TEMPLATE_KEY) return DEFAULT_EMAIL_TEMPLATE;
  const row = await findCompanyTemplate(deps.ctx.db, actor.companyId, key);
  if (!row) throw templateNotFound();
  return toTemplate(row);
}

/**
 * Spec §7 Build "POST /api/generate-emails": the campaign's e-mails written from a template, one per
 * outcome of its mail type (one `all` for ONEFORALLPLAYERS) and per language: every campaign language
 * for a template of any language, its own language for the others. Existing e-mails of the same
 * outcome and language are overwritten (their attachments stay); all are written or none.
 */
export async function generateEmails(
  deps: Ctx,
  actor: Actor,
  input: { campaignId: string; emailTemplateId: string },
): Promise<CampaignEmail[]> {
  const campaign = await campaignOf(deps, actor, input.campaignId);
  const template = await templateOf(deps, actor, input.emailTemplateId);
  const document = readDocument(campaign.document);
  const campaignLanguages = document.languageOptions.languages;
  if (template.language !== null && !campaignLanguages.includes(template.language)) {
    const message = `The template is written in "${template.language}", a language this campaign does not have.`;
    throw new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field: 'emailTemplateId', message }] });
  }
  const settings = await findMailSettings(deps.ctx.db, actor.companyId, input.campaignId);
  const outcomes =
    settings?.mailType === 'ONEPEROUTCOME'
      ? [...new Set(['win', 'lose', ...document.outcomes.map((outcome) => outcome.kind)])]
      : [ALL_OUTCOMES];
  const languages = template.language === null ? campaignLanguages : [template.language];
  const rows = await deps.ctx.db.transaction(async (tx) => {
    const written = [];
    for (const outcome of outcomes) {
      for (const language of languages) {
        written.push(
          await upsertCampaignEmail(tx, {
            companyId: actor.companyId,
            campaignId: input.campaignId,
            outcome,
            language,
            subject: template.subject,
            blocks: template.blocks,
          }),
        );
      }
    }
    return written;
  });
  return rows.map(toCampaignEmail);
}
