import type { LanguageCode } from '@gc/contracts/languages';

/**
 * The words a new wheel's sectors start with, in every campaign language (as the page texts of
 * @gc/contracts/campaign-default-texts), so that a German wheel is labelled in German and the
 * marketer only edits. `prize` numbers the prize sectors: `{n}` is 1, 2, 3…
 */
export const WHEEL_DEFAULT_TEXTS: Record<LanguageCode, { prize: string; noWin: string }> = {
  en: { prize: 'Prize {n}', noWin: 'No luck' },
  de: { prize: 'Preis {n}', noWin: 'Leider nicht' },
  fr: { prize: 'Lot {n}', noWin: 'Pas de chance' },
  it: { prize: 'Premio {n}', noWin: 'Ritenta' },
  sr: { prize: 'Nagrada {n}', noWin: 'Bez dobitka' },
  hr: { prize: 'Nagrada {n}', noWin: 'Bez dobitka' },
  sl: { prize: 'Nagrada {n}', noWin: 'Brez dobitka' },
  hu: { prize: '{n}. nyeremény', noWin: 'Nincs nyeremény' },
  ro: { prize: 'Premiul {n}', noWin: 'Mai încearcă' },
  cs: { prize: 'Výhra {n}', noWin: 'Bez výhry' },
  sk: { prize: 'Výhra {n}', noWin: 'Bez výhry' },
  pl: { prize: 'Nagroda {n}', noWin: 'Bez wygranej' },
  nl: { prize: 'Prijs {n}', noWin: 'Helaas' },
  es: { prize: 'Premio {n}', noWin: 'Sin suerte' },
  pt: { prize: 'Prémio {n}', noWin: 'Sem sorte' },
  bg: { prize: 'Награда {n}', noWin: 'Без печалба' },
};

/** The label of the n-th prize sector (1-based) in a language. */
export function defaultPrizeLabel(language: LanguageCode, n: number): string {
  return WHEEL_DEFAULT_TEXTS[language].prize.replace('{n}', String(n));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a sector's text is one of the default prize labels ("Prize 2", "Nagrada 3"… in any
 * language): such a sector tells players it is a prize, whatever the marketer did with its pool.
 */
const DEFAULT_PRIZE_LABEL = new RegExp(
  `^(${Object.values(WHEEL_DEFAULT_TEXTS)
    .map(({ prize }) => escapeRegExp(prize).replace('\\{n\\}', '\\d{1,2}'))
    .join('|')})$`,
  'iu',
);

export function isDefaultPrizeLabel(text: string): boolean {
  return DEFAULT_PRIZE_LABEL.test(text.trim());
}
