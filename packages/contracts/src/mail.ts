import { z } from 'zod';
import { languageCodeSchema } from './languages.ts';
import { EMAIL_PATTERN, MAX_TEXT_LENGTH } from './validation.ts';

/** Spec §4 Mail type: none, one e-mail for all players, or one per outcome. */
export const MAIL_TYPES = ['NOEMAIL', 'ONEFORALLPLAYERS', 'ONEPEROUTCOME'] as const;
export type MailType = (typeof MAIL_TYPES)[number];

/** The outcome key of the one e-mail of ONEFORALLPLAYERS; ONEPEROUTCOME keys e-mails by the play's outcome (win, lose, …). */
export const ALL_OUTCOMES = 'all';
/** What a play's outcome is called when an e-mail is written for it (the result page it ended on). */
export const emailOutcomeSchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'Choose an outcome of this campaign');

/** Spec §7 Mail "PUT, GET and DELETE mailType/{id}". */
export const mailTypeBodySchema = z.object({ emailType: z.enum(MAIL_TYPES) });
export const mailTypeSchema = z.object({ campaignId: z.string(), emailType: z.enum(MAIL_TYPES) });
export type CampaignMailType = z.infer<typeof mailTypeSchema>;

/** Spec §7 Mail "GET, PUT and DELETE sender/{id}": the display name and reply-to; the address itself is configuration. */
export const senderBodySchema = z.object({
  displayName: z
    .string()
    .trim()
    .max(MAX_TEXT_LENGTH)
    .refine((value) => !/[\r\n<>"]/.test(value), 'A sender name may not hold line breaks, quotes or angle brackets'),
  replyTo: z.union([
    z.literal(''),
    z.string().trim().max(MAX_TEXT_LENGTH).regex(EMAIL_PATTERN, 'Enter a valid e-mail address'),
  ]),
});
export const senderSchema = senderBodySchema.extend({ campaignId: z.string(), fromAddress: z.string() });
export type CampaignSender = z.infer<typeof senderSchema>;

/**
 * The placeholders an e-mail may hold, written `{{name}}`: offered from a menu in the builder, each
 * filled per recipient. Anything else between double braces is refused.
 */
export const EMAIL_PLACEHOLDERS = [
  'firstName',
  'outcome',
  'prize',
  'voucherCode',
  'expiryDate',
  'walletLink',
  'unsubscribeLink',
] as const;
export type EmailPlaceholder = (typeof EMAIL_PLACEHOLDERS)[number];
/** Placeholders that stand for a web address: only these may be a button's link. */
export const LINK_PLACEHOLDERS: readonly EmailPlaceholder[] = ['walletLink', 'unsubscribeLink'];
export const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const unknownPlaceholderText = (name: string) =>
  `Unknown placeholder {{${name}}}: choose one from the placeholder menu (${EMAIL_PLACEHOLDERS.join(', ')}).`;
export const MARKUP_IN_TEXT_TEXT = 'E-mail text is plain text: HTML tags and scripts are not allowed.';
const LONG_TEXT = 5000;

/** Refuses unknown `{{…}}` placeholders and markup in one marketer-written text. */
function checkedText(max: number) {
  return z
    .string()
    .max(max, `Text must be shorter than ${max} characters`)
    .superRefine((value, ctx) => {
      if (/<\s*\/?\s*[a-z!?]/i.test(value)) ctx.addIssue({ code: 'custom', message: MARKUP_IN_TEXT_TEXT });
      for (const [, name] of value.matchAll(PLACEHOLDER_PATTERN)) {
        if (!(EMAIL_PLACEHOLDERS as readonly string[]).includes(name)) {
          ctx.addIssue({ code: 'custom', message: unknownPlaceholderText(name) });
        }
      }
    });
}

const linkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => /^https?:\/\/\S+$/i.test(value) || LINK_PLACEHOLDERS.some((name) => value === `{{${name}}}`),
    'A button links to a web address (https://…) or to the wallet or unsubscribe link',
  );
const imageUrlSchema = z
  .string()
  .max(2048)
  .regex(/^(\/files\/|https:\/\/)\S+$/, 'Choose an image from the asset library');

/** Spec issue 14: an e-mail's content, as blocks rendered through MJML. */
export const emailBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: checkedText(MAX_TEXT_LENGTH) }),
  z.object({ type: z.literal('text'), text: checkedText(LONG_TEXT) }),
  z.object({ type: z.literal('image'), url: imageUrlSchema, alt: checkedText(MAX_TEXT_LENGTH) }),
  z.object({ type: z.literal('button'), label: checkedText(MAX_TEXT_LENGTH), url: linkSchema }),
  /** Shows the play's voucher code (the e-mail of a play without one leaves it out). */
  z.object({ type: z.literal('voucher'), label: checkedText(MAX_TEXT_LENGTH) }),
  z.object({ type: z.literal('divider') }),
]);
export type EmailBlock = z.infer<typeof emailBlockSchema>;
export const EMAIL_BLOCK_TYPES = ['heading', 'text', 'image', 'button', 'voucher', 'divider'] as const;

