import type { CampaignStatus } from '@gc/contracts/campaigns';

/**
 * The status changes the campaign list may ask for (spec §4). Going live (ACTIVE, SCHEDULED) is
 * publishing's job, not a plain update; a deleted campaign stays deleted.
 */
export type StatusChange = { isAllowed: true } | { isAllowed: false; reason: string };

export function statusChange(from: CampaignStatus, to: CampaignStatus): StatusChange {
  if (from === to) return { isAllowed: true };
  if (from === 'DELETED') return { isAllowed: false, reason: 'A deleted campaign cannot be changed.' };
  switch (to) {
    case 'DELETED':
      return { isAllowed: true };
    case 'INACTIVE':
      return from === 'ACTIVE' || from === 'SCHEDULED'
        ? { isAllowed: true }
        : { isAllowed: false, reason: 'Only an active or scheduled campaign can be deactivated.' };
    case 'ACTIVE':
    case 'SCHEDULED':
      return { isAllowed: false, reason: 'Publish the campaign to make it live or to schedule it.' };
    case 'DRAFT':
      return { isAllowed: false, reason: 'A campaign cannot go back to draft.' };
  }
}
