import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findCompany, updateCompany } from '../companies/companies.repo.ts';

/**
 * A demo company accepts the EULA before its first campaign (issue 17). The id must be the acting
 * company (the user's own, or the one a super admin views): any other is "not found", as for any
 * other company's row. The first acceptance is kept; accepting again changes nothing.
 */
export async function acceptEula(ctx: AppContext, actor: Actor, companyId: string) {
  if (companyId !== actor.companyId) throw notFound('Company');
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw notFound('Company');
  const accepted =
    company.eulaAcceptedAt ??
    (await updateCompany(ctx.db, companyId, { eulaAcceptedAt: new Date(), eulaAcceptedBy: actor.userId }))
      ?.eulaAcceptedAt;
  return { companyId, eulaAcceptedAt: (accepted ?? new Date()).toISOString() };
}

/** Campaign creation's check: a demo company without the EULA accepted is refused, with its id to accept it. */
export async function assertEulaAccepted(ctx: AppContext, companyId: string): Promise<void> {
  const company = await findCompany(ctx.db, companyId);
  if (!company?.isDemo || company.eulaAcceptedAt) return;
  throw new AppError(
    'EULA_NOT_ACCEPTED',
    403,
    'Please accept the end-user licence agreement before you create your first campaign.',
    { extensions: { companyId } },
  );
}
