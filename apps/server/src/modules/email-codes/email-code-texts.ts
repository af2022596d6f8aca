import type { LanguageCode } from '@gc/contracts/languages';

/** The words of the e-mail that carries a one-time code (e-mail verification), in every campaign language. */
export type EmailCodeTexts = {
  /** {code} is the code: mail apps show it in their notification. */
  subject: string;
  greeting: string;
  /** Followed by the code on its own line. */
  enterCode: string;
  /** {minutes} is how long the code is valid. */
  validity: string;
  notYou: string;
};

export const EMAIL_CODE_TEXTS: Record<LanguageCode, EmailCodeTexts> = {
  en: {
    subject: 'Your code: {code}',
    greeting: 'Hello,',
    enterCode: 'Enter this code on the campaign page to confirm your e-mail address:',
    validity: 'The code is valid for {minutes} minutes.',
    notYou: 'If you did not register, ignore this e-mail: nothing happens without the code.',
  },
  de: {
    subject: 'Ihr Code: {code}',
    greeting: 'Hallo,',
    enterCode: 'Geben Sie diesen Code auf der Kampagnenseite ein, um Ihre E-Mail-Adresse zu bestätigen:',
    validity: 'Der Code ist {minutes} Minuten gültig.',
    notYou: 'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Ohne den Code geschieht nichts.',
  },
  fr: {
    subject: 'Votre code : {code}',
    greeting: 'Bonjour,',
    enterCode: 'Saisissez ce code sur la page de la campagne pour confirmer votre adresse e-mail :',
    validity: 'Le code est valable {minutes} minutes.',
    notYou: 'Si vous ne vous êtes pas inscrit, ignorez cet e-mail : rien ne se passe sans le code.',
  },
  it: {
    subject: 'Il tuo codice: {code}',
    greeting: 'Ciao,',
    enterCode: 'Inserisci questo codice nella pagina della campagna per confermare il tuo indirizzo e-mail:',
    validity: 'Il codice è valido per {minutes} minuti.',
    notYou: 'Se non ti sei registrato, ignora questa e-mail: senza il codice non succede nulla.',
  },
  sr: {
    subject: 'Vaš kod: {code}',
    greeting: 'Zdravo,',
    enterCode: 'Unesite ovaj kod na stranici kampanje da biste potvrdili svoju imejl adresu:',
    validity: 'Kod važi {minutes} minuta.',
    notYou: 'Ako se niste prijavili, zanemarite ovaj imejl: bez koda se ništa ne dešava.',
  },
  hr: {
    subject: 'Vaš kod: {code}',
    greeting: 'Pozdrav,',
    enterCode: 'Unesite ovaj kod na stranici kampanje kako biste potvrdili svoju adresu e-pošte:',
    validity: 'Kod vrijedi {minutes} minuta.',
    notYou: 'Ako se niste prijavili, zanemarite ovu e-poruku: bez koda se ništa ne događa.',
  },
  sl: {
    subject: 'Vaša koda: {code}',
    greeting: 'Pozdravljeni,',
    enterCode: 'To kodo vnesite na strani kampanje, da potrdite svoj e-poštni naslov:',
    validity: 'Koda velja {minutes} minut.',
    notYou: 'Če se niste prijavili, prezrite to e-sporočilo: brez kode se nič ne zgodi.',
  },
  hu: {
    subject: 'Az Ön kódja: {code}',
    greeting: 'Kedves Játékos!',
    enterCode: 'E-mail-címe megerősítéséhez írja be ezt a kódot a kampány oldalán:',
    validity: 'A kód {minutes} percig érvényes.',
    notYou: 'Ha nem Ön regisztrált, hagyja figyelmen kívül ezt az e-mailt: a kód nélkül semmi sem történik.',
  },
  ro: {
    subject: 'Codul dumneavoastră: {code}',
    greeting: 'Bună ziua,',
    enterCode: 'Introduceți acest cod pe pagina campaniei pentru a vă confirma adresa de e-mail:',
    validity: 'Codul este valabil {minutes} minute.',
    notYou: 'Dacă nu v-ați înregistrat, ignorați acest e-mail: fără cod nu se întâmplă nimic.',
  },
  cs: {
    subject: 'Váš kód: {code}',
    greeting: 'Dobrý den,',
    enterCode: 'Zadejte tento kód na stránce kampaně, abyste potvrdili svou e-mailovou adresu:',
    validity: 'Kód platí {minutes} minut.',
    notYou: 'Pokud jste se neregistrovali, tento e-mail ignorujte: bez kódu se nic nestane.',
  },
  sk: {
    subject: 'Váš kód: {code}',
    greeting: 'Dobrý deň,',
    enterCode: 'Zadajte tento kód na stránke kampane, aby ste potvrdili svoju e-mailovú adresu:',
    validity: 'Kód platí {minutes} minút.',
    notYou: 'Ak ste sa neregistrovali, tento e-mail ignorujte: bez kódu sa nič nestane.',
  },
  pl: {
    subject: 'Twój kod: {code}',
    greeting: 'Cześć,',
    enterCode: 'Wpisz ten kod na stronie kampanii, aby potwierdzić swój adres e-mail:',
    validity: 'Kod jest ważny przez {minutes} minut.',
    notYou: 'Jeśli to nie Ty się rejestrowałeś(-aś), zignoruj tę wiadomość: bez kodu nic się nie stanie.',
  },
  nl: {
    subject: 'Je code: {code}',
    greeting: 'Hallo,',
    enterCode: 'Vul deze code in op de campagnepagina om je e-mailadres te bevestigen:',
    validity: 'De code is {minutes} minuten geldig.',
    notYou: 'Heb je je niet aangemeld? Negeer deze e-mail dan: zonder de code gebeurt er niets.',
  },
  es: {
    subject: 'Tu código: {code}',
    greeting: 'Hola:',
    enterCode: 'Introduce este código en la página de la campaña para confirmar tu dirección de correo:',
    validity: 'El código es válido durante {minutes} minutos.',
    notYou: 'Si no te has registrado, ignora este correo: sin el código no ocurre nada.',
  },
  pt: {
    subject: 'O seu código: {code}',
    greeting: 'Olá,',
    enterCode: 'Introduza este código na página da campanha para confirmar o seu endereço de e-mail:',
    validity: 'O código é válido durante {minutes} minutos.',
    notYou: 'Se não se registou, ignore este e-mail: sem o código nada acontece.',
  },
  bg: {
    subject: 'Вашият код: {code}',
    greeting: 'Здравейте,',
    enterCode: 'Въведете този код на страницата на кампанията, за да потвърдите имейл адреса си:',
    validity: 'Кодът е валиден {minutes} минути.',
    notYou: 'Ако не сте се регистрирали, не обръщайте внимание на този имейл: без кода нищо не се случва.',
  },
};
