import type { Page } from '@gc/contracts/paging';
import type { PrizeAuditEntry } from '@gc/contracts/prizes';
import type { AppContext } from '../../lib/app-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { listAudit } from './prize-audit.repo.ts';
import { toAuditEntryResponse } from './prizes.mapper.ts';

/** The company's prize audit, newest first; a pool filter that is not the company's simply finds nothing. */
export async function listAuditEntries(
  ctx: AppContext,
  actor: Actor,
  query: { page: number; size: number; poolId?: string },
): Promise<Page<PrizeAuditEntry>> {
  const { items, total } = await listAudit(ctx.db, actor.companyId, query);
  return { items: items.map(toAuditEntryResponse), total, page: query.page, size: query.size };
}
