import type { LanguageCode } from '@gc/contracts/languages';

/** The slot machine's own words (its `words` capability). */
export type SlotWords = {
  /** The machine's accessible name. */
  machine: string;
  /** The big button that pulls the lever. */
  pull: string;
  /** Under the reels, before the pull. */
  hint: string;
  /** Announced while the reels turn. */
  spinning: string;
  /** Announced when the reels stand on a win; {line} names the three symbols, {prize} is the prize's line. */
  win: string;
  /** Announced when the reels stand on a line that wins nothing; {line} names the three symbols. */
  lose: string;
};

export const SLOT_WORDS: Record<LanguageCode, SlotWords> = {
  en: {
    machine: 'Slot machine',
    pull: 'Pull',
    hint: 'Three alike on the line win. Tap Pull or press Space.',
    spinning: 'The reels are spinning…',
    win: '{line}. {prize}',
    lose: '{line}. No win this time.',
  },
  de: {
    machine: 'Spielautomat',
    pull: 'Ziehen',
    hint: 'Drei gleiche auf der Linie gewinnen. Tippen Sie auf Ziehen oder drücken Sie die Leertaste.',
    spinning: 'Die Walzen drehen sich…',
    win: '{line}. {prize}',
    lose: '{line}. Diesmal leider kein Gewinn.',
  },
  fr: {
    machine: 'Machine à sous',
    pull: 'Tirer',
    hint: 'Trois symboles identiques sur la ligne gagnent. Touchez Tirer ou appuyez sur Espace.',
    spinning: 'Les rouleaux tournent…',
    win: '{line}. {prize}',
    lose: '{line}. Pas de gain cette fois.',
  },
  it: {
    machine: 'Slot machine',
    pull: 'Tira',
    hint: 'Tre simboli uguali sulla linea vincono. Tocca Tira o premi Spazio.',
    spinning: 'I rulli girano…',
    win: '{line}. {prize}',
    lose: '{line}. Nessuna vincita questa volta.',
  },
  sr: {
    machine: 'Slot mašina',
    pull: 'Povuci',
    hint: 'Tri ista simbola na liniji dobijaju. Dodirnite Povuci ili pritisnite razmak.',
    spinning: 'Bubnjevi se okreću…',
    win: '{line}. {prize}',
    lose: '{line}. Ovog puta bez dobitka.',
  },
  hr: {
    machine: 'Automat',
    pull: 'Povuci',
    hint: 'Tri ista simbola na liniji dobivaju. Dodirnite Povuci ili pritisnite razmaknicu.',
    spinning: 'Bubnjevi se vrte…',
    win: '{line}. {prize}',
    lose: '{line}. Ovaj put bez dobitka.',
  },
  sl: {
    machine: 'Igralni avtomat',
    pull: 'Potegni',
    hint: 'Trije enaki simboli na liniji zadenejo. Tapnite Potegni ali pritisnite preslednico.',
    spinning: 'Bobni se vrtijo…',
    win: '{line}. {prize}',
    lose: '{line}. Tokrat brez dobitka.',
  },
  hu: {
    machine: 'Nyerőgép',
    pull: 'Húzás',
    hint: 'Három egyforma a vonalon nyer. Koppintson a Húzás gombra, vagy nyomja meg a szóközt.',
    spinning: 'A hengerek forognak…',
    win: '{line}. {prize}',
    lose: '{line}. Most nem nyert.',
  },
  ro: {
    machine: 'Slot machine',
    pull: 'Trage',
    hint: 'Trei simboluri la fel pe linie câștigă. Atingeți Trage sau apăsați Space.',
    spinning: 'Rolele se învârt…',
    win: '{line}. {prize}',
    lose: '{line}. Nu ați câștigat de data aceasta.',
  },
  cs: {
    machine: 'Hrací automat',
    pull: 'Zatáhnout',
    hint: 'Tři stejné symboly na lince vyhrávají. Klepněte na Zatáhnout nebo stiskněte mezerník.',
    spinning: 'Válce se točí…',
    win: '{line}. {prize}',
    lose: '{line}. Tentokrát bez výhry.',
  },
  sk: {
    machine: 'Hrací automat',
    pull: 'Potiahnuť',
    hint: 'Tri rovnaké symboly na línii vyhrávajú. Ťuknite na Potiahnuť alebo stlačte medzerník.',
    spinning: 'Valce sa točia…',
    win: '{line}. {prize}',
    lose: '{line}. Tentoraz bez výhry.',
  },
  pl: {
    machine: 'Automat do gry',
    pull: 'Pociągnij',
    hint: 'Trzy takie same symbole na linii wygrywają. Dotknij Pociągnij lub naciśnij spację.',
    spinning: 'Bębny się kręcą…',
    win: '{line}. {prize}',
    lose: '{line}. Tym razem bez wygranej.',
  },
  nl: {
    machine: 'Gokkast',
    pull: 'Trekken',
    hint: 'Drie dezelfde op de lijn winnen. Tik op Trekken of druk op de spatiebalk.',
    spinning: 'De rollen draaien…',
    win: '{line}. {prize}',
    lose: '{line}. Helaas, deze keer niet.',
  },
  es: {
    machine: 'Tragaperras',
    pull: 'Tirar',
    hint: 'Tres iguales en la línea ganan. Toca Tirar o pulsa Espacio.',
    spinning: 'Los rodillos giran…',
    win: '{line}. {prize}',
    lose: '{line}. Esta vez no hubo suerte.',
  },
  pt: {
    machine: 'Slot machine',
    pull: 'Puxar',
    hint: 'Três iguais na linha ganham. Toque em Puxar ou prima Espaço.',
    spinning: 'Os rolos estão a girar…',
    win: '{line}. {prize}',
    lose: '{line}. Desta vez não houve sorte.',
  },
  bg: {
    machine: 'Слот машина',
    pull: 'Дръпни',
    hint: 'Три еднакви на линията печелят. Докоснете Дръпни или натиснете интервал.',
    spinning: 'Барабаните се въртят…',
    win: '{line}. {prize}',
    lose: '{line}. Този път без печалба.',
  },
};

/** The machine's words in `language`, or undefined for a language it has none in (English is the fallback). */
export function slotWords(language: string): SlotWords | undefined {
  return Object.hasOwn(SLOT_WORDS, language) ? SLOT_WORDS[language as LanguageCode] : undefined;
}
