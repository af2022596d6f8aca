import type { LeadExport } from '@gc/contracts/lead-exports';
import type { LeadExportRow } from './lead-exports.repo.ts';

type StoredFilters = LeadExport['filters'];

/** An export row as the API answers it: no storage keys, no cursor, no lease. */
export function toLeadExportResponse(row: LeadExportRow, names: Map<string, string>): LeadExport {
  const filters = row.filters as StoredFilters;
  return {
    id: row.id,
    status: row.status as LeadExport['status'],
    filters: {
      campaignIds: filters.campaignIds,
      from: filters.from ?? null,
      to: filters.to ?? null,
      outcome: filters.outcome,
    },
    campaignNames: filters.campaignIds.map((id) => names.get(id) ?? ''),
    total: row.total,
    processed: row.processed,
    rows: row.rows,
    bytes: row.bytes,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
