import type { LanguageCode } from '@gc/contracts/languages';

/** The words of the e-mail a registered winner receives, in every campaign language. */
export type PrizeEmailTexts = {
  /** {prize} is the prize's name. */
  subject: string;
  /** {name} is the player's first name. */
  greeting: string;
  greetingWithoutName: string;
  /** {prize} is the prize's name. */
  won: string;
  /** Followed by the code on its own line. */
  voucherCode: string;
  /** {date} is the expiry, in the player's language. */
  validUntil: string;
  keep: string;
  /** The words of the link to the player's prize wallet (prizeWalletEnabled). */
  wallet: string;
};

export const PRIZE_EMAIL_TEXTS: Record<LanguageCode, PrizeEmailTexts> = {
  en: {
    subject: 'Your prize: {prize}',
    greeting: 'Hello {name},',
    greetingWithoutName: 'Hello,',
    won: 'Congratulations! You have won {prize}.',
    voucherCode: 'Your voucher code:',
    validUntil: 'Valid until {date}.',
    keep: 'Keep this e-mail: you will need it to redeem your prize.',
    wallet: 'See all your prizes',
  },
  de: {
    subject: 'Ihr Gewinn: {prize}',
    greeting: 'Hallo {name},',
    greetingWithoutName: 'Hallo,',
    won: 'Herzlichen Glückwunsch! Sie haben {prize} gewonnen.',
    voucherCode: 'Ihr Gutscheincode:',
    validUntil: 'Gültig bis {date}.',
    keep: 'Bewahren Sie diese E-Mail auf: Sie brauchen sie, um Ihren Gewinn einzulösen.',
    wallet: 'Alle Ihre Gewinne ansehen',
  },
  fr: {
    subject: 'Votre prix : {prize}',
    greeting: 'Bonjour {name},',
    greetingWithoutName: 'Bonjour,',
    won: 'Félicitations ! Vous avez gagné {prize}.',
    voucherCode: 'Votre code de bon :',
    validUntil: 'Valable jusqu’au {date}.',
    keep: 'Conservez cet e-mail : vous en aurez besoin pour utiliser votre prix.',
    wallet: 'Voir tous vos prix',
  },
  it: {
    subject: 'Il tuo premio: {prize}',
    greeting: 'Ciao {name},',
    greetingWithoutName: 'Ciao,',
    won: 'Congratulazioni! Hai vinto {prize}.',
    voucherCode: 'Il tuo codice buono:',
    validUntil: 'Valido fino al {date}.',
    keep: 'Conserva questa e-mail: ti servirà per riscattare il premio.',
    wallet: 'Vedi tutti i tuoi premi',
  },
  sr: {
    subject: 'Vaša nagrada: {prize}',
    greeting: 'Zdravo {name},',
    greetingWithoutName: 'Zdravo,',
    won: 'Čestitamo! Osvojili ste {prize}.',
    voucherCode: 'Vaš kod vaučera:',
    validUntil: 'Važi do {date}.',
    keep: 'Sačuvajte ovaj imejl: biće vam potreban da preuzmete nagradu.',
    wallet: 'Pogledajte sve svoje nagrade',
  },
  hr: {
    subject: 'Vaša nagrada: {prize}',
    greeting: 'Pozdrav {name},',
    greetingWithoutName: 'Pozdrav,',
    won: 'Čestitamo! Osvojili ste {prize}.',
    voucherCode: 'Vaš kod vaučera:',
    validUntil: 'Vrijedi do {date}.',
    keep: 'Sačuvajte ovu e-poruku: trebat će vam za preuzimanje nagrade.',
    wallet: 'Pogledajte sve svoje nagrade',
  },
  sl: {
    subject: 'Vaša nagrada: {prize}',
    greeting: 'Pozdravljeni, {name},',
    greetingWithoutName: 'Pozdravljeni,',
    won: 'Čestitamo! Osvojili ste {prize}.',
    voucherCode: 'Vaša koda bona:',
    validUntil: 'Velja do {date}.',
    keep: 'Shranite to e-sporočilo: potrebovali ga boste za unovčenje nagrade.',
    wallet: 'Oglejte si vse svoje nagrade',
  },
  hu: {
    subject: 'Az Ön nyereménye: {prize}',
    greeting: 'Kedves {name}!',
    greetingWithoutName: 'Kedves Játékos!',
    won: 'Gratulálunk! Ön nyerte: {prize}.',
    voucherCode: 'Az Ön kuponkódja:',
    validUntil: 'Érvényes eddig: {date}.',
    keep: 'Őrizze meg ezt az e-mailt: szüksége lesz rá a nyeremény beváltásához.',
    wallet: 'Az összes nyeremény megtekintése',
  },
  ro: {
    subject: 'Premiul dumneavoastră: {prize}',
    greeting: 'Bună ziua, {name},',
    greetingWithoutName: 'Bună ziua,',
    won: 'Felicitări! Ați câștigat {prize}.',
    voucherCode: 'Codul voucherului dumneavoastră:',
    validUntil: 'Valabil până la {date}.',
    keep: 'Păstrați acest e-mail: veți avea nevoie de el pentru a revendica premiul.',
    wallet: 'Vedeți toate premiile',
  },
  cs: {
    subject: 'Vaše výhra: {prize}',
    greeting: 'Dobrý den, {name},',
    greetingWithoutName: 'Dobrý den,',
    won: 'Gratulujeme! Vyhráli jste {prize}.',
    voucherCode: 'Váš kód poukazu:',
    validUntil: 'Platí do {date}.',
    keep: 'Tento e-mail si uschovejte: budete ho potřebovat k uplatnění výhry.',
    wallet: 'Zobrazit všechny výhry',
  },
  sk: {
    subject: 'Vaša výhra: {prize}',
    greeting: 'Dobrý deň, {name},',
    greetingWithoutName: 'Dobrý deň,',
    won: 'Gratulujeme! Vyhrali ste {prize}.',
    voucherCode: 'Váš kód poukážky:',
    validUntil: 'Platí do {date}.',
    keep: 'Tento e-mail si uschovajte: budete ho potrebovať na uplatnenie výhry.',
    wallet: 'Zobraziť všetky výhry',
  },
  pl: {
    subject: 'Twoja nagroda: {prize}',
    greeting: 'Cześć {name},',
    greetingWithoutName: 'Cześć,',
    won: 'Gratulacje! Wygrałeś(-aś) {prize}.',
    voucherCode: 'Twój kod vouchera:',
    validUntil: 'Ważny do {date}.',
    keep: 'Zachowaj tę wiadomość: będzie potrzebna do odebrania nagrody.',
    wallet: 'Zobacz wszystkie nagrody',
  },
  nl: {
    subject: 'Je prijs: {prize}',
    greeting: 'Hallo {name},',
    greetingWithoutName: 'Hallo,',
    won: 'Gefeliciteerd! Je hebt {prize} gewonnen.',
    voucherCode: 'Je vouchercode:',
    validUntil: 'Geldig tot {date}.',
    keep: 'Bewaar deze e-mail: je hebt hem nodig om je prijs te verzilveren.',
    wallet: 'Bekijk al je prijzen',
  },
  es: {
    subject: 'Tu premio: {prize}',
    greeting: 'Hola, {name}:',
    greetingWithoutName: 'Hola:',
    won: '¡Enhorabuena! Has ganado {prize}.',
    voucherCode: 'Tu código de cupón:',
    validUntil: 'Válido hasta el {date}.',
    keep: 'Guarda este correo: lo necesitarás para canjear tu premio.',
    wallet: 'Ver todos tus premios',
  },
  pt: {
    subject: 'O seu prémio: {prize}',
    greeting: 'Olá {name},',
    greetingWithoutName: 'Olá,',
    won: 'Parabéns! Ganhou {prize}.',
    voucherCode: 'O seu código de voucher:',
    validUntil: 'Válido até {date}.',
    keep: 'Guarde este e-mail: vai precisar dele para resgatar o seu prémio.',
    wallet: 'Ver todos os seus prémios',
  },
  bg: {
    subject: 'Вашата награда: {prize}',
    greeting: 'Здравейте, {name},',
    greetingWithoutName: 'Здравейте,',
    won: 'Поздравления! Спечелихте {prize}.',
    voucherCode: 'Вашият код за ваучер:',
    validUntil: 'Валиден до {date}.',
    keep: 'Запазете този имейл: ще ви трябва, за да получите наградата си.',
    wallet: 'Вижте всичките си награди',
  },
};
