import type { LanguageCode } from '@gc/contracts/languages';
import { entryFor } from './language-entry.ts';

/**
 * The published page's words for e-mail verification (a campaign's requiresEmailVerification), loaded
 * with its page only by campaigns that ask for it. One entry per campaign language: a missing language
 * fails the typecheck.
 */
export type VerifyStrings = {
  /** The heading of the page that asks for the one-time code. */
  title: string;
  /** What happened and what to do (the code is valid for 10 minutes). */
  text: string;
  codeLabel: string;
  confirm: string;
  /** The field holds something other than 6 digits (checked before sending). */
  codeFormat: string;
  /** Wrong or expired; {tries} is how many tries the code has left. */
  codeWrong: string;
  /** Wrong or expired with no tries left: only a new code helps. */
  codeUsedUp: string;
  newCode: string;
  newCodeSent: string;
  /** A new code was asked for within a minute of the last one. */
  newCodeWait: string;
  /** Back to the form, for a player who mistyped the address the code went to. */
  changeEmail: string;
};

export const VERIFY_STRINGS: Record<LanguageCode, VerifyStrings> = {
  en: {
    title: 'Check your e-mail',
    text: 'We have sent a 6-digit code to your e-mail address. Enter it here to play. It is valid for 10 minutes.',
    codeLabel: 'Code from the e-mail',
    confirm: 'Confirm',
    codeFormat: 'Please enter the 6 digits of the code.',
    codeWrong: 'This code is wrong or has expired. Tries left: {tries}.',
    codeUsedUp: 'This code is wrong or has expired. Please ask for a new code.',
    newCode: 'Send a new code',
    newCodeSent: 'A new code is on its way to your e-mail.',
    newCodeWait: 'Please wait a minute before asking for a new code.',
    changeEmail: 'Use another e-mail address',
  },
  de: {
    title: 'Prüfen Sie Ihre E-Mails',
    text: 'Wir haben einen 6-stelligen Code an Ihre E-Mail-Adresse gesendet. Geben Sie ihn hier ein, um zu spielen. Er ist 10 Minuten gültig.',
    codeLabel: 'Code aus der E-Mail',
    confirm: 'Bestätigen',
    codeFormat: 'Bitte geben Sie die 6 Ziffern des Codes ein.',
    codeWrong: 'Dieser Code ist falsch oder abgelaufen. Verbleibende Versuche: {tries}.',
    codeUsedUp: 'Dieser Code ist falsch oder abgelaufen. Bitte fordern Sie einen neuen Code an.',
    newCode: 'Neuen Code senden',
    newCodeSent: 'Ein neuer Code ist unterwegs zu Ihrer E-Mail-Adresse.',
    newCodeWait: 'Bitte warten Sie eine Minute, bevor Sie einen neuen Code anfordern.',
    changeEmail: 'Andere E-Mail-Adresse verwenden',
  },
  fr: {
    title: 'Consultez vos e-mails',
    text: 'Nous avons envoyé un code à 6 chiffres à votre adresse e-mail. Saisissez-le ici pour jouer. Il est valable 10 minutes.',
    codeLabel: 'Code reçu par e-mail',
    confirm: 'Confirmer',
    codeFormat: 'Veuillez saisir les 6 chiffres du code.',
    codeWrong: 'Ce code est erroné ou a expiré. Essais restants : {tries}.',
    codeUsedUp: 'Ce code est erroné ou a expiré. Veuillez demander un nouveau code.',
    newCode: 'Envoyer un nouveau code',
    newCodeSent: 'Un nouveau code est en route vers votre adresse e-mail.',
    newCodeWait: 'Veuillez patienter une minute avant de demander un nouveau code.',
    changeEmail: 'Utiliser une autre adresse e-mail',
  },
  it: {
    title: 'Controlla la tua e-mail',
    text: 'Abbiamo inviato un codice di 6 cifre al tuo indirizzo e-mail. Inseriscilo qui per giocare. È valido per 10 minuti.',
    codeLabel: 'Codice ricevuto via e-mail',
    confirm: 'Conferma',
    codeFormat: 'Inserisci le 6 cifre del codice.',
    codeWrong: 'Questo codice è errato o scaduto. Tentativi rimasti: {tries}.',
    codeUsedUp: 'Questo codice è errato o scaduto. Richiedi un nuovo codice.',
    newCode: 'Invia un nuovo codice',
    newCodeSent: 'Un nuovo codice sta arrivando al tuo indirizzo e-mail.',
    newCodeWait: 'Attendi un minuto prima di richiedere un nuovo codice.',
    changeEmail: 'Usa un altro indirizzo e-mail',
  },
  sr: {
    title: 'Proverite svoju e-poštu',
    text: 'Poslali smo šestocifreni kod na vašu adresu e-pošte. Unesite ga ovde da biste igrali. Važi 10 minuta.',
    codeLabel: 'Kod iz e-poruke',
    confirm: 'Potvrdi',
    codeFormat: 'Unesite 6 cifara koda.',
    codeWrong: 'Ovaj kod je pogrešan ili je istekao. Preostalo pokušaja: {tries}.',
    codeUsedUp: 'Ovaj kod je pogrešan ili je istekao. Zatražite novi kod.',
    newCode: 'Pošalji novi kod',
    newCodeSent: 'Novi kod stiže na vašu adresu e-pošte.',
    newCodeWait: 'Sačekajte minut pre nego što zatražite novi kod.',
    changeEmail: 'Koristi drugu adresu e-pošte',
  },
  hr: {
    title: 'Provjerite svoju e-poštu',
    text: 'Poslali smo šesteroznamenkasti kod na vašu adresu e-pošte. Unesite ga ovdje kako biste igrali. Vrijedi 10 minuta.',
    codeLabel: 'Kod iz e-poruke',
    confirm: 'Potvrdi',
    codeFormat: 'Unesite 6 znamenki koda.',
    codeWrong: 'Ovaj kod je pogrešan ili je istekao. Preostalo pokušaja: {tries}.',
    codeUsedUp: 'Ovaj kod je pogrešan ili je istekao. Zatražite novi kod.',
    newCode: 'Pošalji novi kod',
    newCodeSent: 'Novi kod stiže na vašu adresu e-pošte.',
    newCodeWait: 'Pričekajte minutu prije nego što zatražite novi kod.',
    changeEmail: 'Koristi drugu adresu e-pošte',
  },
  sl: {
    title: 'Preverite svojo e-pošto',
    text: 'Na vaš e-poštni naslov smo poslali 6-mestno kodo. Vnesite jo tukaj, da lahko igrate. Velja 10 minut.',
    codeLabel: 'Koda iz e-sporočila',
    confirm: 'Potrdi',
    codeFormat: 'Vnesite 6 števk kode.',
    codeWrong: 'Ta koda je napačna ali je potekla. Preostali poskusi: {tries}.',
    codeUsedUp: 'Ta koda je napačna ali je potekla. Zahtevajte novo kodo.',
    newCode: 'Pošlji novo kodo',
    newCodeSent: 'Nova koda je na poti na vaš e-poštni naslov.',
    newCodeWait: 'Počakajte minuto, preden zahtevate novo kodo.',
    changeEmail: 'Uporabi drug e-poštni naslov',
  },
  hu: {
    title: 'Nézze meg az e-mailjeit',
    text: 'Egy 6 számjegyű kódot küldtünk az e-mail-címére. Írja be ide a játékhoz. 10 percig érvényes.',
    codeLabel: 'Az e-mailben kapott kód',
    confirm: 'Megerősítés',
    codeFormat: 'Kérjük, adja meg a kód 6 számjegyét.',
    codeWrong: 'Ez a kód hibás vagy lejárt. Hátralévő próbálkozások: {tries}.',
    codeUsedUp: 'Ez a kód hibás vagy lejárt. Kérjen új kódot.',
    newCode: 'Új kód küldése',
    newCodeSent: 'Az új kód úton van az e-mail-címére.',
    newCodeWait: 'Kérjük, várjon egy percet, mielőtt új kódot kér.',
    changeEmail: 'Másik e-mail-cím használata',
  },
  ro: {
    title: 'Verificați-vă e-mailul',
    text: 'V-am trimis un cod din 6 cifre la adresa de e-mail. Introduceți-l aici pentru a juca. Este valabil 10 minute.',
    codeLabel: 'Codul din e-mail',
    confirm: 'Confirmă',
    codeFormat: 'Introduceți cele 6 cifre ale codului.',
    codeWrong: 'Acest cod este greșit sau a expirat. Încercări rămase: {tries}.',
    codeUsedUp: 'Acest cod este greșit sau a expirat. Solicitați un cod nou.',
    newCode: 'Trimite un cod nou',
    newCodeSent: 'Un cod nou este în drum spre adresa dumneavoastră de e-mail.',
    newCodeWait: 'Așteptați un minut înainte de a solicita un cod nou.',
    changeEmail: 'Folosiți altă adresă de e-mail',
  },
  cs: {
    title: 'Zkontrolujte svůj e-mail',
    text: 'Na vaši e-mailovou adresu jsme poslali šestimístný kód. Zadejte ho sem a hrajte. Platí 10 minut.',
    codeLabel: 'Kód z e-mailu',
    confirm: 'Potvrdit',
    codeFormat: 'Zadejte 6 číslic kódu.',
    codeWrong: 'Tento kód je nesprávný nebo vypršel. Zbývající pokusy: {tries}.',
    codeUsedUp: 'Tento kód je nesprávný nebo vypršel. Vyžádejte si nový kód.',
    newCode: 'Poslat nový kód',
    newCodeSent: 'Nový kód je na cestě na vaši e-mailovou adresu.',
    newCodeWait: 'Než si vyžádáte nový kód, počkejte prosím minutu.',
    changeEmail: 'Použít jinou e-mailovou adresu',
  },
  sk: {
    title: 'Skontrolujte si e-mail',
    text: 'Na vašu e-mailovú adresu sme poslali šesťmiestny kód. Zadajte ho sem a hrajte. Platí 10 minút.',
    codeLabel: 'Kód z e-mailu',
    confirm: 'Potvrdiť',
    codeFormat: 'Zadajte 6 číslic kódu.',
    codeWrong: 'Tento kód je nesprávny alebo jeho platnosť vypršala. Zostávajúce pokusy: {tries}.',
    codeUsedUp: 'Tento kód je nesprávny alebo jeho platnosť vypršala. Vyžiadajte si nový kód.',
    newCode: 'Poslať nový kód',
    newCodeSent: 'Nový kód je na ceste na vašu e-mailovú adresu.',
    newCodeWait: 'Pred vyžiadaním nového kódu počkajte minútu.',
    changeEmail: 'Použiť inú e-mailovú adresu',
  },
  pl: {
    title: 'Sprawdź swoją pocztę',
    text: 'Wysłaliśmy 6-cyfrowy kod na Twój adres e-mail. Wpisz go tutaj, aby zagrać. Jest ważny przez 10 minut.',
    codeLabel: 'Kod z wiadomości e-mail',
    confirm: 'Potwierdź',
    codeFormat: 'Wpisz 6 cyfr kodu.',
    codeWrong: 'Ten kod jest błędny lub wygasł. Pozostałe próby: {tries}.',
    codeUsedUp: 'Ten kod jest błędny lub wygasł. Poproś o nowy kod.',
    newCode: 'Wyślij nowy kod',
    newCodeSent: 'Nowy kod jest w drodze na Twój adres e-mail.',
    newCodeWait: 'Zaczekaj minutę, zanim poprosisz o nowy kod.',
    changeEmail: 'Użyj innego adresu e-mail',
  },
  nl: {
    title: 'Controleer je e-mail',
    text: 'We hebben een code van 6 cijfers naar je e-mailadres gestuurd. Vul hem hier in om te spelen. Hij is 10 minuten geldig.',
    codeLabel: 'Code uit de e-mail',
    confirm: 'Bevestigen',
    codeFormat: 'Vul de 6 cijfers van de code in.',
    codeWrong: 'Deze code is onjuist of verlopen. Resterende pogingen: {tries}.',
    codeUsedUp: 'Deze code is onjuist of verlopen. Vraag een nieuwe code aan.',
    newCode: 'Nieuwe code sturen',
    newCodeSent: 'Er is een nieuwe code onderweg naar je e-mailadres.',
    newCodeWait: 'Wacht een minuut voordat je een nieuwe code aanvraagt.',
    changeEmail: 'Ander e-mailadres gebruiken',
  },
  es: {
    title: 'Revisa tu correo',
    text: 'Hemos enviado un código de 6 dígitos a tu dirección de correo. Introdúcelo aquí para jugar. Es válido durante 10 minutos.',
    codeLabel: 'Código del correo',
    confirm: 'Confirmar',
    codeFormat: 'Introduce los 6 dígitos del código.',
    codeWrong: 'Este código es incorrecto o ha caducado. Intentos restantes: {tries}.',
    codeUsedUp: 'Este código es incorrecto o ha caducado. Solicita un código nuevo.',
    newCode: 'Enviar un código nuevo',
    newCodeSent: 'Un código nuevo está en camino a tu dirección de correo.',
    newCodeWait: 'Espera un minuto antes de solicitar un código nuevo.',
    changeEmail: 'Usar otra dirección de correo',
  },
  pt: {
    title: 'Verifique o seu e-mail',
    text: 'Enviámos um código de 6 dígitos para o seu endereço de e-mail. Introduza-o aqui para jogar. É válido durante 10 minutos.',
    codeLabel: 'Código do e-mail',
    confirm: 'Confirmar',
    codeFormat: 'Introduza os 6 dígitos do código.',
    codeWrong: 'Este código está errado ou expirou. Tentativas restantes: {tries}.',
    codeUsedUp: 'Este código está errado ou expirou. Peça um novo código.',
    newCode: 'Enviar um novo código',
    newCodeSent: 'Um novo código está a caminho do seu endereço de e-mail.',
    newCodeWait: 'Aguarde um minuto antes de pedir um novo código.',
    changeEmail: 'Usar outro endereço de e-mail',
  },
  bg: {
    title: 'Проверете имейла си',
    text: 'Изпратихме 6-цифрен код на вашия имейл адрес. Въведете го тук, за да играете. Валиден е 10 минути.',
    codeLabel: 'Код от имейла',
    confirm: 'Потвърди',
    codeFormat: 'Въведете 6-те цифри на кода.',
    codeWrong: 'Този код е грешен или е изтекъл. Оставащи опити: {tries}.',
    codeUsedUp: 'Този код е грешен или е изтекъл. Поискайте нов код.',
    newCode: 'Изпрати нов код',
    newCodeSent: 'Нов код пътува към вашия имейл адрес.',
    newCodeWait: 'Изчакайте една минута, преди да поискате нов код.',
    changeEmail: 'Използвай друг имейл адрес',
  },
};

/** The strings for a language code ('de' or 'de-AT'); English when there is no entry. */
export const verifyStringsFor = (language: string): VerifyStrings => entryFor(VERIFY_STRINGS, language);
