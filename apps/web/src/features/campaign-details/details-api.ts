import type { CampaignStats, Lead } from '@gc/contracts/leads';
import type { Page } from '@gc/contracts/paging';
import type { TableState } from '../../components/data-table/table-state.ts';
import { api } from '../../lib/api-client.ts';

/** The leads calls of the campaign details page (apps/server/src/modules/leads). */
export const leadsPath = (campaignId: string) => `/leads/campaigns/${encodeURIComponent(campaignId)}`;

export const DETAILS_KEY = 'campaign-details';

export const fetchCampaignStats = (campaignId: string) => api<CampaignStats>(`${leadsPath(campaignId)}/stats`);

export function fetchLeads(campaignId: string, state: TableState) {
  return api<Page<Lead>>(leadsPath(campaignId), {
    query: {
      page: state.page,
      size: state.size,
      search: state.filters.search ?? '',
      sort: state.sort ?? 'createdAt',
      direction: state.direction,
    },
  });
}
