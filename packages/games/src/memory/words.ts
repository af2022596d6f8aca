import type { LanguageCode } from '@gc/contracts/languages';

/**
 * Memory's own words around the marketer's tiles (its `words` capability, given to the Player as its
 * labels), one entry per campaign language: a new campaign language without an entry fails the
 * typecheck. `{…}` are filled in by the Player, `{seconds}` and `{moves}` by the result summary.
 */
export type MemoryWords = {
  /** The button that opens a play (deals the board and starts the clock). */
  start: string;
  /** Under the board before a play: how to play, keyboard included. */
  instructions: string;
  /** The board's name for assistive technology. */
  board: string;
  /** A covered tile, by its place: "Tile 3". */
  tileN: string;
  /** The name of a picture without a label. */
  pictureN: string;
  /** Announced when a tile is turned: "Tile 3: Apple". */
  shown: string;
  /** Announced when a turn finds a pair. */
  matched: string;
  /** Announced when a turn's two tiles differ. */
  noMatch: string;
  /** The clock's label. */
  time: string;
  /** The count of turns played. */
  moves: string;
  /** "4 of 8 pairs". */
  pairs: string;
  /** Announced when every pair is found. */
  finished: string;
  /** Announced when the server could not take a flip or the outcome; the player may try again. */
  failed: string;
  /** After a failed outcome, to try again. */
  seeResult: string;
  /** The time of a play on the result page. */
  result: string;
};

