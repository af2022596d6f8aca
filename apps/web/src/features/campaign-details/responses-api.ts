import type { Page } from '@gc/contracts/paging';
import type { FreeText, ResponsesSummary } from '@gc/contracts/responses';
import type { TableState } from '../../components/data-table/table-state.ts';
import { api } from '../../lib/api-client.ts';

/** A survey's results (apps/server/src/modules/responses). */
export const responsesPath = (campaignId: string) => `/responses/campaigns/${encodeURIComponent(campaignId)}`;

export const fetchResponsesSummary = (campaignId: string, language: string) =>
  api<ResponsesSummary>(`${responsesPath(campaignId)}/summary`, { query: { language } });

export function fetchFreeTexts(campaignId: string, questionId: string, state: TableState) {
  return api<Page<FreeText>>(`${responsesPath(campaignId)}/free-texts`, {
    query: { questionId, page: state.page, size: state.size, search: state.filters.search ?? '' },
  });
}
