import type { Company } from '@gc/contracts/companies';
import type { CompanySummary } from '@gc/contracts/users';
import type { CompanyRow } from './companies.repo.ts';

export function toCompanySummary(row: CompanyRow): CompanySummary {
  return { id: row.id, name: row.name, parentId: row.parentId, tags: row.tags, timeZone: row.timeZone };
}

export function toCompanyResponse(row: CompanyRow): Company {
  return {
    ...toCompanySummary(row),
    expirationDate: row.expirationDate?.toISOString() ?? null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
