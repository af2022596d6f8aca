import type { RegistrationType } from '@gc/contracts/campaign-document';
import { enforcePlaysPerDay } from '@gc/games/core/common-settings';

/** What the server enforces for one release, read once from its game settings. */
export type PlayRules = {
  registrationType: RegistrationType;
  multiRegistration: boolean;
  /** Plays per registered player per day in the campaign's time zone (1 without multi-registration, §5). */
  playsPerDay: number;
  /** Plays per IP per day for campaigns without registration; null when not limited (0 in the settings). */
  unknownPlaysPerDay: number | null;
  /** At most `plays` per IP within `minutes`; null when the limit is switched off. */
  ipLimit: { plays: number; minutes: number } | null;
  isNewsletterEnabled: boolean;
  /** Default country of phone numbers (§5: Switzerland unless the settings name another). */
  phoneCountry: string;
};

type CommonSettingsView = {
  multiRegistration: boolean;
  playsPerDay: number;
  playLimitEnabled: boolean;
  numberOfIpPlaysLimit: number;
  playMinutesLimit: number;
  unknownCustomersSettings: { playsPerDay: number };
  isNewsletterSubscriptionEnabled: boolean;
  countryCode: string | null;
  /** The advanced wheel keeps its own registration type in its settings (spec §3). */
  registrationType?: RegistrationType;
};

export function playRulesOf(settings: CommonSettingsView, documentRegistrationType: RegistrationType): PlayRules {
  const enforced = enforcePlaysPerDay(settings);
  const unknown = settings.unknownCustomersSettings.playsPerDay;
  return {
    registrationType: settings.registrationType ?? documentRegistrationType,
    multiRegistration: settings.multiRegistration,
    playsPerDay: enforced.playsPerDay,
    unknownPlaysPerDay: unknown > 0 ? unknown : null,
    ipLimit: settings.playLimitEnabled
      ? { plays: settings.numberOfIpPlaysLimit, minutes: settings.playMinutesLimit }
      : null,
    isNewsletterEnabled: settings.isNewsletterSubscriptionEnabled,
    phoneCountry: /^[A-Z]{2}$/.test(settings.countryCode ?? '') ? (settings.countryCode as string) : 'CH',
  };
}
