import { z } from 'zod';

/**
 * The connectors of the universal lead flow (issue 15) for a CRM (HubSpot contacts), an e-mail marketing
 * service (Mailchimp audience members) and a marketing automation service (a Zapier Catch Hook): what an
 * editor saves for each, shared by the server (which validates) and the builder's destination form.
 * Settings are shown again; credentials are write-only (encrypted at rest, never sent back).
 */
export const CONNECTOR_KINDS = ['hubspot', 'mailchimp', 'zapier'] as const;
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number];

/**
 * The lead fields a mapping row can read (the server's LEAD_FIELDS in modules/integrations/connector.ts;
 * a test keeps the two lists equal). Custom attributes are read as `custom.<attributeIdentifier>`.
 */
export const LEAD_FIELD_NAMES = [
  'leadId',
  'email',
  'firstName',
  'lastName',
  'phone',
  'address',
  'postalCode',
  'city',
  'birthDate',
  'jobTitle',
  'companyName',
  'externalUserId',
  'language',
  'createdAt',
  'campaign.id',
  'campaign.name',
  'outcome.name',
  'outcome.isWin',
  'prize.name',
  'voucher',
  'consent.newsletter',
] as const;
export type LeadFieldName = (typeof LEAD_FIELD_NAMES)[number];

export const CUSTOM_FIELD_PREFIX = 'custom.';
/** The custom attribute identifiers of §3 (letters, digits, `_`, `-`, `.`), at most 64 characters. */
const CUSTOM_FIELD = /^custom\.[A-Za-z0-9_.-]{1,64}$/;

export function isLeadField(value: string): boolean {
  return (LEAD_FIELD_NAMES as readonly string[]).includes(value) || CUSTOM_FIELD.test(value);
}

export const MAX_MAPPING_ROWS = 50;

export const fieldMappingRowSchema = z.object({
  from: z.string().refine(isLeadField, 'Not a lead field or custom.<identifier>'),
  to: z.string().trim().min(1).max(100),
});

/** A destination's field mapping: each row copies one lead field into one of the destination's fields. */
export const fieldMappingSchema = z
  .array(fieldMappingRowSchema)
  .max(MAX_MAPPING_ROWS)
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.to)) context.addIssue({ code: 'custom', path: [index, 'to'], message: 'Mapped twice' });
      seen.add(row.to);
    });
  });
export type FieldMappingInput = z.infer<typeof fieldMappingSchema>;

// ---- HubSpot (CRM contacts) ----

/** Nothing to choose: contacts are created or updated by e-mail in the token's HubSpot account. */
export const hubspotSettingsSchema = z.object({}).strict();
export type HubspotSettings = z.infer<typeof hubspotSettingsSchema>;

/** A private app's access token (Settings → Integrations → Private apps), scope crm.objects.contacts.write. */
export const hubspotCredentialsSchema = z.object({
  accessToken: z
    .string()
    .trim()
    .regex(/^\S{10,500}$/, 'Paste the private app access token (pat-…)'),
});
export type HubspotCredentials = z.infer<typeof hubspotCredentialsSchema>;

// ---- Mailchimp (audience members) ----

export const mailchimpSettingsSchema = z
  .object({
    /** Audience → Settings → Audience name and defaults → Audience ID (10 characters, e.g. a1b2c3d4e5). */
    audienceId: z
      .string()
      .trim()
      .regex(/^[0-9a-z]{5,20}$/i, 'An audience ID has letters and digits only, e.g. a1b2c3d4e5'),
    /** A consenting new member gets Mailchimp's confirmation e-mail (status pending) instead of being subscribed at once. */
    doubleOptIn: z.boolean().default(false),
  })
  .strict();
export type MailchimpSettings = z.infer<typeof mailchimpSettingsSchema>;

/** An API key ends in its data centre: `0123…cdef-us21` is served by https://us21.api.mailchimp.com. */
const MAILCHIMP_API_KEY = /^[0-9a-f]{32}-([a-z]{2,4}\d{1,3})$/i;

