import type { LanguageCode } from '@gc/contracts/languages';

/** The wheel's own words (its `words` capability): the button, and what is announced when it stops. */
export type WheelWords = {
  /** The wheel's button. */
  spin: string;
  /** Announced when the wheel stops; {result} is the sector's text. */
  result: string;
};

export const WHEEL_WORDS: Record<LanguageCode, WheelWords> = {
  en: { spin: 'Spin', result: 'The wheel stopped on: {result}' },
  de: { spin: 'Drehen', result: 'Das Rad hielt bei: {result}' },
  fr: { spin: 'Tourner', result: "La roue s'est arrêtée sur : {result}" },
  it: { spin: 'Gira', result: 'La ruota si è fermata su: {result}' },
  sr: { spin: 'Zavrti', result: 'Točak se zaustavio na: {result}' },
  hr: { spin: 'Zavrti', result: 'Kotač se zaustavio na: {result}' },
  sl: { spin: 'Zavrti', result: 'Kolo se je ustavilo na: {result}' },
  hu: { spin: 'Pörgetés', result: 'A kerék itt állt meg: {result}' },
  ro: { spin: 'Învârte', result: 'Roata s-a oprit la: {result}' },
  cs: { spin: 'Zatočit', result: 'Kolo se zastavilo na: {result}' },
  sk: { spin: 'Zatočiť', result: 'Koleso sa zastavilo na: {result}' },
  pl: { spin: 'Zakręć', result: 'Koło zatrzymało się na: {result}' },
  nl: { spin: 'Draaien', result: 'Het rad stopte bij: {result}' },
  es: { spin: 'Girar', result: 'La rueda se detuvo en: {result}' },
  pt: { spin: 'Girar', result: 'A roda parou em: {result}' },
  bg: { spin: 'Завърти', result: 'Колелото спря на: {result}' },
};

/** The wheel's words in `language`, or undefined for a language it has none in (English is the fallback). */
export function wheelWords(language: string): WheelWords | undefined {
  return Object.hasOwn(WHEEL_WORDS, language) ? WHEEL_WORDS[language as LanguageCode] : undefined;
}
