import type { LanguageCode } from '@gc/contracts/languages';
import type { MemoryTile, TimeOutcome } from './memory-schemas.ts';

/** §9 is silent on memory: a 4×4 board (8 pairs), as the issue asks, whose fast players do best. */
export const DEFAULT_PAIR_COUNT = 8;
/** A 4×4 board played well takes about half a minute; a minute leaves room for a first try. */
export const DEFAULT_FAST_SECONDS = 60;

type OutcomeTexts = { fastTitle: string; fastText: string; slowTitle: string; slowText: string };

/** The two default outcomes' words in every campaign language, so the marketer only edits. */
const OUTCOME_TEXTS: Record<LanguageCode, OutcomeTexts> = {
  en: {
    fastTitle: 'Lightning fast!',
    fastText: 'You found every pair in record time.',
    slowTitle: 'Well played',
    slowText: 'Play again to beat your time.',
  },
  de: {
    fastTitle: 'Blitzschnell!',
    fastText: 'Du hast alle Paare in Rekordzeit gefunden.',
    slowTitle: 'Gut gespielt',
    slowText: 'Spiel noch einmal und schlage deine Zeit.',
  },
  fr: {
    fastTitle: 'Rapide comme l’éclair !',
    fastText: 'Vous avez trouvé toutes les paires en un temps record.',
    slowTitle: 'Bien joué',
    slowText: 'Rejouez pour battre votre temps.',
  },
  it: {
    fastTitle: 'Velocissimo!',
    fastText: 'Hai trovato tutte le coppie in tempo record.',
    slowTitle: 'Ben giocato',
    slowText: 'Gioca ancora per battere il tuo tempo.',
  },
  sr: {
    fastTitle: 'Munjevito!',
    fastText: 'Pronašli ste sve parove za rekordno vreme.',
    slowTitle: 'Dobro odigrano',
    slowText: 'Igrajte ponovo i popravite svoje vreme.',
  },
  hr: {
    fastTitle: 'Munjevito!',
    fastText: 'Pronašli ste sve parove u rekordnom vremenu.',
    slowTitle: 'Dobro odigrano',
    slowText: 'Igrajte ponovno i popravite svoje vrijeme.',
  },
  sl: {
    fastTitle: 'Bliskovito!',
    fastText: 'Vse pare ste našli v rekordnem času.',
    slowTitle: 'Dobro odigrano',
    slowText: 'Igrajte znova in izboljšajte svoj čas.',
  },
  hu: {
    fastTitle: 'Villámgyors!',
    fastText: 'Rekordidő alatt megtaláltad az összes párt.',
    slowTitle: 'Szép játék',
    slowText: 'Játssz újra, és javíts az idődön.',
  },
  ro: {
    fastTitle: 'Fulgerător!',
    fastText: 'Ai găsit toate perechile în timp record.',
    slowTitle: 'Bine jucat',
    slowText: 'Joacă din nou ca să-ți întreci timpul.',
  },
  cs: {
    fastTitle: 'Bleskově!',
    fastText: 'Všechny dvojice jste našli v rekordním čase.',
    slowTitle: 'Dobře zahráno',
    slowText: 'Hrajte znovu a překonejte svůj čas.',
  },
  sk: {
    fastTitle: 'Bleskovo!',
    fastText: 'Všetky dvojice ste našli v rekordnom čase.',
    slowTitle: 'Dobre zahrané',
    slowText: 'Hrajte znova a prekonajte svoj čas.',
  },
  pl: {
    fastTitle: 'Błyskawicznie!',
    fastText: 'Znalazłeś wszystkie pary w rekordowym czasie.',
    slowTitle: 'Dobra gra',
    slowText: 'Zagraj jeszcze raz i pobij swój czas.',
  },
  nl: {
    fastTitle: 'Bliksemsnel!',
    fastText: 'Je vond alle paren in recordtijd.',
    slowTitle: 'Goed gespeeld',
    slowText: 'Speel opnieuw om je tijd te verbeteren.',
  },
  es: {
    fastTitle: '¡Rapidísimo!',
    fastText: 'Has encontrado todas las parejas en tiempo récord.',
    slowTitle: 'Bien jugado',
    slowText: 'Juega otra vez para mejorar tu tiempo.',
  },
  pt: {
    fastTitle: 'Rapidíssimo!',
    fastText: 'Encontrou todos os pares em tempo recorde.',
    slowTitle: 'Bem jogado',
    slowText: 'Jogue outra vez para bater o seu tempo.',
  },
  bg: {
    fastTitle: 'Светкавично!',
    fastText: 'Намерихте всички двойки за рекордно време.',
    slowTitle: 'Добра игра',
    slowText: 'Играйте отново, за да подобрите времето си.',
  },
};

const inEach = (languages: readonly LanguageCode[], text: (language: LanguageCode) => string) =>
  Object.fromEntries(languages.map((language) => [language, text(language)]));

/** Tiles 1…8 without pictures: the faces show their numbers until the marketer picks images. */
export function defaultMemoryTiles(languages: readonly LanguageCode[]): MemoryTile[] {
  return Array.from({ length: DEFAULT_PAIR_COUNT }, (_, index) => ({
    id: `tile-${index + 1}`,
    imageUrl: null,
    label: inEach(languages, () => String(index + 1)),
  }));
}

/**
 * Two outcomes covering every time: 0…60 s ("Lightning fast!") and 61 s or longer ("Well played");
 * neither gives a prize until the marketer chooses a pool.
 */
export function defaultTimeOutcomes(languages: readonly LanguageCode[]): TimeOutcome[] {
  const outcome = (id: string, down: number, up: number | null, key: 'fast' | 'slow') => ({
    id,
    downTimeThreshold: down,
    upTimeThreshold: up,
    poolId: null,
    oddsBp: 0,
    title: inEach(languages, (language) => OUTCOME_TEXTS[language][`${key}Title`]),
    text: inEach(languages, (language) => OUTCOME_TEXTS[language][`${key}Text`]),
    imageUrl: {},
  });
  return [
    outcome('outcome-1', 0, DEFAULT_FAST_SECONDS, 'fast'),
    outcome('outcome-2', DEFAULT_FAST_SECONDS + 1, null, 'slow'),
  ];
}
