import type { Company } from '@gc/contracts/companies';
import type { CustomAttributeSchema } from '@gc/contracts/custom-attributes';
import { COMPANY_VIEW_ROLES, hasAnyRole } from '@gc/contracts/roles';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { isKnownTimeZone } from '../time-zones/known-zones.ts';
import { toCompanyResponse } from './companies.mapper.ts';
import { findCompany, insertCompany, listAllCompanies, listCompanyFamily, updateCompany } from './companies.repo.ts';

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

export async function createCompany(
  ctx: AppContext,
  input: { name: string; parentId: string | null; tags: string[]; timeZone: string },
): Promise<Company> {
  assertTimeZone(input.timeZone);
  if (input.parentId && !(await findCompany(ctx.db, input.parentId))) throw notFound('Parent company');
  return toCompanyResponse(await insertCompany(ctx.db, input));
}

export async function editCompany(
  ctx: AppContext,
  id: string,
  input: { name?: string; tags?: string[]; timeZone?: string; customAttributeSchema?: CustomAttributeSchema | null },
): Promise<Company> {
  assertTimeZone(input.timeZone);
  const row = await updateCompany(ctx.db, id, input);
  if (!row) throw notFound('Company');
  return toCompanyResponse(row);
}
