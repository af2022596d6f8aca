import { isCalendarType } from '@gc/contracts/campaign-types';
import {
  CAMPAIGN_STATUSES,
  type Campaign,
  type CampaignOverview,
  type CampaignStatus,
  type CampaignStatusFilter,
  type UpdateCampaignRequest,
} from '@gc/contracts/campaigns';
import { uniqueLanguages } from '@gc/contracts/languages';
import { ADMIN_ROLES, hasAnyRole } from '@gc/contracts/roles';
import { MAX_TEXT_LENGTH } from '@gc/contracts/validation';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { assertFlagOn } from '../../plugins/feature-flags.ts';
import { campaignSlug } from './campaign-slug.ts';
import { statusChange } from './campaign-status.ts';
import { toCampaignResponse } from './campaigns.mapper.ts';
import {
  type CampaignListQuery,
  countByStatus,
  findCompanyCampaign,
  insertCampaign,
  listCompanyCampaigns,
  nameIsTaken,
  namesStartingWith,
  updateCompanyCampaign,
} from './campaigns.repo.ts';

export const campaignNotFound = () => new AppError('CAMPAIGN_NOT_FOUND', 404, 'Campaign not found');
export const nameTaken = () =>
  new AppError('CAMPAIGN_NAME_TAKEN', 409, 'A campaign with this name already exists.', {
    violations: [{ field: 'name', message: 'A campaign with this name already exists.' }],
  });
/** The unique index decides between two requests that take one name at once; the loser gets the same 409. */
export const rethrowNameTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? nameTaken() : error;
};

/** Spec §2: admins may also list deleted campaigns. */
export function canSeeDeleted(actor: Actor): boolean {
  return hasAnyRole(actor.roles, ADMIN_ROLES) || actor.type === 'ADMIN';
}

export async function searchCampaigns(
  ctx: AppContext,
  actor: Actor,
  query: Omit<CampaignListQuery, 'status'> & { status?: CampaignStatusFilter },
) {
  if (query.status === 'DELETED' && !canSeeDeleted(actor)) throw forbidden('Only admins can list deleted campaigns.');
  const status = query.status === 'ALL' ? undefined : query.status;
  const { items, total } = await listCompanyCampaigns(ctx.db, actor.companyId, { ...query, status });
  return { items: items.map(toCampaignResponse), total, page: query.page, size: query.size };
}

export async function getCampaign(ctx: AppContext, actor: Actor, campaignId: string): Promise<Campaign> {
  const row = await findCompanyCampaign(ctx.db, actor.companyId, campaignId);
  if (!row) throw campaignNotFound();
  return toCampaignResponse(row);
}

export async function updateCampaign(ctx: AppContext, actor: Actor, input: UpdateCampaignRequest): Promise<Campaign> {
  const existing = await findCompanyCampaign(ctx.db, actor.companyId, input.id);
  if (!existing) throw campaignNotFound();
  const values: Parameters<typeof updateCompanyCampaign>[3] = {};
  if (input.status !== undefined) {
    const change = statusChange(existing.status as CampaignStatus, input.status);
    if (!change.isAllowed) throw new AppError('INVALID_STATUS_CHANGE', 409, change.reason);
    values.status = input.status;
    if (input.status === 'DELETED' && existing.status !== 'DELETED') values.deletedAt = new Date();
  } else if (existing.status === 'DELETED') {
    throw new AppError('INVALID_STATUS_CHANGE', 409, 'A deleted campaign cannot be changed.');
  }
  if (input.name !== undefined && input.name !== existing.name) {
    if (await nameIsTaken(ctx.db, actor.companyId, input.name, existing.id)) throw nameTaken();
    values.name = input.name;
  }
  if (input.logoUrl !== undefined) values.logoUrl = input.logoUrl;
  if (input.demoUrl !== undefined) values.demoUrl = input.demoUrl;
  if (input.productionUrl !== undefined) values.productionUrl = input.productionUrl;
  const row = await updateCompanyCampaign(ctx.db, actor.companyId, existing.id, values).catch(rethrowNameTaken);
  if (!row) throw campaignNotFound();
  return toCampaignResponse(row);
}

export function deleteCampaign(ctx: AppContext, actor: Actor, campaignId: string): Promise<Campaign> {
  return updateCampaign(ctx, actor, { id: campaignId, status: 'DELETED' });
}

/** "Summer (copy)", then "Summer (copy 2)" and so on, within the name length limit. */
export function copyName(name: string, taken: readonly string[]): string {
  const takenLower = new Set(taken.map((n) => n.toLowerCase()));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${name.slice(0, MAX_TEXT_LENGTH - suffix.length)}${suffix}`;
    if (!takenLower.has(candidate.toLowerCase())) return candidate;
  }
}

const MAX_COPY_ATTEMPTS = 10;

/**
 * Spec §2 Copy: the campaign's content and settings as a new DRAFT named "… (copy)". Leads, plays,
 * releases and the live addresses stay with the original.
 */
export async function copyCampaign(ctx: AppContext, actor: Actor, campaignId: string): Promise<Campaign> {
  const original = await findCompanyCampaign(ctx.db, actor.companyId, campaignId);
  if (!original) throw campaignNotFound();
  if (isCalendarType(original.type)) await assertFlagOn(ctx, actor.companyId, 'CALENDAR');
  const base = original.name.slice(0, MAX_TEXT_LENGTH);
  // Copies made at once pick the same free name and the unique index lets one through: the others
  // pick again rather than tell the user a name they never chose is taken.
  for (let attempt = 1; ; attempt++) {
    const name = copyName(base, await namesStartingWith(ctx.db, actor.companyId, `${base.slice(0, 200)}`));
    try {
      const row = await insertCampaign(ctx.db, {
        companyId: actor.companyId,
        name,
        type: original.type,
        status: 'DRAFT',
        tags: original.tags.filter((tag) => tag !== 'debugModeEnabled'),
        languages: uniqueLanguages(original.languages),
        slug: campaignSlug(name),
        logoUrl: original.logoUrl,
        isTailorMade: original.isTailorMade,
        templateId: original.id,
        document: original.document,
      });
      return toCampaignResponse(row);
    } catch (error) {
      if (attempt >= MAX_COPY_ATTEMPTS || !isUniqueViolation(error)) rethrowNameTaken(error);
    }
  }
}

export function campaignNameExists(ctx: AppContext, actor: Actor, name: string): Promise<boolean> {
  return nameIsTaken(ctx.db, actor.companyId, name);
}

export async function campaignOverview(ctx: AppContext, actor: Actor): Promise<CampaignOverview> {
  const [rows, latest] = await Promise.all([
    countByStatus(ctx.db, actor.companyId),
    listCompanyCampaigns(ctx.db, actor.companyId, { page: 0, size: 5, direction: 'DESC', sort: 'createdDate' }),
  ]);
  const counts = Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, 0])) as Record<CampaignStatus, number>;
  for (const row of rows) counts[row.status as CampaignStatus] = row.total;
  return { counts, latest: latest.items.map(toCampaignResponse) };
}
