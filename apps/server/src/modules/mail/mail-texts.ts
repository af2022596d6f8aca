import { LANGUAGE_CODES, type LanguageCode } from '@gc/contracts/languages';

/** The few words a campaign e-mail and its unsubscribe page carry besides the marketer's own, per campaign language. */
export type MailTexts = {
  /** The footer link of every campaign e-mail. */
  unsubscribe: string;
  /** The unsubscribe page: the question with its button, and the answer after it. */
  confirmQuestion: string;
  confirmButton: string;
  done: string;
};

export const MAIL_TEXTS: Record<LanguageCode, MailTexts> = {
  en: {
    unsubscribe: 'Unsubscribe from these e-mails',
    confirmQuestion: 'Stop receiving campaign e-mails at this address?',
    confirmButton: 'Unsubscribe',
    done: 'You are unsubscribed. You will get no more campaign e-mails at this address.',
  },
  de: {
    unsubscribe: 'Von diesen E-Mails abmelden',
    confirmQuestion: 'Keine Kampagnen-E-Mails mehr an diese Adresse erhalten?',
    confirmButton: 'Abmelden',
    done: 'Sie sind abgemeldet. Sie erhalten keine Kampagnen-E-Mails mehr an diese Adresse.',
  },
  fr: {
    unsubscribe: 'Se désabonner de ces e-mails',
    confirmQuestion: 'Ne plus recevoir les e-mails de campagne à cette adresse ?',
    confirmButton: 'Se désabonner',
    done: 'Vous êtes désabonné. Vous ne recevrez plus d’e-mails de campagne à cette adresse.',
  },
  it: {
    unsubscribe: 'Annulla l’iscrizione a queste e-mail',
    confirmQuestion: 'Non ricevere più e-mail delle campagne a questo indirizzo?',
    confirmButton: 'Annulla iscrizione',
    done: 'Iscrizione annullata. Non riceverai più e-mail delle campagne a questo indirizzo.',
  },
  sr: {
    unsubscribe: 'Odjavite se sa ovih e-poruka',
    confirmQuestion: 'Da li želite da više ne primate e-poruke kampanja na ovu adresu?',
    confirmButton: 'Odjavi me',
    done: 'Odjavljeni ste. Na ovu adresu više nećete primati e-poruke kampanja.',
  },
  hr: {
    unsubscribe: 'Odjavite se s ovih e-poruka',
    confirmQuestion: 'Želite li prestati primati e-poruke kampanja na ovu adresu?',
    confirmButton: 'Odjavi me',
    done: 'Odjavljeni ste. Na ovu adresu više nećete primati e-poruke kampanja.',
  },
  sl: {
    unsubscribe: 'Odjava od teh e-poštnih sporočil',
    confirmQuestion: 'Ne želite več prejemati e-pošte kampanj na ta naslov?',
    confirmButton: 'Odjava',
    done: 'Odjavljeni ste. Na ta naslov ne boste več prejemali e-pošte kampanj.',
  },
  hu: {
    unsubscribe: 'Leiratkozás ezekről az e-mailekről',
    confirmQuestion: 'Nem szeretne több kampány e-mailt kapni erre a címre?',
    confirmButton: 'Leiratkozás',
    done: 'Leiratkozott. Erre a címre nem kap több kampány e-mailt.',
  },
  ro: {
    unsubscribe: 'Dezabonează-te de la aceste e-mailuri',
    confirmQuestion: 'Nu mai dorești e-mailuri de campanie la această adresă?',
    confirmButton: 'Dezabonare',
    done: 'Te-ai dezabonat. Nu vei mai primi e-mailuri de campanie la această adresă.',
  },
  cs: {
    unsubscribe: 'Odhlásit odběr těchto e-mailů',
    confirmQuestion: 'Už nechcete dostávat e-maily kampaní na tuto adresu?',
    confirmButton: 'Odhlásit',
    done: 'Odběr je zrušen. Na tuto adresu už nebudete dostávat e-maily kampaní.',
  },
  sk: {
    unsubscribe: 'Odhlásiť odber týchto e-mailov',
    confirmQuestion: 'Už nechcete dostávať e-maily kampaní na túto adresu?',
    confirmButton: 'Odhlásiť',
    done: 'Odber je zrušený. Na túto adresu už nebudete dostávať e-maily kampaní.',
  },
  pl: {
    unsubscribe: 'Wypisz się z tych wiadomości',
    confirmQuestion: 'Nie chcesz już otrzymywać e-maili kampanii na ten adres?',
    confirmButton: 'Wypisz się',
    done: 'Wypisano. Na ten adres nie będą już wysyłane e-maile kampanii.',
  },
  nl: {
    unsubscribe: 'Afmelden voor deze e-mails',
    confirmQuestion: 'Geen campagne-e-mails meer ontvangen op dit adres?',
    confirmButton: 'Afmelden',
    done: 'U bent afgemeld. U ontvangt geen campagne-e-mails meer op dit adres.',
  },
  es: {
    unsubscribe: 'Darse de baja de estos correos',
    confirmQuestion: '¿Dejar de recibir correos de campañas en esta dirección?',
    confirmButton: 'Darse de baja',
    done: 'Te has dado de baja. No recibirás más correos de campañas en esta dirección.',
  },
  pt: {
    unsubscribe: 'Cancelar a subscrição destes e-mails',
    confirmQuestion: 'Deixar de receber e-mails de campanhas neste endereço?',
    confirmButton: 'Cancelar subscrição',
    done: 'Subscrição cancelada. Não receberá mais e-mails de campanhas neste endereço.',
  },
  bg: {
    unsubscribe: 'Отписване от тези имейли',
    confirmQuestion: 'Да не получавате повече имейли от кампании на този адрес?',
    confirmButton: 'Отписване',
    done: 'Отписахте се. Няма да получавате повече имейли от кампании на този адрес.',
  },
};

export const isLanguageCode = (value: string): value is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(value);

export const mailTextsOf = (language: string): MailTexts => MAIL_TEXTS[isLanguageCode(language) ? language : 'en'];
