import type { Company } from '@gc/contracts/companies';
import type { Page } from '@gc/contracts/paging';
import { api } from '../../lib/api-client.ts';

export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED', 'KEPT'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

/** Companies are listed whole; the admin tables page and sort them in the browser. */
export const fetchCompanies = () => api<Company[]>('/companies');

export const fetchOutbox = (page: number, size: number) =>
  api<Page<OutboxMail>>('/admin/outbox', { query: { page, size } });
