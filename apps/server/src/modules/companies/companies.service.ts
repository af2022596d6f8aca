import type { Company } from '@gc/contracts/companies';
import type { CustomAttributeSchema } from '@gc/contracts/custom-attributes';
import { COMPANY_VIEW_ROLES, hasAnyRole } from '@gc/contracts/roles';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { isKnownTimeZone } from '../time-zones/known-zones.ts';
import { toCompanyResponse } from './companies.mapper.ts';
import {
  ancestorIds,
  findCompany,
  insertCompany,
  listAllCompanies,
  listCompanyFamily,
  revokeCompanySessions,
  updateCompany,
} from './companies.repo.ts';

const seesEveryCompany = (actor: Actor) => hasAnyRole(actor.roles, COMPANY_VIEW_ROLES);

function assertTimeZone(zone: string | undefined) {
  if (zone !== undefined && !isKnownTimeZone(zone)) {
    throw new AppError('VALIDATION_FAILED', 400, `Unknown time zone ${zone}.`, {
      violations: [{ field: 'timeZone', message: `Unknown time zone ${zone}.` }],
    });
  }
}

export async function listCompanies(ctx: AppContext, actor: Actor): Promise<Company[]> {
  const rows = seesEveryCompany(actor)
    ? await listAllCompanies(ctx.db)
    : await listCompanyFamily(ctx.db, actor.homeCompanyId);
  return rows.map(toCompanyResponse);
}

/** A company is visible to admins, to its own users and to the users of its parent. */
export async function getCompany(ctx: AppContext, actor: Actor, id: string): Promise<Company> {
  const row = await findCompany(ctx.db, id);
  const isVisible =
    row && (seesEveryCompany(actor) || row.id === actor.homeCompanyId || row.parentId === actor.homeCompanyId);
  if (!row || !isVisible) throw notFound('Company');
  return toCompanyResponse(row);
}

const invalidParent = (message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field: 'parentId', message }] });

/**
 * A parent must exist and must not be the company itself nor one below it: the chain from the parent up
 * may not pass through the company, so that parents never form a cycle.
 */
async function assertParent(ctx: AppContext, companyId: string | null, parentId: string | null | undefined) {
  if (!parentId) return;
  if (parentId === companyId) throw invalidParent('A company cannot be its own parent.');
  if (!(await findCompany(ctx.db, parentId))) throw notFound('Parent company');
  if (companyId && (await ancestorIds(ctx.db, parentId)).includes(companyId)) {
    throw invalidParent('A company cannot be placed under one of its own child companies.');
  }
}

const toDate = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(iso);

export async function createCompany(
  ctx: AppContext,
  input: { name: string; parentId: string | null; tags: string[]; timeZone: string; expirationDate: string | null },
): Promise<Company> {
  assertTimeZone(input.timeZone);
  await assertParent(ctx, null, input.parentId);
  return toCompanyResponse(await insertCompany(ctx.db, { ...input, expirationDate: toDate(input.expirationDate) }));
}

export async function editCompany(
  ctx: AppContext,
  id: string,
  input: {
    name?: string;
    tags?: string[];
    timeZone?: string;
    parentId?: string | null;
    expirationDate?: string | null;
    customAttributeSchema?: CustomAttributeSchema | null;
  },
): Promise<Company> {
  assertTimeZone(input.timeZone);
  if (!(await findCompany(ctx.db, id))) throw notFound('Company');
  await assertParent(ctx, id, input.parentId);
  const row = await updateCompany(ctx.db, id, { ...input, expirationDate: toDate(input.expirationDate) });
  if (!row) throw notFound('Company');
  return toCompanyResponse(row);
}

/**
 * Deactivating a company logs its users out at once and keeps them out (log-in and refresh answer
 * ACCOUNT_DEACTIVATED) until it is reactivated; its data stays. Child companies keep their own state.
 * The super admin's own company cannot be deactivated: they would lock themselves out.
 */
export async function setCompanyActive(ctx: AppContext, actor: Actor, id: string, isActive: boolean): Promise<Company> {
  if (!isActive && id === actor.homeCompanyId) {
    throw new AppError('CANNOT_CHANGE_SELF', 400, 'You cannot deactivate your own company.');
  }
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateCompany(tx, id, { deactivatedAt: isActive ? null : new Date() });
    if (updated && !isActive) await revokeCompanySessions(tx, id, 'company-deactivated');
    return updated;
  });
  if (!row) throw notFound('Company');
  return toCompanyResponse(row);
}
