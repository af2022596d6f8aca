import { cachedLocale } from './locale-cache.ts';

/**
 * The published page's own words (loading, errors, the form's messages, the prize). Kept apart from
 * chrome-strings.ts, which the preview shares. English here, the other languages in locales/<code>.ts
 * (locale-cache.ts). The server's problems have their own catalogue (problem-strings.ts).
 */
export type PlayStrings = {
  loading: string;
  /** {date} is the campaign's start. */
  startsOn: string;
  comingSoon: string;
  networkError: string;
  retry: string;
  phone: string;
  optional: string;
  emailInvalid: string;
  consentRequired: string;
  sending: string;
  registering: string;
  /** {params} names the missing URL parameters (userId, email). */
  linkIncomplete: string;
  voucherCode: string;
  copy: string;
  copied: string;
  /** {date} is the voucher's expiry. */
  validUntil: string;
  /** The win page of a campaign that sends the voucher code only in the prize e-mail. */
  voucherEmailed: string;
  /** The win page's link to the player's prize wallet (prizeWalletEnabled). */
  seeAllPrizes: string;
};

const en: PlayStrings = {
  loading: 'Loading…',
  startsOn: 'This campaign starts on {date}.',
  comingSoon: 'Coming soon',
  networkError: 'We could not reach the server. Check your connection and try again.',
  retry: 'Try again',
  phone: 'Phone',
  optional: 'optional',
  emailInvalid: 'Please enter a valid e-mail address.',
  consentRequired: 'Please accept the terms and conditions and the privacy policy.',
  sending: 'Sending…',
  registering: 'Signing you in…',
  linkIncomplete: 'This link is incomplete ({params} missing). Please open the campaign from the link you were given.',
  voucherCode: 'Your voucher code',
  copy: 'Copy',
  copied: 'Copied',
  validUntil: 'Valid until {date}',
  voucherEmailed: 'Your voucher code is on its way to your e-mail.',
  seeAllPrizes: 'See all your prizes',
};

/** The strings for a language code ('de', or a browser's 'de-AT') once it is loaded (locale-cache.ts); else English. */
export const playStringsFor = (language: string): PlayStrings => cachedLocale(language)?.play ?? en;
