import { z } from 'zod';
import { CAMPAIGN_TYPES } from './campaign-types.ts';

/** Spec §4 Publishing: immediately (1) or scheduled (2); analytics levels 0-3. */
export const PUBLISH_MODES = { immediately: 1, scheduled: 2 } as const;
export const ANALYTICS_LEVELS = { disabled: 0, game: 1, uniqueVisitors: 2, detailed: 3 } as const;

export const publishOptionsSchema = z
  .object({
    mode: z.union([z.literal(1), z.literal(2)]),
    endpoint: z.string().max(2048).optional(),
    companyId: z.string().optional(),
    debugModeEnabled: z.boolean().default(false),
    cookieless: z.boolean().default(false),
    analytics: z.object({ level: z.number().int().min(0).max(3) }).default({ level: 1 }),
    /** Scheduled mode: local date-times in the company's time zone, e.g. 2026-12-01T08:00. */
    startDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Use a date and time')
      .optional(),
    endDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Use a date and time')
      .optional(),
  })
  .refine((o) => o.mode === 1 || o.startDate !== undefined, {
    message: 'Choose when the campaign starts',
    path: ['startDate'],
  });
export type PublishOptions = z.infer<typeof publishOptionsSchema>;

export const publishRequestSchema = z.object({
  campaignId: z.uuid(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  publishOptions: publishOptionsSchema,
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/**
 * Spec §7 Build: the two retailers' games have publish endpoints of their own beside /publish (in the
 * original each retailer had its own build service). Here they publish the same way; each refuses the
 * other games' types, and /publish takes every type.
 */
export const RETAILER_PUBLISH_TYPES = {
  retailer: ['retailer-wheel', 'retailer-penalty', 'retailer-path', 'retailer-slot'],
  retailer2: ['retailer2-wheel'],
} as const satisfies Record<string, readonly (typeof CAMPAIGN_TYPES)[number][]>;
export type RetailerPublisher = keyof typeof RETAILER_PUBLISH_TYPES;

/** The publish path under /build that the builder calls for a campaign type. */
export function publishPathFor(campaignType: string): string {
  const retailer = (Object.keys(RETAILER_PUBLISH_TYPES) as RetailerPublisher[]).find((key) =>
    (RETAILER_PUBLISH_TYPES[key] as readonly string[]).includes(campaignType),
  );
  return retailer ? `${retailer}/publish` : 'publish';
}

export const deactivateRequestSchema = z.object({
  campaignId: z.uuid(),
  publishOptions: z.object({ mode: z.number().int().optional() }).optional(),
});

export const releaseSchema = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  number: z.number().int(),
  publishedAt: z.iso.datetime({ offset: true }),
  publishedBy: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;
