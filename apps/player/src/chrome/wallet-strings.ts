import { cachedLocale } from './locale-cache.ts';

/**
 * The prize wallet's words (issue 13). English here, the other languages
 * in locales/<code>.ts (locale-cache.ts); the voucher's own words (code, copy, valid until) are the play
 * strings'.
 */
export type WalletStrings = {
  title: string;
  empty: string;
  linkInvalidTitle: string;
  linkInvalid: string;
  /** The status badges: words, never colour alone. */
  issued: string;
  redeemed: string;
  expired: string;
  /** {date} is the day the prize was won. */
  wonOn: string;
  /** The QR code's text alternative; {code} is the voucher code. */
  qrAlt: string;
};

const en: WalletStrings = {
  title: 'Your prizes',
  empty: 'You have no prizes here yet.',
  linkInvalidTitle: 'This link does not work',
  linkInvalid: 'This prize wallet link is not valid or has expired. Please open it again from your prize e-mail.',
  issued: 'Ready to use',
  redeemed: 'Redeemed',
  expired: 'Expired',
  wonOn: 'Won on {date}',
  qrAlt: 'QR code of voucher code {code}',
};

/** The strings for a language code ('de', or a browser's 'de-AT') once it is loaded (locale-cache.ts); else English. */
export const walletStringsFor = (language: string): WalletStrings => cachedLocale(language)?.wallet ?? en;