export const MEMORY_WORDS: Record<LanguageCode, MemoryWords> = {
  en: {
    start: 'Start',
    instructions: 'Turn over two tiles at a time to find every pair. Arrow keys move, Enter turns a tile.',
    board: 'Memory board',
    tileN: 'Tile {n}',
    pictureN: 'Picture {n}',
    shown: 'Tile {n}: {name}',
    matched: 'A pair: {name}!',
    noMatch: 'No pair: {first} and {second}.',
    time: 'Time',
    moves: 'Moves',
    pairs: '{found} of {total} pairs',
    finished: 'You found every pair!',
    failed: 'Your move could not be sent. Please try again.',
    seeResult: 'See the result',
    result: 'Your time: {seconds} s, in {moves} moves',
  },
  de: {
    start: 'Start',
    instructions: 'Decke jeweils zwei Karten auf, um alle Paare zu finden. Pfeiltasten bewegen, Enter deckt auf.',
    board: 'Memory-Spielfeld',
    tileN: 'Karte {n}',
    pictureN: 'Bild {n}',
    shown: 'Karte {n}: {name}',
    matched: 'Ein Paar: {name}!',
    noMatch: 'Kein Paar: {first} und {second}.',
    time: 'Zeit',
    moves: 'Züge',
    pairs: '{found} von {total} Paaren',
    finished: 'Du hast alle Paare gefunden!',
    failed: 'Dein Zug konnte nicht gesendet werden. Bitte versuche es erneut.',
    seeResult: 'Zum Ergebnis',
    result: 'Deine Zeit: {seconds} s, in {moves} Zügen',
  },
  fr: {
    start: 'Commencer',
    instructions:
      'Retournez deux cartes à la fois pour trouver toutes les paires. Les flèches déplacent, Entrée retourne.',
    board: 'Plateau de memory',
    tileN: 'Carte {n}',
    pictureN: 'Image {n}',
    shown: 'Carte {n} : {name}',
    matched: 'Une paire : {name} !',
    noMatch: 'Pas de paire : {first} et {second}.',
    time: 'Temps',
    moves: 'Coups',
    pairs: '{found} paires sur {total}',
    finished: 'Vous avez trouvé toutes les paires !',
    failed: 'Votre coup n’a pas pu être envoyé. Veuillez réessayer.',
    seeResult: 'Voir le résultat',
    result: 'Votre temps : {seconds} s, en {moves} coups',
  },
  it: {
    start: 'Inizia',
    instructions: 'Gira due tessere alla volta per trovare tutte le coppie. Le frecce spostano, Invio gira.',
    board: 'Tabellone del memory',
    tileN: 'Tessera {n}',
    pictureN: 'Immagine {n}',
    shown: 'Tessera {n}: {name}',
    matched: 'Una coppia: {name}!',
    noMatch: 'Nessuna coppia: {first} e {second}.',
    time: 'Tempo',
    moves: 'Mosse',
    pairs: '{found} coppie su {total}',
    finished: 'Hai trovato tutte le coppie!',
    failed: 'La tua mossa non è stata inviata. Riprova.',
    seeResult: 'Vedi il risultato',
    result: 'Il tuo tempo: {seconds} s, in {moves} mosse',
  },
  sr: {
    start: 'Počni',
    instructions: 'Okrećite po dve pločice da pronađete sve parove. Strelice pomeraju, Enter okreće pločicu.',
    board: 'Tabla za memoriju',
    tileN: 'Pločica {n}',
    pictureN: 'Slika {n}',
    shown: 'Pločica {n}: {name}',
    matched: 'Par: {name}!',
    noMatch: 'Nije par: {first} i {second}.',
    time: 'Vreme',
    moves: 'Potezi',
    pairs: '{found} od {total} parova',
    finished: 'Pronašli ste sve parove!',
    failed: 'Potez nije poslat. Pokušajte ponovo.',
    seeResult: 'Pogledaj rezultat',
    result: 'Vaše vreme: {seconds} s, u {moves} poteza',
  },
  hr: {
    start: 'Započni',
    instructions: 'Okrećite po dvije pločice kako biste pronašli sve parove. Strelice pomiču, Enter okreće.',
    board: 'Ploča za memory',
    tileN: 'Pločica {n}',
    pictureN: 'Slika {n}',
    shown: 'Pločica {n}: {name}',
    matched: 'Par: {name}!',
    noMatch: 'Nije par: {first} i {second}.',
    time: 'Vrijeme',
    moves: 'Potezi',
    pairs: '{found} od {total} parova',
    finished: 'Pronašli ste sve parove!',
    failed: 'Potez nije poslan. Pokušajte ponovno.',
    seeResult: 'Pogledaj rezultat',
    result: 'Vaše vrijeme: {seconds} s, u {moves} poteza',
  },
  sl: {
    start: 'Začni',
    instructions: 'Obračajte po dve ploščici, da najdete vse pare. Puščice premikajo, Enter obrne ploščico.',
    board: 'Igralna plošča spomina',
    tileN: 'Ploščica {n}',
    pictureN: 'Slika {n}',
    shown: 'Ploščica {n}: {name}',
    matched: 'Par: {name}!',
    noMatch: 'Ni par: {first} in {second}.',
    time: 'Čas',
    moves: 'Poteze',
    pairs: '{found} od {total} parov',
    finished: 'Našli ste vse pare!',
    failed: 'Poteze ni bilo mogoče poslati. Poskusite znova.',
    seeResult: 'Poglej rezultat',
    result: 'Vaš čas: {seconds} s, v {moves} potezah',
  },
  hu: {
    start: 'Kezdés',
    instructions: 'Fordíts fel egyszerre két lapot, és találd meg az összes párt. Nyilak: mozgás, Enter: fordítás.',
    board: 'Memóriajáték tábla',
    tileN: '{n}. lap',
    pictureN: '{n}. kép',
    shown: '{n}. lap: {name}',
    matched: 'Egy pár: {name}!',
    noMatch: 'Nem pár: {first} és {second}.',
    time: 'Idő',
    moves: 'Lépések',
    pairs: '{found} / {total} pár',
    finished: 'Megtaláltad az összes párt!',
    failed: 'A lépést nem sikerült elküldeni. Próbáld újra.',
    seeResult: 'Eredmény megtekintése',
    result: 'Az időd: {seconds} mp, {moves} lépésből',
  },
  ro: {
    start: 'Începe',
    instructions: 'Întoarce câte două cărți pentru a găsi toate perechile. Săgețile mută, Enter întoarce.',
    board: 'Tabla jocului de memorie',
    tileN: 'Cartea {n}',
    pictureN: 'Imaginea {n}',
    shown: 'Cartea {n}: {name}',
    matched: 'O pereche: {name}!',
    noMatch: 'Nu e pereche: {first} și {second}.',
    time: 'Timp',
    moves: 'Mutări',
    pairs: '{found} din {total} perechi',
    finished: 'Ai găsit toate perechile!',
    failed: 'Mutarea nu a putut fi trimisă. Încearcă din nou.',
    seeResult: 'Vezi rezultatul',
    result: 'Timpul tău: {seconds} s, în {moves} mutări',
  },
  cs: {
    start: 'Začít',
    instructions: 'Otáčejte vždy dvě kartičky a najděte všechny dvojice. Šipky posouvají, Enter otáčí.',
    board: 'Hrací plocha pexesa',
    tileN: 'Kartička {n}',
    pictureN: 'Obrázek {n}',
    shown: 'Kartička {n}: {name}',
    matched: 'Dvojice: {name}!',
    noMatch: 'Není dvojice: {first} a {second}.',
    time: 'Čas',
    moves: 'Tahy',
    pairs: '{found} z {total} dvojic',
    finished: 'Našli jste všechny dvojice!',
    failed: 'Tah se nepodařilo odeslat. Zkuste to znovu.',
    seeResult: 'Zobrazit výsledek',
    result: 'Váš čas: {seconds} s, za {moves} tahů',
  },
  sk: {
    start: 'Začať',
    instructions: 'Otáčajte vždy dve kartičky a nájdite všetky dvojice. Šípky posúvajú, Enter otáča.',
    board: 'Hracia plocha pexesa',
    tileN: 'Kartička {n}',
    pictureN: 'Obrázok {n}',
    shown: 'Kartička {n}: {name}',
    matched: 'Dvojica: {name}!',
    noMatch: 'Nie je dvojica: {first} a {second}.',
    time: 'Čas',
    moves: 'Ťahy',
    pairs: '{found} z {total} dvojíc',
    finished: 'Našli ste všetky dvojice!',
    failed: 'Ťah sa nepodarilo odoslať. Skúste to znova.',
    seeResult: 'Zobraziť výsledok',
    result: 'Váš čas: {seconds} s, za {moves} ťahov',
  },
  pl: {
    start: 'Start',
    instructions: 'Odkrywaj po dwie karty, aby znaleźć wszystkie pary. Strzałki przesuwają, Enter odkrywa.',
    board: 'Plansza memory',
    tileN: 'Karta {n}',
    pictureN: 'Obrazek {n}',
    shown: 'Karta {n}: {name}',
    matched: 'Para: {name}!',
    noMatch: 'Nie para: {first} i {second}.',
    time: 'Czas',
    moves: 'Ruchy',
    pairs: '{found} z {total} par',
    finished: 'Znalazłeś wszystkie pary!',
    failed: 'Nie udało się wysłać ruchu. Spróbuj ponownie.',
    seeResult: 'Zobacz wynik',
    result: 'Twój czas: {seconds} s, w {moves} ruchach',
  },
  nl: {
    start: 'Start',
    instructions: 'Draai telkens twee kaartjes om en vind alle paren. Pijltoetsen verplaatsen, Enter draait om.',
    board: 'Memoryspeelbord',
    tileN: 'Kaartje {n}',
    pictureN: 'Afbeelding {n}',
    shown: 'Kaartje {n}: {name}',
    matched: 'Een paar: {name}!',
    noMatch: 'Geen paar: {first} en {second}.',
    time: 'Tijd',
    moves: 'Zetten',
    pairs: '{found} van {total} paren',
    finished: 'Je hebt alle paren gevonden!',
    failed: 'Je zet kon niet worden verstuurd. Probeer het opnieuw.',
    seeResult: 'Bekijk het resultaat',
    result: 'Je tijd: {seconds} s, in {moves} zetten',
  },
  es: {
    start: 'Empezar',
    instructions: 'Da la vuelta a dos fichas cada vez para encontrar todas las parejas. Flechas mueven, Intro gira.',
    board: 'Tablero de memoria',
    tileN: 'Ficha {n}',
    pictureN: 'Imagen {n}',
    shown: 'Ficha {n}: {name}',
    matched: '¡Una pareja: {name}!',
    noMatch: 'No son pareja: {first} y {second}.',
    time: 'Tiempo',
    moves: 'Movimientos',
    pairs: '{found} de {total} parejas',
    finished: '¡Has encontrado todas las parejas!',
    failed: 'No se pudo enviar tu movimiento. Inténtalo de nuevo.',
    seeResult: 'Ver el resultado',
    result: 'Tu tiempo: {seconds} s, en {moves} movimientos',
  },
  pt: {
    start: 'Começar',
    instructions: 'Vire duas peças de cada vez para encontrar todos os pares. As setas movem, Enter vira.',
    board: 'Tabuleiro de memória',
    tileN: 'Peça {n}',
    pictureN: 'Imagem {n}',
    shown: 'Peça {n}: {name}',
    matched: 'Um par: {name}!',
    noMatch: 'Não é par: {first} e {second}.',
    time: 'Tempo',
    moves: 'Jogadas',
    pairs: '{found} de {total} pares',
    finished: 'Encontrou todos os pares!',
    failed: 'Não foi possível enviar a sua jogada. Tente novamente.',
    seeResult: 'Ver o resultado',
    result: 'O seu tempo: {seconds} s, em {moves} jogadas',
  },
  bg: {
    start: 'Започни',
    instructions: 'Обръщайте по две плочки, за да намерите всички двойки. Стрелките местят, Enter обръща.',
    board: 'Дъска за игра на памет',
    tileN: 'Плочка {n}',
    pictureN: 'Картинка {n}',
    shown: 'Плочка {n}: {name}',
    matched: 'Двойка: {name}!',
    noMatch: 'Не е двойка: {first} и {second}.',
    time: 'Време',
    moves: 'Ходове',
    pairs: '{found} от {total} двойки',
    finished: 'Намерихте всички двойки!',
    failed: 'Ходът не можа да бъде изпратен. Опитайте отново.',
    seeResult: 'Вижте резултата',
    result: 'Вашето време: {seconds} s, за {moves} хода',
  },
};

/** Memory's words in `language`, or undefined for a language it has none in (English is the fallback). */
export function memoryWords(language: string): MemoryWords | undefined {
  return Object.hasOwn(MEMORY_WORDS, language) ? MEMORY_WORDS[language as LanguageCode] : undefined;
}
