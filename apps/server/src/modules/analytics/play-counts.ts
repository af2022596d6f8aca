import type { AnalyticsRollup } from './analytics-rollup.ts';

type CampaignIds = { companyId: string; campaignId: string };

/**
 * The server's own counts for the analytics page: plays, outcomes with the pool a win drew from, and
 * finished plays. Counted at every analytics level: they describe plays, which are stored anyway, not
 * visitors (the level governs only what the published page sends).
 */
export const countPlayStarted = (analytics: AnalyticsRollup, ids: CampaignIds, at = new Date()) =>
  analytics.count({ ...ids, at, event: 'play' });

export function countOutcome(analytics: AnalyticsRollup, ids: CampaignIds, poolId: string | null, at = new Date()) {
  if (poolId === null) {
    analytics.count({ ...ids, at, event: 'lose' });
    return;
  }
  analytics.count({ ...ids, at, event: 'win' });
  analytics.count({ ...ids, at, event: 'win', dimension: 'pool', value: poolId });
}

export const countFinished = (analytics: AnalyticsRollup, ids: CampaignIds, at = new Date()) =>
  analytics.count({ ...ids, at, event: 'finish' });

/** A registration that made a new lead (not one of an e-mail already registered). */
export const countLead = (analytics: AnalyticsRollup, ids: CampaignIds, at = new Date()) =>
  analytics.count({ ...ids, at, event: 'lead' });
