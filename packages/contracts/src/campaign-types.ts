/**
 * The campaign types of spec §1. The key is stored on the campaign and names the game folder in
 * packages/games; names, icons and descriptions are the builder's (translated) business.
 */
export const CAMPAIGN_TYPES = [
  'spin-the-wheel',
  'advanced-spin-the-wheel',
  'scratch-card',
  'quiz',
  'guess-the-picture',
  'personality-test',
  'memory',
  'survey',
  'advent-calendar',
  'easter-calendar',
  'weekly-calendar',
  'monthly-calendar',
  'retailer-wheel',
  'retailer-penalty',
  'retailer-path',
  'retailer-slot',
  'retailer2-wheel',
] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export function isCampaignType(value: string): value is CampaignType {
  return (CAMPAIGN_TYPES as readonly string[]).includes(value);
}
