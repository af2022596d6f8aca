import type { LanguageCode } from '@gc/contracts/languages';
import { entryFor } from './language-entry.ts';

/**
 * What the published page says when the play API refuses something. The server's `detail` is English
 * and meant for developers; the page picks one of these by the problem's code and fields
 * (live/problem-message.ts). One entry per campaign language, so a missing language fails the typecheck.
 */
export type ProblemStrings = {
  /** Any problem the page has no better words for. */
  generic: string;
  phoneInvalid: string;
  birthDateInvalid: string;
  /** A field the form does not show (too long, malformed, a forbidden character). */
  detailsInvalid: string;
  /** The proof of work (ALTCHA) was refused, expired or already used. */
  botCheckFailed: string;
  /** The player's token is no longer accepted (e.g. after a reset of the campaign). */
  registerAgain: string;
  /** Not started yet, ended or deactivated. */
  notRunning: string;
  /** The campaign takes no registration, or not of this kind (form or link). */
  registrationClosed: string;
  tooManyAttempts: string;
  unavailable: string;
  /** Unpublished or deleted since the page loaded. */
  campaignGone: string;
};

export const PROBLEM_STRINGS: Record<LanguageCode, ProblemStrings> = {
  en: {
    generic: 'Something went wrong. Please try again.',
    phoneInvalid: 'This phone number is not valid. Please check it.',
    birthDateInvalid: 'Please enter a valid date of birth.',
    detailsInvalid: 'Some of your details could not be accepted. Please check them and try again.',
    botCheckFailed: 'The security check did not work. Please try again.',
    registerAgain: 'Please register again to play.',
    notRunning: 'This campaign is not running at the moment.',
    registrationClosed: 'You cannot register for this campaign this way.',
    tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
    unavailable: 'This campaign cannot be played right now. Please try again later.',
    campaignGone: 'This campaign is no longer available.',
  },
  de: {
    generic: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.',
    phoneInvalid: 'Diese Telefonnummer ist ungültig. Bitte prüfen Sie sie.',
    birthDateInvalid: 'Bitte geben Sie ein gültiges Geburtsdatum ein.',
    detailsInvalid:
      'Einige Ihrer Angaben konnten nicht übernommen werden. Bitte prüfen Sie sie und versuchen Sie es erneut.',
    botCheckFailed: 'Die Sicherheitsprüfung hat nicht geklappt. Bitte versuchen Sie es erneut.',
    registerAgain: 'Bitte melden Sie sich erneut an, um zu spielen.',
    notRunning: 'Diese Kampagne läuft derzeit nicht.',
    registrationClosed: 'Für diese Kampagne ist diese Art der Anmeldung nicht möglich.',
    tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    unavailable: 'Diese Kampagne kann gerade nicht gespielt werden. Bitte versuchen Sie es später erneut.',
    campaignGone: 'Diese Kampagne ist nicht mehr verfügbar.',
  },
  fr: {
    generic: 'Un problème est survenu. Veuillez réessayer.',
    phoneInvalid: "Ce numéro de téléphone n'est pas valide. Veuillez le vérifier.",
    birthDateInvalid: 'Veuillez saisir une date de naissance valide.',
    detailsInvalid: "Certaines de vos informations n'ont pas pu être acceptées. Vérifiez-les et réessayez.",
    botCheckFailed: "La vérification de sécurité n'a pas abouti. Veuillez réessayer.",
    registerAgain: 'Veuillez vous inscrire à nouveau pour jouer.',
    notRunning: "Cette campagne n'est pas en cours pour le moment.",
    registrationClosed: "Il n'est pas possible de s'inscrire à cette campagne de cette façon.",
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
    unavailable: 'Cette campagne ne peut pas être jouée pour le moment. Veuillez réessayer plus tard.',
    campaignGone: "Cette campagne n'est plus disponible.",
  },
  it: {
    generic: 'Qualcosa è andato storto. Riprova.',
    phoneInvalid: 'Questo numero di telefono non è valido. Controllalo.',
    birthDateInvalid: 'Inserisci una data di nascita valida.',
    detailsInvalid: 'Alcuni dei tuoi dati non sono stati accettati. Controllali e riprova.',
    botCheckFailed: 'Il controllo di sicurezza non è riuscito. Riprova.',
    registerAgain: 'Registrati di nuovo per giocare.',
    notRunning: 'Questa campagna non è attiva al momento.',
    registrationClosed: 'Non è possibile registrarsi a questa campagna in questo modo.',
    tooManyAttempts: 'Troppi tentativi. Attendi un momento e riprova.',
    unavailable: 'Al momento non è possibile giocare a questa campagna. Riprova più tardi.',
    campaignGone: 'Questa campagna non è più disponibile.',
  },
  sr: {
    generic: 'Nešto nije u redu. Pokušajte ponovo.',
    phoneInvalid: 'Ovaj broj telefona nije ispravan. Proverite ga.',
    birthDateInvalid: 'Unesite ispravan datum rođenja.',
    detailsInvalid: 'Neki od vaših podataka nisu prihvaćeni. Proverite ih i pokušajte ponovo.',
    botCheckFailed: 'Bezbednosna provera nije uspela. Pokušajte ponovo.',
    registerAgain: 'Prijavite se ponovo da biste igrali.',
    notRunning: 'Ova kampanja trenutno nije aktivna.',
    registrationClosed: 'Na ovu kampanju ne možete da se prijavite na ovaj način.',
    tooManyAttempts: 'Previše pokušaja. Sačekajte malo i pokušajte ponovo.',
    unavailable: 'Ova kampanja trenutno ne može da se igra. Pokušajte ponovo kasnije.',
    campaignGone: 'Ova kampanja više nije dostupna.',
  },
  hr: {
    generic: 'Nešto nije u redu. Pokušajte ponovno.',
    phoneInvalid: 'Ovaj broj telefona nije valjan. Provjerite ga.',
    birthDateInvalid: 'Unesite valjan datum rođenja.',
    detailsInvalid: 'Neki vaši podaci nisu prihvaćeni. Provjerite ih i pokušajte ponovno.',
    botCheckFailed: 'Sigurnosna provjera nije uspjela. Pokušajte ponovno.',
    registerAgain: 'Ponovno se prijavite da biste igrali.',
    notRunning: 'Ova kampanja trenutačno nije aktivna.',
    registrationClosed: 'Na ovu se kampanju ne možete prijaviti na ovaj način.',
    tooManyAttempts: 'Previše pokušaja. Pričekajte trenutak i pokušajte ponovno.',
    unavailable: 'Ova se kampanja trenutačno ne može igrati. Pokušajte ponovno kasnije.',
    campaignGone: 'Ova kampanja više nije dostupna.',
  },
  sl: {
    generic: 'Prišlo je do napake. Poskusite znova.',
    phoneInvalid: 'Ta telefonska številka ni veljavna. Preverite jo.',
    birthDateInvalid: 'Vnesite veljaven datum rojstva.',
    detailsInvalid: 'Nekaterih vaših podatkov ni bilo mogoče sprejeti. Preverite jih in poskusite znova.',
    botCheckFailed: 'Varnostno preverjanje ni uspelo. Poskusite znova.',
    registerAgain: 'Za igranje se znova prijavite.',
    notRunning: 'Ta kampanja trenutno ne poteka.',
    registrationClosed: 'Na to kampanjo se ne morete prijaviti na ta način.',
    tooManyAttempts: 'Preveč poskusov. Počakajte trenutek in poskusite znova.',
    unavailable: 'Te kampanje trenutno ni mogoče igrati. Poskusite znova pozneje.',
    campaignGone: 'Ta kampanja ni več na voljo.',
  },
  hu: {
    generic: 'Hiba történt. Kérjük, próbálja újra.',
    phoneInvalid: 'Ez a telefonszám érvénytelen. Kérjük, ellenőrizze.',
    birthDateInvalid: 'Adjon meg egy érvényes születési dátumot.',
    detailsInvalid: 'Néhány megadott adatot nem tudtunk elfogadni. Ellenőrizze őket, és próbálja újra.',
    botCheckFailed: 'A biztonsági ellenőrzés nem sikerült. Kérjük, próbálja újra.',
    registerAgain: 'A játékhoz regisztráljon újra.',
    notRunning: 'Ez a kampány jelenleg nem fut.',
    registrationClosed: 'Erre a kampányra ilyen módon nem lehet regisztrálni.',
    tooManyAttempts: 'Túl sok próbálkozás. Várjon egy kicsit, majd próbálja újra.',
    unavailable: 'Ezzel a kampánnyal most nem lehet játszani. Kérjük, próbálja újra később.',
    campaignGone: 'Ez a kampány már nem érhető el.',
  },
  ro: {
    generic: 'A apărut o problemă. Vă rugăm să încercați din nou.',
    phoneInvalid: 'Acest număr de telefon nu este valid. Vă rugăm să îl verificați.',
    birthDateInvalid: 'Introduceți o dată de naștere validă.',
    detailsInvalid: 'Unele dintre datele dvs. nu au putut fi acceptate. Verificați-le și încercați din nou.',
    botCheckFailed: 'Verificarea de securitate nu a reușit. Vă rugăm să încercați din nou.',
    registerAgain: 'Înregistrați-vă din nou pentru a juca.',
    notRunning: 'Această campanie nu este activă în acest moment.',
    registrationClosed: 'Nu vă puteți înregistra la această campanie în acest mod.',
    tooManyAttempts: 'Prea multe încercări. Așteptați puțin și încercați din nou.',
    unavailable: 'Această campanie nu poate fi jucată acum. Vă rugăm să încercați mai târziu.',
    campaignGone: 'Această campanie nu mai este disponibilă.',
  },
  cs: {
    generic: 'Něco se pokazilo. Zkuste to prosím znovu.',
    phoneInvalid: 'Toto telefonní číslo není platné. Zkontrolujte ho prosím.',
    birthDateInvalid: 'Zadejte platné datum narození.',
    detailsInvalid: 'Některé vaše údaje nebylo možné přijmout. Zkontrolujte je a zkuste to znovu.',
    botCheckFailed: 'Bezpečnostní kontrola se nezdařila. Zkuste to prosím znovu.',
    registerAgain: 'Pro hraní se prosím znovu zaregistrujte.',
    notRunning: 'Tato kampaň momentálně neprobíhá.',
    registrationClosed: 'Do této kampaně se tímto způsobem nelze zaregistrovat.',
    tooManyAttempts: 'Příliš mnoho pokusů. Chvíli počkejte a zkuste to znovu.',
    unavailable: 'Tuto kampaň teď nelze hrát. Zkuste to prosím později.',
    campaignGone: 'Tato kampaň už není k dispozici.',
  },
  sk: {
    generic: 'Niečo sa pokazilo. Skúste to prosím znova.',
    phoneInvalid: 'Toto telefónne číslo nie je platné. Skontrolujte ho, prosím.',
    birthDateInvalid: 'Zadajte platný dátum narodenia.',
    detailsInvalid: 'Niektoré vaše údaje sa nepodarilo prijať. Skontrolujte ich a skúste to znova.',
    botCheckFailed: 'Bezpečnostná kontrola sa nepodarila. Skúste to prosím znova.',
    registerAgain: 'Ak chcete hrať, zaregistrujte sa znova.',
    notRunning: 'Táto kampaň momentálne neprebieha.',
    registrationClosed: 'Do tejto kampane sa týmto spôsobom nie je možné zaregistrovať.',
    tooManyAttempts: 'Príliš veľa pokusov. Chvíľu počkajte a skúste to znova.',
    unavailable: 'Túto kampaň teraz nie je možné hrať. Skúste to prosím neskôr.',
    campaignGone: 'Táto kampaň už nie je dostupná.',
  },
  pl: {
    generic: 'Coś poszło nie tak. Spróbuj ponownie.',
    phoneInvalid: 'Ten numer telefonu jest nieprawidłowy. Sprawdź go.',
    birthDateInvalid: 'Wpisz poprawną datę urodzenia.',
    detailsInvalid: 'Nie udało się przyjąć niektórych danych. Sprawdź je i spróbuj ponownie.',
    botCheckFailed: 'Weryfikacja bezpieczeństwa nie powiodła się. Spróbuj ponownie.',
    registerAgain: 'Zarejestruj się ponownie, aby zagrać.',
    notRunning: 'Ta kampania jest obecnie nieaktywna.',
    registrationClosed: 'W tej kampanii nie można zarejestrować się w ten sposób.',
    tooManyAttempts: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
    unavailable: 'W tej chwili nie można zagrać w tę kampanię. Spróbuj ponownie później.',
    campaignGone: 'Ta kampania nie jest już dostępna.',
  },
  nl: {
    generic: 'Er ging iets mis. Probeer het opnieuw.',
    phoneInvalid: 'Dit telefoonnummer is niet geldig. Controleer het.',
    birthDateInvalid: 'Vul een geldige geboortedatum in.',
    detailsInvalid: 'Sommige gegevens konden niet worden geaccepteerd. Controleer ze en probeer het opnieuw.',
    botCheckFailed: 'De beveiligingscontrole is mislukt. Probeer het opnieuw.',
    registerAgain: 'Meld je opnieuw aan om te spelen.',
    notRunning: 'Deze campagne loopt op dit moment niet.',
    registrationClosed: 'Je kunt je op deze manier niet aanmelden voor deze campagne.',
    tooManyAttempts: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    unavailable: 'Deze campagne kan nu niet worden gespeeld. Probeer het later opnieuw.',
    campaignGone: 'Deze campagne is niet meer beschikbaar.',
  },
  es: {
    generic: 'Algo salió mal. Inténtalo de nuevo.',
    phoneInvalid: 'Este número de teléfono no es válido. Revísalo.',
    birthDateInvalid: 'Introduce una fecha de nacimiento válida.',
    detailsInvalid: 'No hemos podido aceptar algunos de tus datos. Revísalos e inténtalo de nuevo.',
    botCheckFailed: 'La comprobación de seguridad no ha funcionado. Inténtalo de nuevo.',
    registerAgain: 'Vuelve a registrarte para jugar.',
    notRunning: 'Esta campaña no está activa en este momento.',
    registrationClosed: 'No puedes registrarte en esta campaña de esta forma.',
    tooManyAttempts: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    unavailable: 'Ahora no se puede jugar a esta campaña. Inténtalo más tarde.',
    campaignGone: 'Esta campaña ya no está disponible.',
  },
  pt: {
    generic: 'Algo correu mal. Tente novamente.',
    phoneInvalid: 'Este número de telefone não é válido. Verifique-o.',
    birthDateInvalid: 'Introduza uma data de nascimento válida.',
    detailsInvalid: 'Não foi possível aceitar alguns dos seus dados. Verifique-os e tente novamente.',
    botCheckFailed: 'A verificação de segurança falhou. Tente novamente.',
    registerAgain: 'Registe-se novamente para jogar.',
    notRunning: 'Esta campanha não está ativa neste momento.',
    registrationClosed: 'Não é possível registar-se nesta campanha desta forma.',
    tooManyAttempts: 'Demasiadas tentativas. Aguarde um momento e tente novamente.',
    unavailable: 'Não é possível jogar esta campanha agora. Tente novamente mais tarde.',
    campaignGone: 'Esta campanha já não está disponível.',
  },
  bg: {
    generic: 'Нещо се обърка. Моля, опитайте отново.',
    phoneInvalid: 'Този телефонен номер не е валиден. Моля, проверете го.',
    birthDateInvalid: 'Въведете валидна дата на раждане.',
    detailsInvalid: 'Някои от данните ви не бяха приети. Проверете ги и опитайте отново.',
    botCheckFailed: 'Проверката за сигурност не бе успешна. Моля, опитайте отново.',
    registerAgain: 'Регистрирайте се отново, за да играете.',
    notRunning: 'Тази кампания в момента не е активна.',
    registrationClosed: 'Не можете да се регистрирате за тази кампания по този начин.',
    tooManyAttempts: 'Твърде много опити. Изчакайте малко и опитайте отново.',
    unavailable: 'Тази кампания не може да се играе в момента. Моля, опитайте по-късно.',
    campaignGone: 'Тази кампания вече не е достъпна.',
  },
};

/** The strings for a language code ('de' or 'de-AT'); English when there is no entry. */
export const problemStringsFor = (language: string): ProblemStrings => entryFor(PROBLEM_STRINGS, language);
