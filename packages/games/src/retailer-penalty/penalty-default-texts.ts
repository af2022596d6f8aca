import type { LanguageCode } from '@gc/contracts/languages';

/**
 * The line a new penalty's first prize starts with in every campaign language (as the scratch card's
 * faces), so that a German campaign reads German and the marketer only edits.
 */
export const PENALTY_DEFAULT_PRIZE_TEXTS: Record<LanguageCode, string> = {
  en: 'You won a prize!',
  de: 'Sie haben einen Preis gewonnen!',
  fr: 'Vous avez gagné un prix !',
  it: 'Hai vinto un premio!',
  sr: 'Osvojili ste nagradu!',
  hr: 'Osvojili ste nagradu!',
  sl: 'Zadeli ste nagrado!',
  hu: 'Nyert egy ajándékot!',
  ro: 'Ai câștigat un premiu!',
  cs: 'Vyhráli jste cenu!',
  sk: 'Vyhrali ste cenu!',
  pl: 'Wygrałeś nagrodę!',
  nl: 'Je hebt een prijs gewonnen!',
  es: '¡Has ganado un premio!',
  pt: 'Ganhou um prémio!',
  bg: 'Спечелихте награда!',
};

/** The default prize line in each of the given languages. */
export function defaultPrizeTexts(languages: readonly LanguageCode[]): Record<string, string> {
  return Object.fromEntries(languages.map((language) => [language, PENALTY_DEFAULT_PRIZE_TEXTS[language]]));
}
