import type { UiLanguage } from '@gc/contracts/ui-languages';

/** The export's columns, in file order. */
export const LEADS_CSV_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'phone',
  'userId',
  'address',
  'postalCode',
  'city',
  'birthDate',
  'jobTitle',
  'company',
  'language',
  'source',
  'registeredAt',
  'plays',
  'prizesWon',
  'latestPrize',
  'voucherCode',
  'latestResult',
  'newsletter',
] as const;
/** The general export across campaigns: which campaign each lead registered in, first. */
export const GENERAL_LEADS_CSV_COLUMNS = ['campaign', ...LEADS_CSV_COLUMNS] as const;
export type LeadsCsvColumn = (typeof GENERAL_LEADS_CSV_COLUMNS)[number];

/**
 * The header row in each of the builder's languages: the file speaks the language of whoever
 * exports it. Serbian in Latin script, with the builder's words ("kontakt" for a lead).
 */
const HEADERS: Record<UiLanguage, Record<LeadsCsvColumn, string>> = {
  en: {
    campaign: 'Campaign',
    id: 'Lead ID',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    userId: 'User ID',
    address: 'Address',
    postalCode: 'Postal code',
    city: 'City',
    birthDate: 'Birth date',
    jobTitle: 'Job title',
    company: 'Company',
    language: 'Language',
    source: 'Source',
    registeredAt: 'Registered at',
    plays: 'Plays',
    prizesWon: 'Prizes won',
    latestPrize: 'Latest prize',
    voucherCode: 'Voucher code',
    latestResult: 'Latest result',
    newsletter: 'Newsletter',
  },
  sr: {
    campaign: 'Kampanja',
    id: 'ID kontakta',
    email: 'E-pošta',
    firstName: 'Ime',
    lastName: 'Prezime',
    phone: 'Telefon',
    userId: 'ID korisnika',
    address: 'Adresa',
    postalCode: 'Poštanski broj',
    city: 'Grad',
    birthDate: 'Datum rođenja',
    jobTitle: 'Radno mesto',
    company: 'Kompanija',
    language: 'Jezik',
    source: 'Izvor',
    registeredAt: 'Registrovan',
    plays: 'Igre',
    prizesWon: 'Osvojene nagrade',
    latestPrize: 'Poslednja nagrada',
    voucherCode: 'Kod vaučera',
    latestResult: 'Poslednji rezultat',
    newsletter: 'Bilten',
  },
};

export function leadsCsvHeader(language: UiLanguage, columns: readonly LeadsCsvColumn[] = LEADS_CSV_COLUMNS): string[] {
  return columns.map((column) => HEADERS[language][column]);
}
