import type { AnalyticsInterval, CampaignAnalytics } from '@gc/contracts/analytics';
import { api } from '../../../lib/api-client.ts';

/** The analytics calls of the campaign details page (apps/server/src/modules/analytics). */
const analyticsPath = (campaignId: string) => `/analytics/campaigns/${encodeURIComponent(campaignId)}`;

export type AnalyticsRangeQuery = { from: string; to: string; interval: AnalyticsInterval; compare: boolean };

export const fetchCampaignAnalytics = (campaignId: string, query: AnalyticsRangeQuery) =>
  api<CampaignAnalytics>(analyticsPath(campaignId), { query: { ...query, compare: String(query.compare) } });

export const clearCampaignAnalytics = (campaignId: string) =>
  api<void>(analyticsPath(campaignId), { method: 'DELETE' });
