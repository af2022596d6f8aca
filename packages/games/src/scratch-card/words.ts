import type { LanguageCode } from '@gc/contracts/languages';

/** The scratch card's own words (its `words` capability). */
export type CardWords = {
  /** The card's accessible name. */
  card: string;
  /** Under the card, before it is opened. */
  hint: string;
  /** The button that opens the card in full, for keyboard and screen-reader players. */
  reveal: string;
  /** Announced once the card is open; {result} is the face's text. */
  result: string;
};

export const CARD_WORDS: Record<LanguageCode, CardWords> = {
  en: {
    card: 'Scratch card',
    hint: 'Scratch the card with your finger or mouse, or press Reveal.',
    reveal: 'Reveal',
    result: 'The card shows: {result}',
  },
  de: {
    card: 'Rubbelkarte',
    hint: 'Rubbeln Sie die Karte mit dem Finger oder der Maus frei, oder drücken Sie Aufdecken.',
    reveal: 'Aufdecken',
    result: 'Die Karte zeigt: {result}',
  },
  fr: {
    card: 'Carte à gratter',
    hint: 'Grattez la carte avec le doigt ou la souris, ou appuyez sur Révéler.',
    reveal: 'Révéler',
    result: 'La carte affiche : {result}',
  },
  it: {
    card: 'Gratta e vinci',
    hint: 'Gratta la carta con il dito o il mouse, oppure premi Scopri.',
    reveal: 'Scopri',
    result: 'La carta mostra: {result}',
  },
  sr: {
    card: 'Greb kartica',
    hint: 'Ogrebite karticu prstom ili mišem, ili pritisnite Otkrij.',
    reveal: 'Otkrij',
    result: 'Kartica prikazuje: {result}',
  },
  hr: {
    card: 'Greb kartica',
    hint: 'Ostružite karticu prstom ili mišem, ili pritisnite Otkrij.',
    reveal: 'Otkrij',
    result: 'Kartica prikazuje: {result}',
  },
  sl: {
    card: 'Praskalka',
    hint: 'Postrgajte kartico s prstom ali miško ali pritisnite Razkrij.',
    reveal: 'Razkrij',
    result: 'Kartica prikazuje: {result}',
  },
  hu: {
    card: 'Kaparós sorsjegy',
    hint: 'Kaparja le a kártyát az ujjával vagy az egérrel, vagy nyomja meg a Felfedés gombot.',
    reveal: 'Felfedés',
    result: 'A kártyán ez áll: {result}',
  },
  ro: {
    card: 'Card răzuibil',
    hint: 'Răzuiți cardul cu degetul sau cu mouse-ul, ori apăsați Dezvăluie.',
    reveal: 'Dezvăluie',
    result: 'Cardul arată: {result}',
  },
  cs: {
    card: 'Stírací los',
    hint: 'Setřete los prstem nebo myší, nebo stiskněte Odkrýt.',
    reveal: 'Odkrýt',
    result: 'Los ukazuje: {result}',
  },
  sk: {
    card: 'Stierací žreb',
    hint: 'Zotrite žreb prstom alebo myšou, alebo stlačte Odkryť.',
    reveal: 'Odkryť',
    result: 'Žreb ukazuje: {result}',
  },
  pl: {
    card: 'Zdrapka',
    hint: 'Zdrap kartę palcem lub myszą albo naciśnij Odkryj.',
    reveal: 'Odkryj',
    result: 'Karta pokazuje: {result}',
  },
  nl: {
    card: 'Kraskaart',
    hint: 'Kras de kaart open met je vinger of muis, of druk op Onthullen.',
    reveal: 'Onthullen',
    result: 'De kaart toont: {result}',
  },
  es: {
    card: 'Rasca y gana',
    hint: 'Rasca la tarjeta con el dedo o el ratón, o pulsa Descubrir.',
    reveal: 'Descubrir',
    result: 'La tarjeta muestra: {result}',
  },
  pt: {
    card: 'Raspadinha',
    hint: 'Raspe o cartão com o dedo ou o rato, ou carregue em Revelar.',
    reveal: 'Revelar',
    result: 'O cartão mostra: {result}',
  },
  bg: {
    card: 'Карта за изтриване',
    hint: 'Изтрийте картата с пръст или мишка, или натиснете Покажи.',
    reveal: 'Покажи',
    result: 'Картата показва: {result}',
  },
};

/** The card's words in `language`, or undefined for a language it has none in (English is the fallback). */
export function cardWords(language: string): CardWords | undefined {
  return Object.hasOwn(CARD_WORDS, language) ? CARD_WORDS[language as LanguageCode] : undefined;
}
