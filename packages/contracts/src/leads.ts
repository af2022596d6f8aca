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

export const LEAD_OUTCOME_FILTERS = ['all', 'won', 'notWon'] as const;
const day = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });

/**
 * GET /api/v1/leads/export.csv: the company's leads across its campaigns. `campaignIds` (comma-separated;
 * none: every campaign of the company, deleted ones included), registered `from`/`to` (days in the
 * company's time zone, both included), `outcome` (won: at least one prize; notWon: none).
 */
export const leadsGeneralExportQuerySchema = leadsExportQuerySchema
  .extend({
    campaignIds: z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').map((id) => id.trim()) : []))
      .pipe(z.array(z.uuid({ error: 'Campaign not found' })).max(100, 'At most 100 campaigns')),
    from: day.optional(),
    to: day.optional(),
    outcome: z.enum(LEAD_OUTCOME_FILTERS).default('all'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end of the range is before its start',
  });
export type LeadsGeneralExportQuery = z.infer<typeof leadsGeneralExportQuerySchema>;
