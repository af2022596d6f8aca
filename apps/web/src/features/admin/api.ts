import type { Company } from '@gc/contracts/companies';
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
