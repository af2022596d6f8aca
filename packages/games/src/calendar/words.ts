import type { LanguageCode } from '@gc/contracts/languages';

/** The calendars' own words (their `words` capability); {day} is a tile's day number. */
export type CalendarWords = {
  /** The grid's accessible name. */
  calendar: string;
  /** Above the grid. */
  hint: string;
  /** A tile's accessible name, by its state. */
  tileToday: string;
  tileFuture: string;
  tileMissed: string;
  tileOpened: string;
  /** Announced once a tile is open; {result} is what it holds. */
  result: string;
  /** A new calendar's text behind a tile without a prize. */
  noPrize: string;
  /** The link of a prize that leads on (its redirection). */
  go: string;
  /** A tile's day on the result page and in the leads export. */
  day: string;
};

type Row = [string, string, string, string, string, string, string, string, string, string];

/** One row per language, in the order of CalendarWords' keys: kept short so that all 16 stay readable. */
const ROWS: Record<LanguageCode, Row> = {
  en: [
    'Calendar',
    'Open today’s tile.',
    'Day {day}, open today',
    'Day {day}, not yet',
    'Day {day}, missed',
    'Day {day}, opened',
    'Day {day}: {result}',
    'Come back tomorrow for another surprise!',
    'Continue',
    'Day {day}',
  ],
  de: [
    'Kalender',
    'Öffnen Sie das heutige Türchen.',
    'Tag {day}, heute öffnen',
    'Tag {day}, noch nicht',
    'Tag {day}, verpasst',
    'Tag {day}, geöffnet',
    'Tag {day}: {result}',
    'Kommen Sie morgen für eine neue Überraschung wieder!',
    'Weiter',
    'Tag {day}',
  ],
  fr: [
    'Calendrier',
    'Ouvrez la case du jour.',
    'Jour {day}, à ouvrir aujourd’hui',
    'Jour {day}, pas encore',
    'Jour {day}, manqué',
    'Jour {day}, ouvert',
    'Jour {day} : {result}',
    'Revenez demain pour une nouvelle surprise !',
    'Continuer',
    'Jour {day}',
  ],
  it: [
    'Calendario',
    'Apri la casella di oggi.',
    'Giorno {day}, da aprire oggi',
    'Giorno {day}, non ancora',
    'Giorno {day}, perso',
    'Giorno {day}, aperto',
    'Giorno {day}: {result}',
    'Torna domani per un’altra sorpresa!',
    'Continua',
    'Giorno {day}',
  ],
  sr: [
    'Kalendar',
    'Otvorite današnje polje.',
    'Dan {day}, otvorite danas',
    'Dan {day}, još nije',
    'Dan {day}, propušten',
    'Dan {day}, otvoren',
    'Dan {day}: {result}',
    'Vratite se sutra po novo iznenađenje!',
    'Nastavi',
    'Dan {day}',
  ],
  hr: [
    'Kalendar',
    'Otvorite današnje polje.',
    'Dan {day}, otvorite danas',
    'Dan {day}, još nije',
    'Dan {day}, propušten',
    'Dan {day}, otvoren',
    'Dan {day}: {result}',
    'Vratite se sutra po novo iznenađenje!',
    'Nastavi',
    'Dan {day}',
  ],
  sl: [
    'Koledar',
    'Odprite današnje okence.',
    'Dan {day}, odprite danes',
    'Dan {day}, še ne',
    'Dan {day}, zamujen',
    'Dan {day}, odprt',
    'Dan {day}: {result}',
    'Vrnite se jutri po novo presenečenje!',
    'Naprej',
    'Dan {day}',
  ],
  hu: [
    'Naptár',
    'Nyissa ki a mai ablakot.',
    '{day}. nap, nyissa ki ma',
    '{day}. nap, még nem',
    '{day}. nap, lemaradt',
    '{day}. nap, kinyitva',
    '{day}. nap: {result}',
    'Jöjjön vissza holnap egy újabb meglepetésért!',
    'Tovább',
    '{day}. nap',
  ],
  ro: [
    'Calendar',
    'Deschideți căsuța de azi.',
    'Ziua {day}, deschideți azi',
    'Ziua {day}, nu încă',
    'Ziua {day}, ratată',
    'Ziua {day}, deschisă',
    'Ziua {day}: {result}',
    'Reveniți mâine pentru o nouă surpriză!',
    'Continuați',
    'Ziua {day}',
  ],
  cs: [
    'Kalendář',
    'Otevřete dnešní okénko.',
    'Den {day}, otevřete dnes',
    'Den {day}, ještě ne',
    'Den {day}, zmeškaný',
    'Den {day}, otevřený',
    'Den {day}: {result}',
    'Vraťte se zítra pro další překvapení!',
    'Pokračovat',
    'Den {day}',
  ],
  sk: [
    'Kalendár',
    'Otvorte dnešné okienko.',
    'Deň {day}, otvorte dnes',
    'Deň {day}, ešte nie',
    'Deň {day}, zmeškaný',
    'Deň {day}, otvorený',
    'Deň {day}: {result}',
    'Vráťte sa zajtra po ďalšie prekvapenie!',
    'Pokračovať',
    'Deň {day}',
  ],
  pl: [
    'Kalendarz',
    'Otwórz dzisiejsze okienko.',
    'Dzień {day}, otwórz dziś',
    'Dzień {day}, jeszcze nie',
    'Dzień {day}, pominięty',
    'Dzień {day}, otwarty',
    'Dzień {day}: {result}',
    'Wróć jutro po kolejną niespodziankę!',
    'Dalej',
    'Dzień {day}',
  ],
  nl: [
    'Kalender',
    'Open het vakje van vandaag.',
    'Dag {day}, vandaag te openen',
    'Dag {day}, nog niet',
    'Dag {day}, gemist',
    'Dag {day}, geopend',
    'Dag {day}: {result}',
    'Kom morgen terug voor een nieuwe verrassing!',
    'Verder',
    'Dag {day}',
  ],
  es: [
    'Calendario',
    'Abre la casilla de hoy.',
    'Día {day}, ábrela hoy',
    'Día {day}, todavía no',
    'Día {day}, perdido',
    'Día {day}, abierto',
    'Día {day}: {result}',
    '¡Vuelve mañana para otra sorpresa!',
    'Continuar',
    'Día {day}',
  ],
  pt: [
    'Calendário',
    'Abra a janela de hoje.',
    'Dia {day}, abra hoje',
    'Dia {day}, ainda não',
    'Dia {day}, perdido',
    'Dia {day}, aberto',
    'Dia {day}: {result}',
    'Volte amanhã para outra surpresa!',
    'Continuar',
    'Dia {day}',
  ],
  bg: [
    'Календар',
    'Отворете днешното прозорче.',
    'Ден {day}, отворете днес',
    'Ден {day}, още не',
    'Ден {day}, пропуснат',
    'Ден {day}, отворен',
    'Ден {day}: {result}',
    'Върнете се утре за нова изненада!',
    'Напред',
    'Ден {day}',
  ],
};

const KEYS = [
  'calendar',
  'hint',
  'tileToday',
  'tileFuture',
  'tileMissed',
  'tileOpened',
  'result',
  'noPrize',
  'go',
  'day',
] as const;

/** The calendars' words in `language`, or undefined for a language they have none in (English is the fallback). */
export function calendarWords(language: string): CalendarWords | undefined {
  if (!Object.hasOwn(ROWS, language)) return undefined;
  const row = ROWS[language as LanguageCode];
  return Object.fromEntries(KEYS.map((key, index) => [key, row[index]])) as CalendarWords;
}
