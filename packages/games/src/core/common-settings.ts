import { COUNTRY_CODES } from '@gc/contracts/country-codes';
import { z } from 'zod';

/**
 * The settings most prize games share (spec §3 Common game settings), with the §9 defaults.
 * Games extend this schema with their own fields.
 */
export const commonGameSettingsSchema = z.object({
  noWinIcon: z.string().max(2048).nullable(),
  multiRegistration: z.boolean(),
  playsPerDay: z.number().int().min(1).max(10_000),
  playLimitEnabled: z.boolean(),
  numberOfIpPlaysLimit: z.number().int().min(1).max(10_000),
  playMinutesLimit: z.number().int().min(1).max(10_000),
  showWinPageAfter: z.number().int().min(0).max(60),
  surveyEnabled: z.boolean(),
  showSurveyAfter: z.number().int().min(0).max(60),
  showIncompleteSurveyAfter: z.number().int().min(0).max(60),
  /**
   * The company's survey campaign offered after showSurveyAfter plays (surveyEnabled). Added after
   * the other keys: settings stored without it read as null (no survey offered).
   */
  surveyCampaignId: z.uuid().nullable().default(null),
  showConfettiSnow: z.boolean(),
  showConfettiFirework: z.boolean(),
  prizeWalletEnabled: z.boolean(),
  isNewsletterSubscriptionEnabled: z.boolean(),
  disablePrizeRedemptionEmails: z.boolean(),
  showAdAfterWin: z.boolean(),
  /** The campaign's country (its phone numbers' default region), or null for the default country. */
  countryCode: z.enum(COUNTRY_CODES).nullable(),
  unknownCustomersSettings: z.object({ playsPerDay: z.number().int().min(0).max(10_000) }),
  poolIds: z.array(z.string().max(64)).max(100),
});
export type CommonGameSettings = z.infer<typeof commonGameSettingsSchema>;

export const COMMON_GAME_DEFAULTS = {
  noWinIcon: null,
  multiRegistration: false,
  playsPerDay: 1,
  playLimitEnabled: true,
  numberOfIpPlaysLimit: 20,
  playMinutesLimit: 5,
  showWinPageAfter: 2,
  surveyEnabled: false,
  showSurveyAfter: 4,
  showIncompleteSurveyAfter: 7,
  surveyCampaignId: null,
  showConfettiSnow: false,
  showConfettiFirework: true,
  prizeWalletEnabled: false,
  isNewsletterSubscriptionEnabled: false,
  disablePrizeRedemptionEmails: false,
  showAdAfterWin: false,
  countryCode: null,
  unknownCustomersSettings: { playsPerDay: 1 },
  poolIds: [],
} as const satisfies CommonGameSettings;

/** §5 Game settings: without multi-registration a player may play at most once a day. */
export function enforcePlaysPerDay<T extends Pick<CommonGameSettings, 'multiRegistration' | 'playsPerDay'>>(
  settings: T,
): T {
  return !settings.multiRegistration && settings.playsPerDay > 1 ? { ...settings, playsPerDay: 1 } : settings;
}
