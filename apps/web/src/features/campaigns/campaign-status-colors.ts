import type { CampaignStatus } from '@gc/contracts/campaigns';

/** Badge colours of the statuses, shared by the list and the dashboard. */
export const CAMPAIGN_STATUS_COLORS: Record<CampaignStatus, string> = {
  ACTIVE: 'teal',
  SCHEDULED: 'violet',
  DRAFT: 'blue',
  INACTIVE: 'gray',
  DELETED: 'red',
};
