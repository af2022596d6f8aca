import { z } from 'zod';
import { campaignDocumentSchema, REGISTRATION_TYPES } from './campaign-document.ts';
import { CAMPAIGN_TYPES } from './campaign-types.ts';
import { gameSettingsChangesSchema } from './game-settings.ts';
import { campaignLanguagesSchema, languageSchema } from './languages.ts';
import { MAX_TEXT_LENGTH } from './validation.ts';
import { imageAddressSchema, webAddressSchema } from './web-addresses.ts';

/** Campaign statuses (spec §4); ALL exists only as a list filter. */
export const CAMPAIGN_STATUSES = ['ACTIVE', 'INACTIVE', 'DRAFT', 'SCHEDULED', 'DELETED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_FILTERS = ['ALL', ...CAMPAIGN_STATUSES] as const;
export type CampaignStatusFilter = (typeof CAMPAIGN_STATUS_FILTERS)[number];

/** Sortable columns of the campaign list (spec §2): name, date created, date started. */
export const CAMPAIGN_SORT_FIELDS = ['name', 'createdDate', 'startDate'] as const;
export type CampaignSortField = (typeof CAMPAIGN_SORT_FIELDS)[number];

/** Tags a campaign may carry (spec §3 Campaign metadata). */
export const CAMPAIGN_TAGS = ['debugModeEnabled', 'usesClientUserId'] as const;

export const campaignNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a name')
  .max(MAX_TEXT_LENGTH, `Name must be at most ${MAX_TEXT_LENGTH} characters`);

/** A campaign as the list, the dashboard and the builder's header see it (spec §3 Campaign). */
export const campaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
  tags: z.array(z.string()),
  createdDate: z.iso.datetime({ offset: true }),
  startDate: z.iso.datetime({ offset: true }).nullable(),
  endDate: z.iso.datetime({ offset: true }).nullable(),
  logoUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  productionUrl: z.string().nullable(),
  slug: z.string(),
  languages: z.array(languageSchema),
  isTailorMade: z.boolean(),
  templateId: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/**
 * PUT /campaign/: a status change ({id, status}), the links ({id, logoUrl, demoUrl, productionUrl})
 * or a rename. Only the fields sent change (and are checked): a value stored before a rule existed
 * is still read and listed, and refused only when it is sent again. The logo is an upload or an
 * http(s) address (the product writes the draft's `/files/…` logo there); the addresses are http(s).
 */
export const updateCampaignRequestSchema = z.object({
  id: z.uuid(),
  name: campaignNameSchema.optional(),
  status: z.enum(CAMPAIGN_STATUSES, { error: 'Unknown status' }).optional(),
  logoUrl: imageAddressSchema.nullable().optional(),
  demoUrl: webAddressSchema.nullable().optional(),
  productionUrl: webAddressSchema.nullable().optional(),
});
export type UpdateCampaignRequest = z.infer<typeof updateCampaignRequestSchema>;

/** POST /campaign-data/campaigns: what the wizard collected. */
export const createCampaignRequestSchema = z.object({
  name: campaignNameSchema,
  campaignType: z.enum(CAMPAIGN_TYPES, { error: 'Unknown campaign type' }),
  /** "default" for the type's default template, or the id of one of the company's campaigns. */
  templateId: z.string().max(64).default('default'),
  languages: campaignLanguagesSchema,
  registrationType: z.enum(REGISTRATION_TYPES),
});
export type CreateCampaignRequest = z.infer<typeof createCampaignRequestSchema>;

/** GET /campaign-data/campaigns/{id}: the campaign and its draft document. */
export const campaignDraftSchema = z.object({
  campaign: campaignSchema,
  document: campaignDocumentSchema,
  /** Increases with every saved change; send it back as baseRevision to refuse saving over another's change. */
  revision: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
  /**
   * PUT with a game part only: what the game changed beyond what was sent (spec §7; a quiz lowered its
   * question limit to its questions), for the builder to tell the marketer.
   */
  gameChanges: gameSettingsChangesSchema.optional(),
});
export type CampaignDraft = z.infer<typeof campaignDraftSchema>;

/** PUT /campaign-data/campaigns/{id}: a part of the document, merged into the draft. */
export const saveDraftRequestSchema = z.object({
  changes: z.record(z.string(), z.unknown()),
  baseRevision: z.number().int().optional(),
});
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

/** GET /campaign/overview: the company dashboard's counts by status and latest campaigns. */
export const campaignOverviewSchema = z.object({
  counts: z.record(z.enum(CAMPAIGN_STATUSES), z.number().int()),
  latest: z.array(campaignSchema),
});
export type CampaignOverview = z.infer<typeof campaignOverviewSchema>;

/** GET /resources/campaign-types: every type of §1 and whether its game can be built yet. */
export const campaignTypeInfoSchema = z.object({
  type: z.enum(CAMPAIGN_TYPES),
  isAvailable: z.boolean(),
  /** Registration types the delivery-method dialog offers for this type (§4: no noDelivery for the advanced wheel). */
  registrationTypes: z.array(z.enum(REGISTRATION_TYPES)),
});
export type CampaignTypeInfo = z.infer<typeof campaignTypeInfoSchema>;

/** GET /resources/company-templates/{type}: the type's default template and the company's own campaigns. */
export const campaignTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  logoUrl: z.string().nullable(),
});
export type CampaignTemplate = z.infer<typeof campaignTemplateSchema>;
