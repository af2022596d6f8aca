import type { Campaign, CampaignStatusFilter } from '@gc/contracts/campaigns';
import { ADMIN_ROLES, BUILDER_ROLES, EDITING_ROLES, hasAnyRole } from '@gc/contracts/roles';

/** Who is looking at the campaign list: their roles and, once loaded, their user type. */
export type CampaignViewer = { roles: readonly string[]; userType: string | null };

/** A row action of the campaign list (spec §2 "Row actions", §4 transitions). */
export type CampaignRowAction = 'delete' | 'deactivate' | 'unschedule' | 'copy';

/** Admins may also list deleted campaigns (spec §2); the server answers 403 to anyone else. */
export function canSeeDeleted({ roles, userType }: CampaignViewer): boolean {
  return hasAnyRole(roles, ADMIN_ROLES) || userType === 'ADMIN';
}

/** The status dropdown of the list: ALL and the live statuses, DELETED only for admins. */
export function statusFilterOptions(viewer: CampaignViewer): CampaignStatusFilter[] {
  const options: CampaignStatusFilter[] = ['ALL', 'ACTIVE', 'INACTIVE', 'DRAFT', 'SCHEDULED'];
  return canSeeDeleted(viewer) ? [...options, 'DELETED'] : options;
}

/** The New campaign button opens the wizard, which needs a builder role. */
export function canCreateCampaigns(roles: readonly string[]): boolean {
  return hasAnyRole(roles, BUILDER_ROLES);
}

/** The edit button: an editing role, and neither a tailor-made nor a deleted campaign (spec §2). */
export function canEditInBuilder(roles: readonly string[], campaign: Pick<Campaign, 'status' | 'isTailorMade'>) {
  return hasAnyRole(roles, EDITING_ROLES) && !campaign.isTailorMade && campaign.status !== 'DELETED';
}

/**
 * The actions menu of one row, in menu order; empty (no menu) without an editing role.
 * Delete from any state but DELETED, deactivate from ACTIVE, unschedule from SCHEDULED, copy always.
 */
export function rowActionsFor(roles: readonly string[], campaign: Pick<Campaign, 'status'>): CampaignRowAction[] {
  if (!hasAnyRole(roles, EDITING_ROLES)) return [];
  const actions: CampaignRowAction[] = [];
  if (campaign.status === 'ACTIVE') actions.push('deactivate');
  if (campaign.status === 'SCHEDULED') actions.push('unschedule');
  actions.push('copy');
  if (campaign.status !== 'DELETED') actions.push('delete');
  return actions;
}