export const emailContentSchema = z.object({
  subject: checkedText(MAX_TEXT_LENGTH).refine((value) => value.trim() !== '', 'Enter a subject'),
  blocks: z.array(emailBlockSchema).max(50),
});
export type EmailContentInput = z.infer<typeof emailContentSchema>;

/** POST /mailsls/: one e-mail of a campaign, for an outcome (or `all`) and a campaign language. */
export const newCampaignEmailSchema = emailContentSchema.extend({
  campaignId: z.uuid({ error: 'Campaign not found' }),
  outcome: emailOutcomeSchema,
  language: languageCodeSchema,
});
/** PUT /mailsls/: the same with the e-mail's id. */
export const campaignEmailUpdateSchema = newCampaignEmailSchema.extend({ id: z.uuid({ error: 'E-mail not found' }) });

export const emailAttachmentSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export const campaignEmailSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  outcome: z.string(),
  language: languageCodeSchema,
  subject: z.string(),
  blocks: z.array(emailBlockSchema),
  attachment: emailAttachmentSchema.nullable(),
  updatedAt: z.string(),
});
export type CampaignEmail = z.infer<typeof campaignEmailSchema>;

/** The preview of unsaved content with sample data (the builder's desktop and phone preview). */
export const emailPreviewBodySchema = emailContentSchema.extend({
  outcome: emailOutcomeSchema,
  language: languageCodeSchema,
});
export const renderedEmailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type RenderedEmail = z.infer<typeof renderedEmailSchema>;

/** The default template of spec §9: always there, never deleted (§4 item list rules). */
export const DEFAULT_EMAIL_TEMPLATE_KEY = 'default-email';
export const DEFAULT_EMAIL_SUBJECT = 'Default';

export const newEmailTemplateSchema = emailContentSchema.extend({
  name: z.string().trim().min(1, 'Enter a name').max(MAX_TEXT_LENGTH),
  /** The language the template is written in; null: any campaign language. */
  language: languageCodeSchema.nullable(),
});
export const emailTemplateSchema = newEmailTemplateSchema.extend({
  key: z.string(),
  /** The default template: never deleted. */
  isProtected: z.boolean(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** Spec §7 Build "POST /api/generate-emails {campaignId, emailTemplateId}". */
export const generateEmailsSchema = z.object({
  campaignId: z.uuid({ error: 'Campaign not found' }),
  emailTemplateId: z.string().min(1).max(80),
});

/** The delivery log's states: queued (waiting or being sent), sent, failed; a retried mail says so. */
export const DELIVERY_STATES = ['queued', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const deliveryQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(DELIVERY_STATES).optional()),
  outcome: z.preprocess((v) => (v === '' ? undefined : v), emailOutcomeSchema.optional()),
});
export const deliverySchema = z.object({
  id: z.string(),
  to: z.string(),
  outcome: z.string().nullable(),
  subject: z.string(),
  state: z.enum(DELIVERY_STATES),
  /** The outbox's own state (PENDING, SENDING, SENT, FAILED, KEPT: contracts/outbox.ts). */
  status: z.string(),
  attempts: z.number().int(),
  /** The SMTP server's answer of the last failed attempt. */
  lastError: z.string().nullable(),
  isRetried: z.boolean(),
  isTest: z.boolean(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryLogSchema = z.object({
  items: z.array(deliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  counts: z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type DeliveryLog = z.infer<typeof deliveryLogSchema>;
