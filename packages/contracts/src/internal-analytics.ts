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
