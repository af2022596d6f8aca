import type { LanguageCode } from '@gc/contracts/languages';
import type { SlotGlyph } from './slot-schemas.ts';

type GlyphNames = Record<SlotGlyph, string>;

/**
 * The names of the Player's own pictures in every campaign language, so that a new machine's symbols
 * read right to a screen reader in a German campaign and the marketer only edits.
 */
export const SLOT_GLYPH_NAMES: Record<LanguageCode, GlyphNames> = {
  en: { cherry: 'Cherry', lemon: 'Lemon', bell: 'Bell', star: 'Star', seven: 'Seven', diamond: 'Diamond' },
  de: { cherry: 'Kirsche', lemon: 'Zitrone', bell: 'Glocke', star: 'Stern', seven: 'Sieben', diamond: 'Diamant' },
  fr: { cherry: 'Cerise', lemon: 'Citron', bell: 'Cloche', star: 'Étoile', seven: 'Sept', diamond: 'Diamant' },
  it: { cherry: 'Ciliegia', lemon: 'Limone', bell: 'Campana', star: 'Stella', seven: 'Sette', diamond: 'Diamante' },
  sr: { cherry: 'Trešnja', lemon: 'Limun', bell: 'Zvono', star: 'Zvezda', seven: 'Sedam', diamond: 'Dijamant' },
  hr: { cherry: 'Trešnja', lemon: 'Limun', bell: 'Zvono', star: 'Zvijezda', seven: 'Sedam', diamond: 'Dijamant' },
  sl: { cherry: 'Češnja', lemon: 'Limona', bell: 'Zvonec', star: 'Zvezda', seven: 'Sedem', diamond: 'Diamant' },
  hu: { cherry: 'Cseresznye', lemon: 'Citrom', bell: 'Harang', star: 'Csillag', seven: 'Hetes', diamond: 'Gyémánt' },
  ro: { cherry: 'Cireașă', lemon: 'Lămâie', bell: 'Clopot', star: 'Stea', seven: 'Șapte', diamond: 'Diamant' },
  cs: { cherry: 'Třešeň', lemon: 'Citron', bell: 'Zvonek', star: 'Hvězda', seven: 'Sedmička', diamond: 'Diamant' },
  sk: { cherry: 'Čerešňa', lemon: 'Citrón', bell: 'Zvonček', star: 'Hviezda', seven: 'Sedmička', diamond: 'Diamant' },
  pl: { cherry: 'Wiśnia', lemon: 'Cytryna', bell: 'Dzwonek', star: 'Gwiazda', seven: 'Siódemka', diamond: 'Diament' },
  nl: { cherry: 'Kers', lemon: 'Citroen', bell: 'Bel', star: 'Ster', seven: 'Zeven', diamond: 'Diamant' },
  es: { cherry: 'Cereza', lemon: 'Limón', bell: 'Campana', star: 'Estrella', seven: 'Siete', diamond: 'Diamante' },
  pt: { cherry: 'Cereja', lemon: 'Limão', bell: 'Sino', star: 'Estrela', seven: 'Sete', diamond: 'Diamante' },
  bg: { cherry: 'Череша', lemon: 'Лимон', bell: 'Камбана', star: 'Звезда', seven: 'Седем', diamond: 'Диамант' },
};

/** The line a new prize announces ("You won a prize!"), in each campaign language. */
export const SLOT_PRIZE_TEXTS: Record<LanguageCode, string> = {
  en: 'You won a prize!',
  de: 'Sie haben gewonnen!',
  fr: 'Vous avez gagné !',
  it: 'Hai vinto un premio!',
  sr: 'Osvojili ste nagradu!',
  hr: 'Osvojili ste nagradu!',
  sl: 'Zadeli ste nagrado!',
  hu: 'Nyert!',
  ro: 'Ai câștigat un premiu!',
  cs: 'Vyhráli jste!',
  sk: 'Vyhrali ste!',
  pl: 'Wygrałeś nagrodę!',
  nl: 'Je hebt gewonnen!',
  es: '¡Has ganado un premio!',
  pt: 'Ganhou um prémio!',
  bg: 'Спечелихте награда!',
};

export function glyphNames(languages: readonly LanguageCode[], glyph: SlotGlyph): Record<string, string> {
  return Object.fromEntries(languages.map((language) => [language, SLOT_GLYPH_NAMES[language][glyph]]));
}

export function prizeTexts(languages: readonly LanguageCode[]): Record<string, string> {
  return Object.fromEntries(languages.map((language) => [language, SLOT_PRIZE_TEXTS[language]]));
}
