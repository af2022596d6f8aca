import type { Campaign } from '@gc/contracts/campaigns';

/** Published with debug mode on (spec §2): the list marks the row and warns on its status cell. */
export function isInDebugMode(campaign: Pick<Campaign, 'tags'>): boolean {
  return campaign.tags.includes('debugModeEnabled');
}
