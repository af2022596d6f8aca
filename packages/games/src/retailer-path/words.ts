import type { LanguageCode } from '@gc/contracts/languages';

/** The path game's own words (its `words` capability). `{…}` are filled in by the Player. */
export type PathWords = {
  /** The board's accessible name. */
  board: string;
  /** Above the board, before the first roll; {rolls} is the rolls a play takes. */
  instructions: string;
  /** The button that rolls the die. */
  roll: string;
  start: string;
  /** A square's accessible name; {n} is its number. */
  squareN: string;
  /** A prize square's accessible name; {prize} is the prize's name. */
  prizeSquare: string;
  /** Announced after each roll. */
  rolled: string;
  /** Under the die; {left} is how many rolls remain. */
  rollsLeft: string;
  /** Announced when the play ends on a prize; {prize} is its name. */
  won: string;
  /** Announced when the play ends on a square without a prize. */
  lost: string;
  /** Announced when the prize the token landed on has run out. */
  outOfStock: string;
  /** When a roll or the result could not be fetched. */
  failed: string;
  /** The result page's account of the play; {square} is where the token stopped. */
  stoppedOn: string;
};

export const PATH_WORDS: Record<LanguageCode, PathWords> = {
  en: {
    board: 'Game board',
    instructions: 'Roll the die {rolls} times. The square you stop on after the last roll decides your prize.',
    roll: 'Roll',
    start: 'Start',
    squareN: 'Square {n}',
    prizeSquare: 'Square {n}: {prize}',
    rolled: 'You rolled {roll}. The token is on square {square}.',
    rollsLeft: 'Rolls left: {left}',
    won: 'You stopped on {prize}!',
    lost: 'No prize on this square.',
    outOfStock: 'This prize has run out, sorry.',
    failed: 'Something went wrong. Please try again.',
    stoppedOn: 'Your token stopped on square {square}.',
  },
  de: {
    board: 'Spielbrett',
    instructions:
      'Würfeln Sie {rolls}-mal. Das Feld, auf dem Sie nach dem letzten Wurf stehen, entscheidet über Ihren Gewinn.',
    roll: 'Würfeln',
    start: 'Start',
    squareN: 'Feld {n}',
    prizeSquare: 'Feld {n}: {prize}',
    rolled: 'Sie haben eine {roll} gewürfelt. Die Figur steht auf Feld {square}.',
    rollsLeft: 'Verbleibende Würfe: {left}',
    won: 'Sie sind auf {prize} gelandet!',
    lost: 'Auf diesem Feld gibt es keinen Gewinn.',
    outOfStock: 'Dieser Gewinn ist leider vergriffen.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    stoppedOn: 'Ihre Figur blieb auf Feld {square} stehen.',
  },
  fr: {
    board: 'Plateau de jeu',
    instructions:
      'Lancez le dé {rolls} fois. La case où vous vous arrêtez après le dernier lancer décide de votre lot.',
    roll: 'Lancer',
    start: 'Départ',
    squareN: 'Case {n}',
    prizeSquare: 'Case {n} : {prize}',
    rolled: 'Vous avez fait {roll}. Le pion est sur la case {square}.',
    rollsLeft: 'Lancers restants : {left}',
    won: 'Vous êtes arrivé sur {prize} !',
    lost: 'Pas de lot sur cette case.',
    outOfStock: 'Ce lot est épuisé, désolé.',
    failed: 'Un problème est survenu. Veuillez réessayer.',
    stoppedOn: 'Votre pion s’est arrêté sur la case {square}.',
  },
  it: {
    board: 'Tabellone',
    instructions: "Lancia il dado {rolls} volte. La casella su cui ti fermi dopo l'ultimo lancio decide il tuo premio.",
    roll: 'Lancia',
    start: 'Partenza',
    squareN: 'Casella {n}',
    prizeSquare: 'Casella {n}: {prize}',
    rolled: 'Hai ottenuto {roll}. La pedina è sulla casella {square}.',
    rollsLeft: 'Lanci rimasti: {left}',
    won: 'Ti sei fermato su {prize}!',
    lost: 'Nessun premio su questa casella.',
    outOfStock: 'Questo premio è esaurito, ci dispiace.',
    failed: 'Qualcosa è andato storto. Riprova.',
    stoppedOn: 'La tua pedina si è fermata sulla casella {square}.',
  },
  sr: {
    board: 'Tabla za igru',
    instructions: 'Bacite kocku {rolls} puta. Polje na kom stanete posle poslednjeg bacanja odlučuje o nagradi.',
    roll: 'Baci',
    start: 'Start',
    squareN: 'Polje {n}',
    prizeSquare: 'Polje {n}: {prize}',
    rolled: 'Dobili ste {roll}. Figura je na polju {square}.',
    rollsLeft: 'Preostalo bacanja: {left}',
    won: 'Stali ste na {prize}!',
    lost: 'Na ovom polju nema nagrade.',
    outOfStock: 'Ova nagrada je, nažalost, rasprodata.',
    failed: 'Nešto nije u redu. Pokušajte ponovo.',
    stoppedOn: 'Vaša figura je stala na polju {square}.',
  },
  hr: {
    board: 'Ploča za igru',
    instructions: 'Bacite kocku {rolls} puta. Polje na kojem stanete nakon posljednjeg bacanja odlučuje o nagradi.',
    roll: 'Baci',
    start: 'Start',
    squareN: 'Polje {n}',
    prizeSquare: 'Polje {n}: {prize}',
    rolled: 'Dobili ste {roll}. Figura je na polju {square}.',
    rollsLeft: 'Preostalo bacanja: {left}',
    won: 'Stali ste na {prize}!',
    lost: 'Na ovom polju nema nagrade.',
    outOfStock: 'Ova je nagrada, nažalost, rasprodana.',
    failed: 'Nešto nije u redu. Pokušajte ponovno.',
    stoppedOn: 'Vaša je figura stala na polju {square}.',
  },
  sl: {
    board: 'Igralna plošča',
    instructions: 'Kocko vrzite {rolls}-krat. Polje, na katerem obstanete po zadnjem metu, odloči o nagradi.',
    roll: 'Vrzi',
    start: 'Start',
    squareN: 'Polje {n}',
    prizeSquare: 'Polje {n}: {prize}',
    rolled: 'Vrgli ste {roll}. Figura je na polju {square}.',
    rollsLeft: 'Preostali meti: {left}',
    won: 'Obstali ste na {prize}!',
    lost: 'Na tem polju ni nagrade.',
    outOfStock: 'Te nagrade je žal zmanjkalo.',
    failed: 'Prišlo je do napake. Poskusite znova.',
    stoppedOn: 'Vaša figura je obstala na polju {square}.',
  },
  hu: {
    board: 'Játéktábla',
    instructions: 'Dobjon {rolls}-szor a kockával. Az a mező dönt a nyereményről, ahol az utolsó dobás után áll.',
    roll: 'Dobás',
    start: 'Start',
    squareN: '{n}. mező',
    prizeSquare: '{n}. mező: {prize}',
    rolled: '{roll}-t dobott. A bábu a(z) {square}. mezőn áll.',
    rollsLeft: 'Hátralévő dobások: {left}',
    won: 'Ezen állt meg: {prize}!',
    lost: 'Ezen a mezőn nincs nyeremény.',
    outOfStock: 'Ez a nyeremény sajnos elfogyott.',
    failed: 'Hiba történt. Kérjük, próbálja újra.',
    stoppedOn: 'A bábuja a(z) {square}. mezőn állt meg.',
  },
  ro: {
    board: 'Tabla de joc',
    instructions: 'Aruncați zarul de {rolls} ori. Căsuța pe care vă opriți după ultima aruncare decide premiul.',
    roll: 'Aruncă',
    start: 'Start',
    squareN: 'Căsuța {n}',
    prizeSquare: 'Căsuța {n}: {prize}',
    rolled: 'Ați dat {roll}. Piesa este pe căsuța {square}.',
    rollsLeft: 'Aruncări rămase: {left}',
    won: 'V-ați oprit pe {prize}!',
    lost: 'Niciun premiu pe această căsuță.',
    outOfStock: 'Ne pare rău, acest premiu s-a epuizat.',
    failed: 'Ceva nu a mers. Vă rugăm să încercați din nou.',
    stoppedOn: 'Piesa dvs. s-a oprit pe căsuța {square}.',
  },
  cs: {
    board: 'Herní plán',
    instructions: 'Hoďte kostkou {rolls}krát. Políčko, na kterém po posledním hodu stojíte, rozhodne o výhře.',
    roll: 'Hodit',
    start: 'Start',
    squareN: 'Políčko {n}',
    prizeSquare: 'Políčko {n}: {prize}',
    rolled: 'Hodili jste {roll}. Figurka stojí na políčku {square}.',
    rollsLeft: 'Zbývající hody: {left}',
    won: 'Zastavili jste na: {prize}!',
    lost: 'Na tomto políčku není výhra.',
    outOfStock: 'Tato výhra je bohužel rozebraná.',
    failed: 'Něco se pokazilo. Zkuste to prosím znovu.',
    stoppedOn: 'Vaše figurka se zastavila na políčku {square}.',
  },
  sk: {
    board: 'Herná plocha',
    instructions: 'Hoďte kockou {rolls}-krát. Políčko, na ktorom po poslednom hode stojíte, rozhodne o výhre.',
    roll: 'Hodiť',
    start: 'Štart',
    squareN: 'Políčko {n}',
    prizeSquare: 'Políčko {n}: {prize}',
    rolled: 'Hodili ste {roll}. Figúrka stojí na políčku {square}.',
    rollsLeft: 'Zostávajúce hody: {left}',
    won: 'Zastavili ste na: {prize}!',
    lost: 'Na tomto políčku nie je výhra.',
    outOfStock: 'Táto výhra je, žiaľ, vypredaná.',
    failed: 'Niečo sa pokazilo. Skúste to znova.',
    stoppedOn: 'Vaša figúrka sa zastavila na políčku {square}.',
  },
  pl: {
    board: 'Plansza',
    instructions: 'Rzuć kostką {rolls} razy. Pole, na którym staniesz po ostatnim rzucie, decyduje o nagrodzie.',
    roll: 'Rzuć',
    start: 'Start',
    squareN: 'Pole {n}',
    prizeSquare: 'Pole {n}: {prize}',
    rolled: 'Wyrzuciłeś {roll}. Pionek stoi na polu {square}.',
    rollsLeft: 'Pozostałe rzuty: {left}',
    won: 'Zatrzymałeś się na: {prize}!',
    lost: 'Na tym polu nie ma nagrody.',
    outOfStock: 'Niestety ta nagroda się skończyła.',
    failed: 'Coś poszło nie tak. Spróbuj ponownie.',
    stoppedOn: 'Twój pionek zatrzymał się na polu {square}.',
  },
  nl: {
    board: 'Speelbord',
    instructions: 'Gooi {rolls} keer met de dobbelsteen. Het vak waar je na de laatste worp staat, bepaalt je prijs.',
    roll: 'Gooien',
    start: 'Start',
    squareN: 'Vak {n}',
    prizeSquare: 'Vak {n}: {prize}',
    rolled: 'Je gooide {roll}. De pion staat op vak {square}.',
    rollsLeft: 'Worpen over: {left}',
    won: 'Je bent op {prize} geland!',
    lost: 'Geen prijs op dit vak.',
    outOfStock: 'Deze prijs is helaas op.',
    failed: 'Er ging iets mis. Probeer het opnieuw.',
    stoppedOn: 'Je pion stopte op vak {square}.',
  },
  es: {
    board: 'Tablero',
    instructions:
      'Tira el dado {rolls} veces. La casilla en la que te detengas tras la última tirada decide tu premio.',
    roll: 'Tirar',
    start: 'Salida',
    squareN: 'Casilla {n}',
    prizeSquare: 'Casilla {n}: {prize}',
    rolled: 'Has sacado un {roll}. La ficha está en la casilla {square}.',
    rollsLeft: 'Tiradas restantes: {left}',
    won: '¡Has caído en {prize}!',
    lost: 'No hay premio en esta casilla.',
    outOfStock: 'Lo sentimos, este premio se ha agotado.',
    failed: 'Algo ha fallado. Inténtalo de nuevo.',
    stoppedOn: 'Tu ficha se detuvo en la casilla {square}.',
  },
  pt: {
    board: 'Tabuleiro',
    instructions: 'Lance o dado {rolls} vezes. A casa onde parar após o último lançamento decide o seu prémio.',
    roll: 'Lançar',
    start: 'Partida',
    squareN: 'Casa {n}',
    prizeSquare: 'Casa {n}: {prize}',
    rolled: 'Saiu {roll}. O peão está na casa {square}.',
    rollsLeft: 'Lançamentos restantes: {left}',
    won: 'Parou em {prize}!',
    lost: 'Não há prémio nesta casa.',
    outOfStock: 'Lamentamos, este prémio esgotou.',
    failed: 'Algo correu mal. Tente novamente.',
    stoppedOn: 'O seu peão parou na casa {square}.',
  },
  bg: {
    board: 'Игрално поле',
    instructions: 'Хвърлете зара {rolls} пъти. Полето, на което спрете след последното хвърляне, решава наградата.',
    roll: 'Хвърли',
    start: 'Старт',
    squareN: 'Поле {n}',
    prizeSquare: 'Поле {n}: {prize}',
    rolled: 'Хвърлихте {roll}. Фигурата е на поле {square}.',
    rollsLeft: 'Оставащи хвърляния: {left}',
    won: 'Спряхте на {prize}!',
    lost: 'На това поле няма награда.',
    outOfStock: 'За съжаление тази награда е изчерпана.',
    failed: 'Нещо се обърка. Моля, опитайте отново.',
    stoppedOn: 'Фигурата ви спря на поле {square}.',
  },
};

/** The path's words in `language`, or undefined for a language it has none in (English is the fallback). */
export function pathWords(language: string): PathWords | undefined {
  return Object.hasOwn(PATH_WORDS, language) ? PATH_WORDS[language as LanguageCode] : undefined;
}