export const mailchimpCredentialsSchema = z.object({
  apiKey: z
    .string()
    .trim()
    .regex(
      MAILCHIMP_API_KEY,
      'A Mailchimp API key looks like 32 letters and digits, a dash and the data centre (…-us21)',
    ),
});
export type MailchimpCredentials = z.infer<typeof mailchimpCredentialsSchema>;

/** The data centre of a valid key (`us21`), which names the API's host. */
export function mailchimpDataCenter(apiKey: string): string {
  const match = MAILCHIMP_API_KEY.exec(apiKey.trim());
  if (!match?.[1]) throw new Error('Not a Mailchimp API key');
  return match[1].toLowerCase();
}

// ---- Zapier (a Catch Hook of "Webhooks by Zapier") ----

export const zapierSettingsSchema = z.object({}).strict();
export type ZapierSettings = z.infer<typeof zapierSettingsSchema>;

/** https://hooks.zapier.com/hooks/catch/{account}/{hook}/ (optionally …/silent/): the address is the secret. */
const ZAPIER_HOOK = /^https:\/\/hooks\.zapier\.com\/hooks\/catch\/\d+\/[A-Za-z0-9]+\/(silent\/)?$/;

export const zapierCredentialsSchema = z.object({
  hookUrl: z
    .string()
    .trim()
    .transform((value) => (value.endsWith('/') ? value : `${value}/`))
    .refine((value) => ZAPIER_HOOK.test(value), 'Paste the Catch Hook URL: https://hooks.zapier.com/hooks/catch/…/…/'),
});
export type ZapierCredentials = z.infer<typeof zapierCredentialsSchema>;

// ---- Per kind ----

export const connectorSettingsSchemas = {
  hubspot: hubspotSettingsSchema,
  mailchimp: mailchimpSettingsSchema,
  zapier: zapierSettingsSchema,
} as const satisfies Record<ConnectorKind, z.ZodType>;

export const connectorCredentialsSchemas = {
  hubspot: hubspotCredentialsSchema,
  mailchimp: mailchimpCredentialsSchema,
  zapier: zapierCredentialsSchema,
} as const satisfies Record<ConnectorKind, z.ZodType>;

/** The credential fields of each kind, for forms and for checking that a response never carries one. */
export const CONNECTOR_CREDENTIAL_FIELDS = {
  hubspot: ['accessToken'],
  mailchimp: ['apiKey'],
  zapier: ['hookUrl'],
} as const satisfies Record<ConnectorKind, readonly string[]>;

/**
 * What a new destination of each kind maps before the editor changes anything. The contact's e-mail is
 * not a row: it is the identity every connector always sends (HubSpot's idProperty, Mailchimp's
 * email_address), so no mapping can drop it. Zapier has no fixed fields, so its rows carry the e-mail.
 */
export const DEFAULT_FIELD_MAPPINGS = {
  hubspot: [
    { from: 'firstName', to: 'firstname' },
    { from: 'lastName', to: 'lastname' },
    { from: 'phone', to: 'phone' },
    { from: 'address', to: 'address' },
    { from: 'city', to: 'city' },
    { from: 'postalCode', to: 'zip' },
    { from: 'companyName', to: 'company' },
    { from: 'jobTitle', to: 'jobtitle' },
  ],
  mailchimp: [
    { from: 'firstName', to: 'FNAME' },
    { from: 'lastName', to: 'LNAME' },
    { from: 'phone', to: 'PHONE' },
  ],
  zapier: [
    { from: 'leadId', to: 'lead_id' },
    { from: 'email', to: 'email' },
    { from: 'firstName', to: 'first_name' },
    { from: 'lastName', to: 'last_name' },
    { from: 'phone', to: 'phone' },
    { from: 'city', to: 'city' },
    { from: 'postalCode', to: 'postal_code' },
    { from: 'campaign.name', to: 'campaign' },
    { from: 'outcome.name', to: 'outcome' },
    { from: 'prize.name', to: 'prize' },
    { from: 'voucher', to: 'voucher' },
    { from: 'consent.newsletter', to: 'newsletter_consent' },
    { from: 'createdAt', to: 'created_at' },
  ],
} as const satisfies Record<ConnectorKind, readonly { from: LeadFieldName; to: string }[]>;
