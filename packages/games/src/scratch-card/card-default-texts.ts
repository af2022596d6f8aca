import type { LanguageCode } from '@gc/contracts/languages';

/**
 * The words a new scratch card's faces start with, in every campaign language (as the wheel's sector
 * labels), so that a German card reads German and the marketer only edits.
 */
export const CARD_DEFAULT_TEXTS: Record<LanguageCode, { prize: string; noWin: string }> = {
  en: { prize: 'You won a prize!', noWin: 'No luck this time' },
  de: { prize: 'Sie haben gewonnen!', noWin: 'Leider kein Gewinn' },
  fr: { prize: 'Vous avez gagné !', noWin: 'Pas de chance cette fois' },
  it: { prize: 'Hai vinto un premio!', noWin: 'Ritenta, sarai più fortunato' },
  sr: { prize: 'Osvojili ste nagradu!', noWin: 'Ovog puta bez dobitka' },
  hr: { prize: 'Osvojili ste nagradu!', noWin: 'Ovaj put bez dobitka' },
  sl: { prize: 'Zadeli ste nagrado!', noWin: 'Tokrat brez dobitka' },
  hu: { prize: 'Nyert!', noWin: 'Most nem nyert' },
  ro: { prize: 'Ai câștigat un premiu!', noWin: 'Nu ai câștigat de data aceasta' },
  cs: { prize: 'Vyhráli jste!', noWin: 'Tentokrát bez výhry' },
  sk: { prize: 'Vyhrali ste!', noWin: 'Tentoraz bez výhry' },
  pl: { prize: 'Wygrałeś nagrodę!', noWin: 'Tym razem bez wygranej' },
  nl: { prize: 'Je hebt gewonnen!', noWin: 'Helaas, deze keer niet' },
  es: { prize: '¡Has ganado un premio!', noWin: 'Esta vez no hubo suerte' },
  pt: { prize: 'Ganhou um prémio!', noWin: 'Desta vez não houve sorte' },
  bg: { prize: 'Спечелихте награда!', noWin: 'Този път без печалба' },
};

/** A face text in each of the given languages. */
export function defaultFaceTexts(languages: readonly LanguageCode[], key: 'prize' | 'noWin'): Record<string, string> {
  return Object.fromEntries(languages.map((language) => [language, CARD_DEFAULT_TEXTS[language][key]]));
}
