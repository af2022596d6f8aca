import { type CampaignDocument, type RegistrationType, registersEmail } from '@gc/contracts/campaign-document';
import { DEFAULT_COUNTRY_CODE, isCountryCode } from '@gc/contracts/country-codes';
import { enforcePlaysPerDay } from '@gc/games/core/common-settings';

/** What the server enforces for one release, read once from its game settings. */
export type PlayRules = {
  registrationType: RegistrationType;
  multiRegistration: boolean;
  /** Plays per registered player per day in the campaign's time zone (1 without multi-registration, §5). */
  playsPerDay: number;
  /**
   * Plays per day of a player the campaign cannot identify: per IP without registration, per lead for an
   * appSolution player without a client user id; null when not limited (0 in the settings).
   */
  unknownPlaysPerDay: number | null;
  /** At most `plays` per IP within `minutes`; null when the limit is switched off. */
  ipLimit: { plays: number; minutes: number } | null;
  isNewsletterEnabled: boolean;
  /** Default country of phone numbers, upper case as libphonenumber takes it (§5: Switzerland unless the settings name another). */
  phoneCountry: string;
  /** Each registration confirms its e-mail with a one-time code before it plays. */
  requiresEmailVerification: boolean;
  /**
   * The survey offered on the result page (surveyEnabled with a survey campaign): after the player's
   * `after`-th play, and again every `incompleteAfter` plays while the player has not completed it.
   */
  survey: { campaignId: string; after: number; incompleteAfter: number } | null;
  /** A won voucher code is left out of the play's answer and sent in the prize e-mail only. */
  showsVoucherOnlyInEmail: boolean;
  /** A registered winner's answer carries a link to their prize wallet (prizeWalletEnabled, issue 13). */
  hasPrizeWallet: boolean;
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
  /** Optional: settings saved before the wallet existed read as off. */
  prizeWalletEnabled?: boolean;
  surveyEnabled: boolean;
  showSurveyAfter: number;
  showIncompleteSurveyAfter: number;
  surveyCampaignId?: string | null;
};

/**
 * The rules of a release. The registration type is the campaign's (document.registrationType), the one
 * the published page follows too; the advanced wheel's own registrationType setting (spec §3) is
 * ignored, as a second value could only disagree with it (a URL-parameter campaign refusing its links).
 * The registration options apply only where players register with an e-mail;
 * elsewhere they are ignored rather than refused, so that changing the registration type never makes a
 * saved draft invalid, and a voucher is never kept from a player who has no e-mail to receive it.
 */
export function playRulesOf(
  settings: CommonSettingsView,
  document: Pick<CampaignDocument, 'registrationType' | 'registrationOptions'>,
): PlayRules {
  const enforced = enforcePlaysPerDay(settings);
  const unknown = settings.unknownCustomersSettings.playsPerDay;
  const registrationType = document.registrationType;
  const hasEmail = registersEmail(registrationType);
  return {
    registrationType,
    multiRegistration: settings.multiRegistration,
    playsPerDay: enforced.playsPerDay,
    unknownPlaysPerDay: unknown > 0 ? unknown : null,
    ipLimit: settings.playLimitEnabled
      ? { plays: settings.numberOfIpPlaysLimit, minutes: settings.playMinutesLimit }
      : null,
    isNewsletterEnabled: settings.isNewsletterSubscriptionEnabled,
    phoneCountry: (isCountryCode(settings.countryCode) ? settings.countryCode : DEFAULT_COUNTRY_CODE).toUpperCase(),
    survey:
      settings.surveyEnabled && settings.surveyCampaignId
        ? {
            campaignId: settings.surveyCampaignId,
            after: settings.showSurveyAfter,
            incompleteAfter: settings.showIncompleteSurveyAfter,
          }
        : null,
    requiresEmailVerification: hasEmail && document.registrationOptions.requiresEmailVerification,
    showsVoucherOnlyInEmail: hasEmail && document.registrationOptions.showsVoucherOnlyInEmail,
    hasPrizeWallet: settings.prizeWalletEnabled === true,
  };
}
