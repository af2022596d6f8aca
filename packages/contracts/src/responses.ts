import { z } from 'zod';
import { UI_LANGUAGES } from './ui-languages.ts';

/**
 * The responses a game keeps per play (a survey's answers): the campaign's results view and export.
 * Texts of questions and answers are the marketer's, in the language asked (the campaign's default
 * language filling the gaps).
 */
export const RESPONSE_KINDS = ['single', 'multiple', 'scale', 'text'] as const;

export const responseOptionCountSchema = z.object({ id: z.string(), text: z.string(), count: z.number().int() });

export const responseQuestionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(RESPONSE_KINDS),
  text: z.string(),
  /** Responses that answered it; the others skipped it (an optional question). */
  answered: z.number().int(),
  /** Each option with the responses that picked it (a multiple choice counts each pick). */
  options: z.array(responseOptionCountSchema),
  /** A scale's mean point, 1 for its first option; null for other kinds or no answers. */
  average: z.number().nullable(),
});
export type ResponseQuestionSummary = z.infer<typeof responseQuestionSummarySchema>;

export const responsesSummarySchema = z.object({
  /** Whether the campaign's game keeps responses at all (a survey); the view is hidden otherwise. */
  keepsResponses: z.boolean(),
  total: z.number().int(),
  questions: z.array(responseQuestionSummarySchema),
});
export type ResponsesSummary = z.infer<typeof responsesSummarySchema>;

export const responsesLanguageQuerySchema = z.object({
  language: z.enum(UI_LANGUAGES, { error: `language must be one of: ${UI_LANGUAGES.join(', ')}` }).optional(),
});

/** The free texts of one question, newest first, filtered by what they contain. */
export const freeTextsQuerySchema = z.object({
  questionId: z.string().min(1).max(64),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(255).optional(),
});

export const freeTextSchema = z.object({ playId: z.uuid(), text: z.string(), answeredAt: z.string() });
export type FreeText = z.infer<typeof freeTextSchema>;

export const RESPONSE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const responsesExportQuerySchema = responsesLanguageQuerySchema.extend({
  format: z
    .enum(RESPONSE_EXPORT_FORMATS, { error: `format must be one of: ${RESPONSE_EXPORT_FORMATS.join(', ')}` })
    .default('csv'),
});
