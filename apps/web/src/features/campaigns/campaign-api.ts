import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type {
  Campaign,
  CampaignDraft,
  CampaignOverview,
  CampaignStatus,
  CampaignTemplate,
  CampaignTypeInfo,
  CreateCampaignRequest,
} from '@gc/contracts/campaigns';
import type { CustomAttributeSchema } from '@gc/contracts/custom-attributes';
import type { Language } from '@gc/contracts/languages';
import type { Page } from '@gc/contracts/paging';
import type { TableState } from '../../components/data-table/table-state.ts';
import { api } from '../../lib/api-client.ts';

/** Every campaign call of the builder (spec §7 Campaigns, Campaign data service, Resource service). */
const CAMPAIGN = '/campaign';
const DRAFTS = '/campaign-data/campaigns';
const id = (value: string) => encodeURIComponent(value);

/** One page of the company's campaigns; `campaignType` narrows it to one game type. */
export function searchCampaigns(state: TableState, campaignType?: Campaign['campaignType']) {
  return api<Page<Campaign>>(`${CAMPAIGN}/search`, {
    query: {
      type: campaignType,
      page: state.page,
      size: state.size,
      search: state.filters.search ?? '',
      sort: state.sort ?? 'createdDate',
      direction: state.direction,
      status: state.filters.status ?? undefined,
    },
  });
}

export const fetchCampaign = (campaignId: string) => api<Campaign>(`${CAMPAIGN}/${id(campaignId)}`);
export const fetchCampaignOverview = () => api<CampaignOverview>(`${CAMPAIGN}/overview`);
export const deleteCampaign = (campaignId: string) =>
  api<Campaign>(`${CAMPAIGN}/${id(campaignId)}`, { method: 'DELETE' });
/** §4: a status change is a campaign update with id and status; unschedule is sent as INACTIVE. */
export const changeCampaignStatus = (campaignId: string, status: CampaignStatus) =>
  api<Campaign>(`${CAMPAIGN}/`, { method: 'PUT', body: { id: campaignId, status } });
export const copyCampaign = (campaignId: string) =>
  api<Campaign>(`${CAMPAIGN}/${id(campaignId)}/copy`, { method: 'POST' });
export const campaignNameExists = (name: string) => api<boolean>(`${CAMPAIGN}/exists/${id(name)}`);
export const fetchCampaignLanguages = () => api<Language[]>(`${CAMPAIGN}/languages/`);
export const fetchCustomAttributeSchema = (campaignId: string) =>
  api<{ schema: { schema: CustomAttributeSchema } | null }>(
    `${CAMPAIGN}/${id(campaignId)}/integrations/effective-custom-attributes-schema`,
  );

export const fetchCampaignTypes = () => api<CampaignTypeInfo[]>('/resources/campaign-types');
export const fetchCompanyTemplates = (type: string) =>
  api<CampaignTemplate[]>(`/resources/company-templates/${id(type)}`);

export const createCampaign = (body: CreateCampaignRequest) => api<CampaignDraft>(DRAFTS, { method: 'POST', body });
export const fetchCampaignDraft = (campaignId: string) => api<CampaignDraft>(`${DRAFTS}/${id(campaignId)}`);
/** Merges a part of the document into the draft; baseRevision makes a stale save fail with DRAFT_CONFLICT. */
export const saveCampaignDraft = (campaignId: string, changes: Partial<CampaignDocument>, baseRevision?: number) =>
  api<CampaignDraft>(`${DRAFTS}/${id(campaignId)}`, { method: 'PUT', body: { changes, baseRevision } });
