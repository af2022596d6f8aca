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

/** The calendar games: the CALENDAR feature flag (spec §6) gates creating them. */
export const CALENDAR_CAMPAIGN_TYPES = [
  'advent-calendar',
  'easter-calendar',
  'weekly-calendar',
  'monthly-calendar',
] as const satisfies readonly CampaignType[];

export function isCalendarType(type: string): boolean {
  return (CALENDAR_CAMPAIGN_TYPES as readonly string[]).includes(type);
}

export function isCampaignType(value: string): value is CampaignType {
  return (CAMPAIGN_TYPES as readonly string[]).includes(value);
}
