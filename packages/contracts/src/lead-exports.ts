import { z } from 'zod';
import { LEAD_OUTCOME_FILTERS } from './leads.ts';
import { UI_LANGUAGES } from './ui-languages.ts';

const day = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });

/**
 * POST /api/v1/leads/exports: a general leads export run in the background (issue 16). The filters of
 * GET /api/v1/leads/export.csv as a JSON body: `campaignIds` (none: every campaign of the company),
 * registered `from`/`to` (days in the company's time zone, both included), `outcome`, and the
 * language of the header row.
 */
export const leadExportRequestSchema = z
  .object({
    campaignIds: z
      .array(z.uuid({ error: 'Campaign not found' }))
      .max(100, 'At most 100 campaigns')
      .default([]),
    from: day.optional(),
    to: day.optional(),
    outcome: z
      .enum(LEAD_OUTCOME_FILTERS, { error: `outcome must be one of: ${LEAD_OUTCOME_FILTERS.join(', ')}` })
      .default('all'),
    language: z.enum(UI_LANGUAGES, { error: `language must be one of: ${UI_LANGUAGES.join(', ')}` }).default('en'),
  })
  .refine((body) => !body.from || !body.to || body.from <= body.to, {
    path: ['to'],
    message: 'The end of the range is before its start',
  });
export type LeadExportRequest = z.infer<typeof leadExportRequestSchema>;

export const LEAD_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type LeadExportStatus = (typeof LEAD_EXPORT_STATUSES)[number];

/** An export as the builder shows it: its filters, its progress (leads read of the total) and its file. */
export const leadExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(LEAD_EXPORT_STATUSES),
  filters: z.object({
    campaignIds: z.array(z.uuid()),
    from: z.string().nullable(),
    to: z.string().nullable(),
    outcome: z.enum(LEAD_OUTCOME_FILTERS),
  }),
  /** The names of the chosen campaigns (empty: every campaign). */
  campaignNames: z.array(z.string()),
  /** Leads to read; null until the export has started. */
  total: z.number().int().nullable(),
  processed: z.number().int(),
  /** Rows written to the file (the outcome filter may keep fewer than were read). */
  rows: z.number().int(),
  bytes: z.number().int(),
  /** Why the last attempt failed (a failed export can be retried from where it stopped). */
  error: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type LeadExport = z.infer<typeof leadExportSchema>;
