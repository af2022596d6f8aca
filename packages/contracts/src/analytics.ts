import { z } from 'zod';

/**
 * The campaign analytics page (issue 16): GET /api/v1/analytics/campaigns/{id}. Dates are the
 * company's calendar days (its time zone); `to` is included. Counts come from the hourly roll-up.
 */
export const ANALYTICS_INTERVALS = ['hour', 'day', 'week'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];
export const FUNNEL_STEPS = ['visit', 'introduction', 'registration', 'play', 'finish', 'win'] as const;
export const ANALYTICS_SPLITS = ['language', 'device', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
/** The longest range the page asks for; hours only for a month at most (744 points). */
export const MAX_RANGE_DAYS = 366;
export const MAX_HOURLY_RANGE_DAYS = 31;

const day = z.iso.date({ error: 'A date is YYYY-MM-DD' });

export const analyticsQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    interval: z.enum(ANALYTICS_INTERVALS).default('day'),
    /** Also the totals of the period of the same length just before. */
    compare: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'The range starts after it ends', path: ['from'] });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();
const totalsSchema = z.object({
  visits: count,
  visitors: count,
  introductions: count,
  leads: count,
  plays: count,
  finishes: count,
  wins: count,
  losses: count,
});
export type AnalyticsTotals = z.infer<typeof totalsSchema>;

export const analyticsPointSchema = z.object({
  /** The bucket's start in the company's time zone: YYYY-MM-DD, or YYYY-MM-DDTHH:00 for hours. */
  bucket: z.string(),
  visits: count,
  visitors: count,
  plays: count,
  leads: count,
  wins: count,
});
export type AnalyticsPoint = z.infer<typeof analyticsPointSchema>;

const splitEntry = z.object({ value: z.string(), count });

export const poolStockSchema = z.object({
  poolId: z.uuid(),
  name: z.string(),
  /** Null for an unlimited pool (it never runs out). */
  stockTotal: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  /** This campaign's wins of the pool per day over the last 7 days. */
  winsPerDay: z.number().nonnegative(),
  /** The day the pool runs out at that pace; null when unlimited or not drawn from lately. */
  runOutDay: z.iso.date().nullable(),
  /** What was left at the end of each day of the range. */
  burnDown: z.array(z.object({ day: z.iso.date(), remaining: z.number().int() })),
});
export type PoolStock = z.infer<typeof poolStockSchema>;

export const campaignAnalyticsSchema = z.object({
  timeZone: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  interval: z.enum(ANALYTICS_INTERVALS),
  /** The release's analytics level now (what visits, visitors and splits can hold). */
  level: z.number().int().min(0).max(3),
  totals: totalsSchema,
  previous: z.object({ from: z.iso.date(), to: z.iso.date(), totals: totalsSchema }).nullable(),
  series: z.array(analyticsPointSchema),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count })),
  outcomes: z.array(z.object({ outcome: z.enum(['win', 'lose']), count })),
  prizes: z.array(z.object({ poolId: z.uuid(), name: z.string(), count })),
  stock: z.array(poolStockSchema),
  splits: z.record(z.enum(ANALYTICS_SPLITS), z.array(splitEntry)),
});
export type CampaignAnalytics = z.infer<typeof campaignAnalyticsSchema>;
