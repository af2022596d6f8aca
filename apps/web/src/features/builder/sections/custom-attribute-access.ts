import type { FlagMap } from '@gc/contracts/flags';

export const CUSTOM_ATTRIBUTES_TAG = 'showCustomOutcomeAttributes';

/** Spec §6: custom outcome attributes need the company tag and the feature flag, both. */
export function canUseCustomAttributes(companyTags: readonly string[] | undefined, flags: FlagMap | null): boolean {
  return Boolean(companyTags?.includes(CUSTOM_ATTRIBUTES_TAG) && flags?.CUSTOM_OUTCOME_ATTRIBUTES);
}
