import {
  ANALYTICS_SPLITS,
  type AnalyticsQuery,
  type CampaignAnalytics,
  MAX_HOURLY_RANGE_DAYS,
  MAX_RANGE_DAYS,
  type PoolStock,
} from '@gc/contracts/analytics';
import { eq } from 'drizzle-orm';
import { campaignAuditLog, campaignReleases, companies } from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findCompanyCampaign } from '../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';
import { localDay } from '../play/play-day.ts';
import {
  type AnalyticsRange,
  analyticsPrizes,
  analyticsSeries,
  analyticsSplits,
  analyticsTotals,
  clearCampaignAnalytics,
  type PoolWinsRow,
  poolWinsPerDay,
} from './analytics.repo.ts';
import { analyticsOptionsOf } from './analytics-options.ts';

/** The range the page shows when it asks for none: the last 30 days up to today. */
const DEFAULT_RANGE_DAYS = 30;
/** The pace of a pool's burn-down: the campaign's wins of the last week. */
const PACE_DAYS = 7;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

const rangeInvalid = (message: string, field: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field, message }] });

/** The acting company's campaign with its company's time zone and its release's analytics level, or 404. */
async function campaignOf(ctx: AppContext, actor: Actor, campaignId: string) {
  const campaign = await findCompanyCampaign(ctx.db, actor.companyId, campaignId);
  if (!campaign) throw campaignNotFound();
  const [company] = await ctx.db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, campaign.companyId));
  const release = campaign.currentReleaseId
    ? (
        await ctx.db
          .select({ publishOptions: campaignReleases.publishOptions })
          .from(campaignReleases)
          .where(eq(campaignReleases.id, campaign.currentReleaseId))
      )[0]
    : undefined;
  return {
    campaign,
    timeZone: company?.timeZone ?? 'UTC',
    level: release ? analyticsOptionsOf(release.publishOptions).level : 0,
  };
}

/** GET /api/v1/analytics/campaigns/{id}: everything the analytics page charts, for one range. */
export async function campaignAnalytics(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  query: AnalyticsQuery,
): Promise<CampaignAnalytics> {
  const { campaign, timeZone, level } = await campaignOf(ctx, actor, campaignId);
  const today = localDay(timeZone);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const days = daysBetween(from, to);
  if (days > MAX_RANGE_DAYS) throw rangeInvalid(`A range is at most ${MAX_RANGE_DAYS} days`, 'from');
  if (query.interval === 'hour' && days > MAX_HOURLY_RANGE_DAYS) {
    throw rangeInvalid(`Hours are shown for at most ${MAX_HOURLY_RANGE_DAYS} days`, 'interval');
  }
  const range: AnalyticsRange = { campaignId: campaign.id, timeZone, from, to };
  const previousRange = { ...range, from: addDays(from, -days), to: addDays(from, -1) };

  const [totals, previous, series, splitRows, prizes, pools] = await Promise.all([
    analyticsTotals(ctx.db, range),
    query.compare ? analyticsTotals(ctx.db, previousRange) : null,
    analyticsSeries(ctx.db, range, query.interval),
    analyticsSplits(ctx.db, range),
    analyticsPrizes(ctx.db, actor.companyId, range),
    poolWinsPerDay(ctx.db, actor.companyId, campaign.id, timeZone),
  ]);

  const splits = Object.fromEntries(ANALYTICS_SPLITS.map((split) => [split, [] as { value: string; count: number }[]]));
  for (const row of splitRows) splits[row.dimension]?.push({ value: row.value, count: row.count });

  return {
    timeZone,
    from,
    to,
    interval: query.interval,
    level,
    totals,
    previous: previous ? { from: previousRange.from, to: previousRange.to, totals: previous } : null,
    series,
    funnel: [
      { step: 'visit', count: totals.visits },
      { step: 'introduction', count: totals.introductions },
      { step: 'registration', count: totals.leads },
      { step: 'play', count: totals.plays },
      { step: 'finish', count: totals.finishes },
      { step: 'win', count: totals.wins },
    ],
    outcomes: [
      { outcome: 'win', count: totals.wins },
      { outcome: 'lose', count: totals.losses },
    ],
    prizes: prizes.map((row) => ({ poolId: row.pool_id, name: row.name, count: row.count })),
    stock: pools.map((pool) => poolStock(pool, range, today)),
    splits: splits as CampaignAnalytics['splits'],
  };
}

/**
 * A pool's burn-down over the range (what was left at the end of each day, counted back from the stock
 * now by this campaign's wins) and the day it runs out at the last week's pace.
 */
export function poolStock(pool: PoolWinsRow, range: Pick<AnalyticsRange, 'from' | 'to'>, today: string): PoolStock {
  const winsOn = new Map(pool.days.map((entry) => [entry.day, entry.n]));
  const recent = pool.days.filter((entry) => entry.day > addDays(today, -PACE_DAYS) && entry.day <= today);
  const winsPerDay = recent.reduce((sum, entry) => sum + entry.n, 0) / PACE_DAYS;
  const isLimited = !pool.is_unlimited && pool.stock_total !== null;
  const remaining = isLimited ? Math.max(0, (pool.stock_total as number) - pool.issued) : null;
  const burnDown: PoolStock['burnDown'] = [];
  if (remaining !== null) {
    // Walk back from today: the end of a day had what is left now plus the wins after it.
    let left = remaining;
    const last = range.to < today ? range.to : today;
    for (let day = today; day > last; day = addDays(day, -1)) left += winsOn.get(day) ?? 0;
    const points: PoolStock['burnDown'] = [];
    for (let day = last; day >= range.from; day = addDays(day, -1)) {
      points.push({ day, remaining: left });
      left += winsOn.get(day) ?? 0;
    }
    burnDown.push(...points.reverse());
  }
  let runOutDay: string | null = null;
  if (remaining === 0) runOutDay = today;
  else if (remaining !== null && winsPerDay > 0) runOutDay = addDays(today, Math.ceil(remaining / winsPerDay));
  return {
    poolId: pool.pool_id,
    name: pool.name,
    stockTotal: isLimited ? pool.stock_total : null,
    remaining,
    winsPerDay: Math.round(winsPerDay * 100) / 100,
    runOutDay,
    burnDown,
  };
}

/** Clear analytics: forgets the campaign's counts, visitors and raw events, and records who did it. */
export async function clearAnalytics(ctx: AppContext, actor: Actor, campaignId: string): Promise<void> {
  const { campaign } = await campaignOf(ctx, actor, campaignId);
  // Counts still gathered in memory would come back after the clear: written first, then cleared with the rest.
  await ctx.analytics.flush();
  await ctx.db.transaction(async (tx) => {
    await clearCampaignAnalytics(tx, campaign.id);
    await tx.insert(campaignAuditLog).values({
      companyId: actor.companyId,
      campaignId: campaign.id,
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: 'ANALYTICS_CLEARED',
      details: { campaignName: campaign.name },
    });
  });
}
