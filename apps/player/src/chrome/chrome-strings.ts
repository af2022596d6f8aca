import { cachedLocale } from './locale-cache.ts';

/**
 * The player's own words around the marketer's content (STYLE: player chrome strings are a tiny
 * catalogue of their own), so a form in a Hungarian campaign is labelled in Hungarian. English is here,
 * in the entry; every other language is in locales/<code>.ts, loaded on demand (locale-cache.ts).
 * `consent` names its links as {terms} and {privacy}; the words of the links are `terms` and `privacy`.
 */
export type ChromeStrings = {
  email: string;
  firstName: string;
  lastName: string;
  consent: string;
  terms: string;
  privacy: string;
  /** The optional newsletter box of the form (common setting isNewsletterSubscriptionEnabled). */
  newsletter: string;
  /** The label of a button whose text the marketer left empty. */
  next: string;
  play: string;
  gamePlaceholder: string;
  /** Shown when a play could not be made (the network, the server); the player may try again. */
  playFailed: string;
  logo: string;
  /** The label above the ad after a win (document.ad), so it is not taken for the prize. */
  advertisement: string;
  /** The link to the campaign's survey on the result page (common setting surveyEnabled). */
  surveyOffer: string;
  /** A loyalty play's points on the result page: {spent}, {awarded}, {balance}. */
  loyaltyPoints: string;
  notFoundTitle: string;
  notFoundText: string;
  previewWaiting: string;
  previewFailed: string;
};

const en: ChromeStrings = {
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  consent: 'I accept the {terms} and the {privacy}.',
  terms: 'terms and conditions',
  privacy: 'privacy policy',
  newsletter: 'Send me news and offers by e-mail (optional).',
  next: 'Continue',
  play: 'Play',
  gamePlaceholder: 'The game appears here',
  playFailed: 'Something went wrong. Please try again.',
  logo: 'Logo',
  advertisement: 'Advertisement',
  surveyOffer: 'Take a short survey',
  loyaltyPoints: 'Points spent: {spent}. Points earned: {awarded}. Your balance: {balance} points.',
  notFoundTitle: 'Campaign not found',
  notFoundText: 'This campaign does not exist or has not been published yet.',
  previewWaiting: 'Loading the preview…',
  previewFailed: 'This page cannot be shown. Check the campaign settings.',
};

/** The strings for a language code ('de', or a browser's 'de-AT') once it is loaded (locale-cache.ts); else English. */
export const chromeFor = (language: string | undefined): ChromeStrings => cachedLocale(language)?.chrome ?? en;
