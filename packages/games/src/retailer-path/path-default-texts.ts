import type { LanguageCode } from '@gc/contracts/languages';

/**
 * The name a new path's prize starts with, in every campaign language (as the card's faces), so that a
 * German path reads German and the marketer only edits.
 */
export const PATH_PRIZE_TEXTS: Record<LanguageCode, string> = {
  en: 'Prize',
  de: 'Gewinn',
  fr: 'Cadeau',
  it: 'Premio',
  sr: 'Nagrada',
  hr: 'Nagrada',
  sl: 'Nagrada',
  hu: 'Nyeremény',
  ro: 'Premiu',
  cs: 'Výhra',
  sk: 'Výhra',
  pl: 'Nagroda',
  nl: 'Prijs',
  es: 'Premio',
  pt: 'Prémio',
  bg: 'Награда',
};

/** The prize's name in each of the given languages. */
export function defaultPrizeTexts(languages: readonly LanguageCode[]): Record<string, string> {
  return Object.fromEntries(languages.map((language) => [language, PATH_PRIZE_TEXTS[language]]));
}
