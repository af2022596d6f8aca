import type { CampaignOverview, CampaignStatus } from '@gc/contracts/campaigns';
import { type CampaignViewer, canSeeDeleted } from '../campaigns/campaign-permissions.ts';

/** The status cards of the dashboard, live work first; deleted ones only for those who may list them. */
export function dashboardStatuses(viewer: CampaignViewer): CampaignStatus[] {
  const statuses: CampaignStatus[] = ['ACTIVE', 'SCHEDULED', 'DRAFT', 'INACTIVE'];
  return canSeeDeleted(viewer) ? [...statuses, 'DELETED'] : statuses;
}

/** A status the company has no campaign in may be missing from the counts: that is 0. */
export function countOf(counts: Partial<CampaignOverview['counts']>, status: CampaignStatus): number {
  return counts[status] ?? 0;
}
