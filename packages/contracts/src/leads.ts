import { z } from 'zod';
import { UI_LANGUAGES } from './ui-languages.ts';

/** The campaign details page (first part): counts and the leads table. */
export const campaignStatsSchema = z.object({
  playsStarted: z.number().int(),
  playsFinished: z.number().int(),
  leads: z.number().int(),
  winners: z.number().int(),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

export const LEAD_SORT_FIELDS = ['createdAt', 'email', 'lastName'] as const;

export const leadSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  userId: z.string().nullable(),
  language: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  plays: z.number().int(),
  /** The latest prize won, with its voucher code. */
  prizeName: z.string().nullable(),
  voucherCode: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET …/export.csv: the header's language is the exporting user's (the builder sends its own). */
export const leadsExportQuerySchema = z.object({
  language: z.enum(UI_LANGUAGES, { error: `language must be one of: ${UI_LANGUAGES.join(', ')}` }).optional(),
});
