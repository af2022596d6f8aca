import type { Campaign } from '@gc/contracts/campaigns';
import type { LeadExport, LeadExportRequest } from '@gc/contracts/lead-exports';
import type { Page } from '@gc/contracts/paging';
import { api } from '../../lib/api-client.ts';

/** The background leads exports' calls (apps/server/src/modules/exports, issue 16). */
export const EXPORTS_PATH = '/leads/exports';
export const EXPORTS_KEY = ['lead-exports'] as const;

export const fetchExports = () => api<LeadExport[]>(EXPORTS_PATH);
export const startExport = (body: LeadExportRequest) => api<LeadExport>(EXPORTS_PATH, { method: 'POST', body });
export const retryExport = (id: string) =>
  api<LeadExport>(`${EXPORTS_PATH}/${encodeURIComponent(id)}/retry`, { method: 'POST' });
export const deleteExport = (id: string) =>
  api<void>(`${EXPORTS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const exportFilePath = (id: string) => `${EXPORTS_PATH}/${encodeURIComponent(id)}/file`;

/** The company's campaigns to filter by, newest first (their leads stay exportable once deleted: none chosen). */
export const fetchCampaignChoices = () =>
  api<Page<Campaign>>('/campaign/search', { query: { page: 0, size: 100, sort: 'createdDate', direction: 'DESC' } });
