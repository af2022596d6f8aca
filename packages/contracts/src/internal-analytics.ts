import { z } from 'zod';

/**
 * The builder's own usage events (spec §6 INTERNAL_ANALYTICS): sent while the flag is on, to learn how
 * the product is used. Who sent one (user, company) is the session's, never the body's.
 */
export const INTERNAL_EVENTS = ['app-init', 'logged-out', 'campaign-opened', 'analytics-opened'] as const;
export type InternalEventName = (typeof INTERNAL_EVENTS)[number];

/** The events about one campaign: they carry its id. */
export const CAMPAIGN_EVENTS: readonly InternalEventName[] = ['campaign-opened', 'analytics-opened'];

export const internalEventRequestSchema = z
  .object({
    eventName: z.enum(INTERNAL_EVENTS, { error: 'Unknown event' }),
    campaignId: z.uuid({ error: 'Not a campaign id' }).optional(),
    appVersion: z.string().min(1).max(64),
  })
  .refine((event) => CAMPAIGN_EVENTS.includes(event.eventName) === (event.campaignId !== undefined), {
    error: 'A campaign event names its campaign, and only a campaign event does.',
    path: ['campaignId'],
  });
export type InternalEventRequest = z.infer<typeof internalEventRequestSchema>;

/** One day's count of one event across every company, for the platform's super admins. */
export const internalEventCountSchema = z.object({
  day: z.string(),
  eventName: z.enum(INTERNAL_EVENTS),
  events: z.number().int(),
  users: z.number().int(),
});
export type InternalEventCount = z.infer<typeof internalEventCountSchema>;

/** The longest range the counts answer at once. */
export const MAX_COUNT_DAYS = 366;

/**
 * The counts' range: the last `days` days, or the UTC days `from` to `to` (both included) when given,
 * as the admin screen's date range sends them.
 */
export const internalEventCountsQuerySchema = z
  .object({
    days: z.coerce.number().int().min(1).max(MAX_COUNT_DAYS).default(30),
    from: z.iso.date({ error: 'A date is YYYY-MM-DD' }).optional(),
    to: z.iso.date({ error: 'A date is YYYY-MM-DD' }).optional(),
  })
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    error: 'Send both ends of the range, or neither.',
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The range ends before it starts.',
    path: ['to'],
  })
  .refine(
    (query) => !query.from || !query.to || Date.parse(query.to) - Date.parse(query.from) < MAX_COUNT_DAYS * 86_400_000,
    { error: `A range is at most ${MAX_COUNT_DAYS} days.`, path: ['to'] },
  );
export type InternalEventCountsQuery = z.infer<typeof internalEventCountsQuerySchema>;
