import type { Company } from '@gc/contracts/companies';
import type { InternalEventCount } from '@gc/contracts/internal-analytics';
import type { OutboxMail, OutboxReveal } from '@gc/contracts/outbox';
import type { Page } from '@gc/contracts/paging';
import { api } from '../../lib/api-client.ts';

/** Companies are listed whole; the admin tables page and sort them in the browser. */
export const fetchCompanies = () => api<Company[]>('/companies');

/** The outbox as listed: reset and invitation links hidden. */
export const fetchOutbox = (page: number, size: number) =>
  api<Page<OutboxMail>>('/admin/outbox', { query: { page, size } });

/** One mail in full; the server records who asked, and when. */
export const revealMail = (id: string) =>
  api<OutboxMail>(`/admin/outbox/${encodeURIComponent(id)}/reveal`, { method: 'POST' });

export const fetchMailReveals = (id: string) => api<OutboxReveal[]>(`/admin/outbox/${encodeURIComponent(id)}/reveals`);

export type CompanyInput = {
  name: string;
  parentId: string | null;
  tags: string[];
  timeZone: string;
  expirationDate: string | null;
};

export const createCompany = (body: CompanyInput) => api<Company>('/companies', { method: 'POST', body });

export const updateCompany = (id: string, body: Partial<CompanyInput>) =>
  api<Company>(`/companies/${encodeURIComponent(id)}`, { method: 'PUT', body });

/** Deactivating logs the company's users out and keeps them out until it is reactivated. */
export const setCompanyActive = (id: string, isActive: boolean) =>
  api<Company>(`/companies/${encodeURIComponent(id)}/${isActive ? 'activate' : 'deactivate'}`, { method: 'POST' });

/** Daily counts of the builder's usage events (INTERNAL_ANALYTICS), the UTC days from–to. */
export const fetchInternalEventCounts = (from: string, to: string) =>
  api<InternalEventCount[]>('/internal-analytics/counts', { query: { from, to } });
