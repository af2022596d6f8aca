import { cachedLocale } from './locale-cache.ts';

/**
 * The published page's words for e-mail verification (a campaign's requiresEmailVerification), loaded
 * with its page only by campaigns that ask for it. English here, the other languages in
 * locales/<code>.ts (locale-cache.ts).
 */
export type VerifyStrings = {
  /** The heading of the page that asks for the one-time code. */
  title: string;
  /** What happened and what to do (the code is valid for 10 minutes). */
  text: string;
  codeLabel: string;
  confirm: string;
  /** The field holds something other than 6 digits (checked before sending). */
  codeFormat: string;
  /** Wrong or expired; {tries} is how many tries the code has left. */
  codeWrong: string;
  /** Wrong or expired with no tries left: only a new code helps. */
  codeUsedUp: string;
  newCode: string;
  newCodeSent: string;
  /** A new code was asked for within a minute of the last one. */
  newCodeWait: string;
  /** Back to the form, for a player who mistyped the address the code went to. */
  changeEmail: string;
};

const en: VerifyStrings = {
  title: 'Check your e-mail',
  text: 'We have sent a 6-digit code to your e-mail address. Enter it here to play. It is valid for 10 minutes.',
  codeLabel: 'Code from the e-mail',
  confirm: 'Confirm',
  codeFormat: 'Please enter the 6 digits of the code.',
  codeWrong: 'This code is wrong or has expired. Tries left: {tries}.',
  codeUsedUp: 'This code is wrong or has expired. Please ask for a new code.',
  newCode: 'Send a new code',
  newCodeSent: 'A new code is on its way to your e-mail.',
  newCodeWait: 'Please wait a minute before asking for a new code.',
  changeEmail: 'Use another e-mail address',
};

/** The strings for a language code ('de', or a browser's 'de-AT') once it is loaded (locale-cache.ts); else English. */
export const verifyStringsFor = (language: string): VerifyStrings => cachedLocale(language)?.verify ?? en;
