import { z } from 'zod';

/**
 * Spec §4 Publishing, analytics levels: 0 collects nothing; 1 game events (the visit and the funnel's
 * pages); 2 also unique visitors; 3 also every page and step with device class, language, referrer and
 * UTM parameters. `cookieless`: no cookie and no storage; visitors are told apart only within a day, by
 * a salted hash the server makes of the address, browser and campaign.
 */
export const analyticsOptionsSchema = z.object({
  level: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  cookieless: z.boolean(),
});
export type AnalyticsOptions = z.infer<typeof analyticsOptionsSchema>;

/** Events of the funnel a level-1 page sends: the page opened, and its introduction shown. */
export const FUNNEL_PAGE_EVENTS = ['visit', 'introduction'] as const;
/** The detailed level's events: any page of the flow, a multi-step game's step. */
export const DETAILED_EVENTS = ['page', 'step'] as const;
export const COLLECT_EVENTS = [...FUNNEL_PAGE_EVENTS, ...DETAILED_EVENTS] as const;
export type CollectEventType = (typeof COLLECT_EVENTS)[number];
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

const shortText = (max: number) => z.string().trim().max(max);
/** Events in one batch at most, whether sent alone or riding on a play or a finish. */
export const MAX_COLLECT_EVENTS = 20;

/**
 * A batch of the published page's events: the body of POST /api/play/campaigns/{slug}/events (sent
 * only for what is left when the page is left or has waited long), and the `analytics` member of a
 * play and of a finish, which carry the events gathered before them so that a play costs no request
 * of its own for its analytics.
 */
export const collectRequestSchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        type: z.enum(COLLECT_EVENTS),
        /** The page's key (introduction, register, game, outcome) for `page`; the step's number for `step`. */
        page: z
          .string()
          .regex(/^[a-z0-9-]{1,40}$/)
          .optional(),
      }),
    )
    .min(1)
    .max(MAX_COLLECT_EVENTS),
  /** Level 2 and 3 without cookieless: the page's own random id, kept in localStorage. */
  visitorId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
  /** Level 3 only; the server drops it at lower levels. */
  context: z
    .strictObject({
      device: z.enum(DEVICE_CLASSES).optional(),
      language: z
        .string()
        .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/)
        .optional(),
      /** The referring site's host only: the page never sends a referrer's path or query. */
      referrer: shortText(255).optional(),
      utm: z.partialRecord(z.enum(UTM_KEYS), shortText(100)).optional(),
    })
    .optional(),
});
export type CollectRequest = z.infer<typeof collectRequestSchema>;
