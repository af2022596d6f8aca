import type { LanguageCode } from '@gc/contracts/languages';

/**
 * The published page's own words (loading, errors, the form's messages, the prize). Kept apart from
 * chrome-strings.ts, which the preview shares. en, de, fr, it and sr are translated; the other campaign
 * languages show English until a translator supplies them (the marketer's own texts are unaffected).
 */
export type PlayStrings = {
  loading: string;
  /** {date} is the campaign's start. */
  startsOn: string;
  comingSoon: string;
  networkError: string;
  retry: string;
  phone: string;
  optional: string;
  emailInvalid: string;
  consentRequired: string;
  sending: string;
  registering: string;
  /** {params} names the missing URL parameters (userId, email). */
  linkIncomplete: string;
  voucherCode: string;
  copy: string;
  copied: string;
  /** {date} is the voucher's expiry. */
  validUntil: string;
};

const en: PlayStrings = {
  loading: 'Loading…',
  startsOn: 'This campaign starts on {date}.',
  comingSoon: 'Coming soon',
  networkError: 'We could not reach the server. Check your connection and try again.',
  retry: 'Try again',
  phone: 'Phone',
  optional: 'optional',
  emailInvalid: 'Please enter a valid e-mail address.',
  consentRequired: 'Please accept the terms and conditions and the privacy policy.',
  sending: 'Sending…',
  registering: 'Signing you in…',
  linkIncomplete: 'This link is incomplete ({params} missing). Please open the campaign from the link you were given.',
  voucherCode: 'Your voucher code',
  copy: 'Copy',
  copied: 'Copied',
  validUntil: 'Valid until {date}',
};

export const PLAY_STRINGS: Partial<Record<LanguageCode, PlayStrings>> & { en: PlayStrings } = {
  en,
  de: {
    loading: 'Wird geladen…',
    startsOn: 'Diese Kampagne beginnt am {date}.',
    comingSoon: 'Demnächst',
    networkError: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    phone: 'Telefon',
    optional: 'optional',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    consentRequired: 'Bitte akzeptieren Sie die Teilnahmebedingungen und die Datenschutzerklärung.',
    sending: 'Wird gesendet…',
    registering: 'Sie werden angemeldet…',
    linkIncomplete:
      'Dieser Link ist unvollständig ({params} fehlt). Bitte öffnen Sie die Kampagne über den Link, den Sie erhalten haben.',
    voucherCode: 'Ihr Gutscheincode',
    copy: 'Kopieren',
    copied: 'Kopiert',
    validUntil: 'Gültig bis {date}',
  },
  fr: {
    loading: 'Chargement…',
    startsOn: 'Cette campagne commence le {date}.',
    comingSoon: 'Bientôt disponible',
    networkError: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    phone: 'Téléphone',
    optional: 'facultatif',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
    consentRequired: "Veuillez accepter les conditions d'utilisation et la politique de confidentialité.",
    sending: 'Envoi…',
    registering: 'Connexion en cours…',
    linkIncomplete:
      'Ce lien est incomplet ({params} manquant). Veuillez ouvrir la campagne à partir du lien que vous avez reçu.',
    voucherCode: 'Votre code de bon',
    copy: 'Copier',
    copied: 'Copié',
    validUntil: "Valable jusqu'au {date}",
  },
  it: {
    loading: 'Caricamento…',
    startsOn: 'Questa campagna inizia il {date}.',
    comingSoon: 'Prossimamente',
    networkError: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    retry: 'Riprova',
    phone: 'Telefono',
    optional: 'facoltativo',
    emailInvalid: 'Inserisci un indirizzo e-mail valido.',
    consentRequired: "Accetta i termini e condizioni e l'informativa sulla privacy.",
    sending: 'Invio…',
    registering: 'Accesso in corso…',
    linkIncomplete: 'Questo link è incompleto (manca {params}). Apri la campagna dal link che hai ricevuto.',
    voucherCode: 'Il tuo codice buono',
    copy: 'Copia',
    copied: 'Copiato',
    validUntil: 'Valido fino al {date}',
  },
  sr: {
    loading: 'Učitavanje…',
    startsOn: 'Ova kampanja počinje {date}.',
    comingSoon: 'Uskoro',
    networkError: 'Server nije dostupan. Proverite vezu i pokušajte ponovo.',
    retry: 'Pokušaj ponovo',
    phone: 'Telefon',
    optional: 'opciono',
    emailInvalid: 'Unesite ispravnu adresu e-pošte.',
    consentRequired: 'Prihvatite uslove korišćenja i politiku privatnosti.',
    sending: 'Slanje…',
    registering: 'Prijavljivanje…',
    linkIncomplete: 'Ovaj link je nepotpun (nedostaje {params}). Otvorite kampanju preko linka koji ste dobili.',
    voucherCode: 'Vaš kod vaučera',
    copy: 'Kopiraj',
    copied: 'Kopirano',
    validUntil: 'Važi do {date}',
  },
};

/** The strings for a language code ('de' or 'de-AT'); English when there is no entry. */
export function playStringsFor(language: string): PlayStrings {
  const code = language.toLowerCase().split('-')[0];
  return Object.hasOwn(PLAY_STRINGS, code) ? (PLAY_STRINGS[code as LanguageCode] ?? en) : en;
}
