import {
  BURST_PLAYS_PER_MINUTE,
  type LiveOpsAlert,
  type LiveOpsSnapshot,
  UA_BURST_PLAYS_PER_MINUTE,
} from '@gc/contracts/live-ops';
import { gamePrizeSlots } from '@gc/games/core/game-capabilities';
import { BASIS_POINTS_TOTAL } from '@gc/games/core/prize-draw';
import { findGameDefinition } from '@gc/games/definitions';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { analyticsTotals } from '../analytics/analytics.repo.ts';
import { findCompanyCampaign } from '../campaigns/campaigns.repo.ts';
import { localDay } from '../play/play-day.ts';
import { loadRelease } from '../play/published-campaign.ts';
import {
  BURST_WINDOW_SECONDS,
  burstingAddresses,
  burstingUserAgents,
  poolsOf,
  recentCounts,
  recentOutcomes,
} from './live-ops.repo.ts';
import { playBurstAlert, poolLowAlert, userAgentBurstAlert, winRateDriftAlert } from './live-ops-rules.ts';

/**
 * Game types whose outcome is one draw at the configured odds, whatever the player does: only there is
 * the configured chance the expected win rate. A quiz, a memory or a personality test wins by answers
 * or skill, and a calendar's odds are per day's tile, so the drift test does not apply to them.
 */
const DRAW_GAME_TYPES = new Set([
  'spin-the-wheel',
  'advanced-spin-the-wheel',
  'scratch-card',
  'retailer-wheel',
  'retailer2-wheel',
  'retailer-penalty',
  'retailer-path',
  'retailer-slot',
]);

/** What the snapshot needs of a watched campaign; read when watching starts and now and then after. */
export type WatchedCampaign = {
  campaignId: string;
  companyId: string;
  timeZone: string;
  /** The current release's analytics level (0 when never published). */
  level: number;
  campaignType: string | null;
  /** The configured odds per pool (bp, a pool backing several slots adds up). */
  oddsByPool: Map<string, number>;
};

/** The company's campaign (tenant-checked: another company's is answered as none) with what the snapshot needs. */
export async function watchedCampaign(db: DbOrTx, companyId: string, campaignId: string) {
  const campaign = await findCompanyCampaign(db, companyId, campaignId);
  if (!campaign) return null;
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, campaign.companyId));
  const watched: WatchedCampaign = {
    campaignId: campaign.id,
    companyId: campaign.companyId,
    timeZone: company?.timeZone ?? 'UTC',
    level: 0,
    campaignType: null,
    oddsByPool: new Map(),
  };
  if (!campaign.currentReleaseId) return watched;
  try {
    const release = await loadRelease(db, campaign.currentReleaseId);
    watched.level = release.analytics.level;
    watched.campaignType = release.campaignType;
    const definition = findGameDefinition(release.campaignType);
    if (definition && release.game) {
      for (const slot of gamePrizeSlots(definition, release.game.settings)) {
        watched.oddsByPool.set(slot.poolId, (watched.oddsByPool.get(slot.poolId) ?? 0) + slot.oddsBp);
      }
    }
  } catch {
    // A release this server cannot read still has counts; it has no odds or pools to check.
  }
  return watched;
}

/** The counts of today and of the last minutes, and the alerts that hold now. */
export async function liveSnapshot(db: DbOrTx, watched: WatchedCampaign, nowMs = Date.now()): Promise<LiveOpsSnapshot> {
  const { campaignId, companyId, timeZone } = watched;
  const today = localDay(timeZone, nowMs);
  const [totals, recent, outcomes, bursts, agentBursts, pools] = await Promise.all([
    analyticsTotals(db, { campaignId, timeZone, from: today, to: today }),
    recentCounts(db, campaignId, watched.level >= 3),
    recentOutcomes(db, campaignId),
    burstingAddresses(db, campaignId, BURST_PLAYS_PER_MINUTE),
    burstingUserAgents(db, campaignId, UA_BURST_PLAYS_PER_MINUTE),
    poolsOf(db, companyId, [...watched.oddsByPool.keys()]),
  ]);

  const alerts: LiveOpsAlert[] = [];
  for (const pool of pools) {
    const alert = poolLowAlert(pool);
    if (alert) alerts.push(alert);
  }
  if (watched.campaignType && DRAW_GAME_TYPES.has(watched.campaignType)) {
    // A win drawn on a pool with nothing left becomes a loss: only pools that can still give count.
    const giving = pools.filter((pool) => pool.isUnlimited || (pool.stockTotal ?? 0) > pool.issued);
    const oddsBp = giving.reduce((sum, pool) => sum + (watched.oddsByPool.get(pool.id) ?? 0), 0);
    const plays = outcomes.wins + outcomes.losses;
    const alert = winRateDriftAlert(outcomes.wins, plays, Math.min(oddsBp, BASIS_POINTS_TOTAL) / BASIS_POINTS_TOTAL);
    if (alert) alerts.push(alert);
  }
  for (const burst of bursts) {
    const alert = playBurstAlert(burst.ip, burst.n, BURST_WINDOW_SECONDS);
    if (alert) alerts.push(alert);
  }
  for (const burst of agentBursts) {
    const alert = userAgentBurstAlert(burst.userAgent, burst.n, burst.total, BURST_WINDOW_SECONDS);
    if (alert) alerts.push(alert);
  }

  return {
    campaignId,
    at: new Date(nowMs).toISOString(),
    today: { visits: totals.visits, plays: totals.plays, leads: totals.leads, wins: totals.wins },
    recent,
    alerts,
  };
}
