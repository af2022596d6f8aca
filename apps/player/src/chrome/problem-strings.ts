import { cachedLocale } from './locale-cache.ts';

/**
 * What the published page says when the play API refuses something. The server's `detail` is English
 * and meant for developers; the page picks one of these by the problem's code and fields
 * (live/problem-message.ts). English here, the other languages in locales/<code>.ts (locale-cache.ts).
 */
export type ProblemStrings = {
  /** Any problem the page has no better words for. */
  generic: string;
  phoneInvalid: string;
  birthDateInvalid: string;
  /** A field the form does not show (too long, malformed, a forbidden character). */
  detailsInvalid: string;
  /** The proof of work (ALTCHA) was refused, expired or already used. */
  botCheckFailed: string;
  /** The player's token is no longer accepted (e.g. after a reset of the campaign). */
  registerAgain: string;
  /** Not started yet, ended or deactivated. */
  notRunning: string;
  /** The campaign takes no registration, or not of this kind (form or link). */
  registrationClosed: string;
  tooManyAttempts: string;
  unavailable: string;
  /** The server cannot answer for a moment (its database is unreachable); the page tries again by itself. */
  retrySoon: string;
  /** Unpublished or deleted since the page loaded. */
  campaignGone: string;
  /** A play before the registration's e-mail was confirmed with its one-time code. */
  confirmEmail: string;
  /** A registration sent again under its Idempotency-Key with other details. */
  registrationChanged: string;
  /** A quiz answer the server would not take (another answer to a question already answered, out of order). */
  stepRefused: string;
  /** A play whose outcome was already decided (sent twice, or from another tab). */
  alreadyDecided: string;
  /** A play the game will not make now (a calendar tile of another day than the server's today). */
  playRefused: string;
  /** What this play would use up was played before (a calendar tile opened already). */
  alreadyPlayed: string;
  /** A loyalty play the player's points do not cover. */
  notEnoughPoints: string;
  /** A loyalty campaign opened without the app's signed link (or with an expired one). */
  appLinkInvalid: string;
};

const en: ProblemStrings = {
  generic: 'Something went wrong. Please try again.',
  phoneInvalid: 'This phone number is not valid. Please check it.',
  birthDateInvalid: 'Please enter a valid date of birth.',
  detailsInvalid: 'Some of your details could not be accepted. Please check them and try again.',
  botCheckFailed: 'The security check did not work. Please try again.',
  registerAgain: 'Please register again to play.',
  notRunning: 'This campaign is not running at the moment.',
  registrationClosed: 'You cannot register for this campaign this way.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  unavailable: 'This campaign cannot be played right now. Please try again later.',
  retrySoon: 'The campaign is briefly unavailable. Please try again in a moment.',
  campaignGone: 'This campaign is no longer available.',
  confirmEmail: 'Please confirm your e-mail with the code we sent you.',
  registrationChanged: 'Your details changed while they were being sent. Please send the form again.',
  stepRefused: 'This answer could not be taken. Please reload the page.',
  alreadyDecided: 'This game has already been decided. Please reload the page.',
  playRefused: 'This cannot be played right now.',
  alreadyPlayed: 'You have already played this.',
  notEnoughPoints: 'You do not have enough points to play.',
  appLinkInvalid: 'Please open this game from the app.',
};

/** The strings for a language code ('de', or a browser's 'de-AT') once it is loaded (locale-cache.ts); else English. */
export const problemStringsFor = (language: string): ProblemStrings => cachedLocale(language)?.problem ?? en;
