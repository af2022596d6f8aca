import { z } from 'zod';
import { playsPerDaySchema } from './prize-simulation.ts';

/**
 * The publish checklist (issue 9): what would go wrong for players if the saved draft were published.
 * Errors block publishing (the API refuses with 422 PUBLISH_CHECKLIST_FAILED); warnings do not.
 * Items are codes with parameters, which the builder translates; `message` is the English text for
 * other API clients. `field` is the document path to fix (`game.settings.sectors.2.poolId`), from
 * which the builder finds its section; null when no field of the campaign holds it.
 */
export const CHECKLIST_SEVERITIES = ['error', 'warning'] as const;
export type ChecklistSeverity = (typeof CHECKLIST_SEVERITIES)[number];

export const checklistItemSchema = z.object({
  code: z.string(),
  severity: z.enum(CHECKLIST_SEVERITIES),
  field: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const publishChecklistSchema = z.object({
  items: z.array(checklistItemSchema),
  hasErrors: z.boolean(),
});
export type PublishChecklist = z.infer<typeof publishChecklistSchema>;

/** How many plays the marketer expects: with it, a pool's stock is compared with the winners its odds make. */
export const checklistQuerySchema = z.object({
  expectedPlays: z.coerce
    .number({ error: 'Expected plays must be a whole number' })
    .int('Expected plays must be a whole number')
    .min(1, 'Expected plays must be at least 1')
    .max(100_000_000, 'Expected plays can be at most 100 000 000')
    .optional(),
  /** With it, the prize simulation warns of a pool that runs out before the campaign ends. */
  playsPerDay: playsPerDaySchema.optional(),
});

/** The platform's own checks; a game's checks carry codes of their own (`wheel.…`). */
export const PLATFORM_CHECK_CODES = [
  'documentInvalid',
  'poolMissing',
  'poolEmpty',
  'poolShort',
  'prizeStockRunsOut',
  'missingTexts',
  'consentLinkMissing',
] as const;
export type PlatformCheckCode = (typeof PLATFORM_CHECK_CODES)[number];

export const hasChecklistErrors = (items: readonly ChecklistItem[]) => items.some((item) => item.severity === 'error');
