import type { Page } from '@gc/contracts/paging';
import type {
  CreatePrizePoolRequest,
  GenerateCodesRequest,
  ImportCodesResult,
  PrizeAuditEntry,
  PrizePool,
  UpdatePrizePoolRequest,
  voucherCodeSchema,
} from '@gc/contracts/prizes';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';

/** The prize management calls (issue 4): pools, their voucher codes, and the audit log. */
const POOLS = '/prizes/pools';
const id = (value: string) => encodeURIComponent(value);

export type VoucherCode = z.infer<typeof voucherCodeSchema>;

export const fetchPools = () => api<PrizePool[]>(POOLS);
export const fetchPool = (poolId: string) => api<PrizePool>(`${POOLS}/${id(poolId)}`);
export const createPool = (body: CreatePrizePoolRequest) => api<PrizePool>(POOLS, { method: 'POST', body });
export const updatePool = (poolId: string, body: UpdatePrizePoolRequest) =>
  api<PrizePool>(`${POOLS}/${id(poolId)}`, { method: 'PUT', body });
export const deletePool = (poolId: string) => api<void>(`${POOLS}/${id(poolId)}`, { method: 'DELETE' });

/** The file is the body itself (text/csv), as the server reads it. */
export const importCodes = (poolId: string, file: File) =>
  api<ImportCodesResult>(`${POOLS}/${id(poolId)}/codes/import`, {
    method: 'POST',
    raw: { body: file, contentType: 'text/csv' },
  });

export const generateCodes = (poolId: string, body: GenerateCodesRequest) =>
  api<ImportCodesResult>(`${POOLS}/${id(poolId)}/codes/generate`, { method: 'POST', body });

export type CodesQuery = { page: number; size: number; search: string };
export const fetchCodes = (poolId: string, query: CodesQuery) =>
  api<Page<VoucherCode>>(`${POOLS}/${id(poolId)}/codes`, { query: { ...query, search: query.search || undefined } });

export type AuditQuery = { page: number; size: number; poolId: string | null };
export const fetchAudit = (query: AuditQuery) => api<Page<PrizeAuditEntry>>('/prizes/audit', { query });
