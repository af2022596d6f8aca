import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { Violation } from '@gc/contracts/envelope';
import type { RegistrationRequest } from '@gc/contracts/play';
import { AppError } from '../../lib/app-error.ts';
import { INVALID_PHONE_MESSAGE, toInternationalPhone } from './phone.ts';
import type { PlayRules } from './play-rules.ts';

/** The lead's columns as a registration fills them in. */
export type LeadValues = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  birthDate: string | null;
  jobTitle: string | null;
  companyName: string | null;
  externalUserId: string | null;
  source: 'form' | 'urlParameters';
  language: string;
  consent: { terms: boolean; privacy: boolean; newsletter: boolean; releaseNumber: number; at: string } | null;
};

const invalid = (violations: Violation[]) =>
  new AppError('VALIDATION_FAILED', 400, violations[0]?.message ?? 'The request is not valid.', { violations });

/** Which registrations a campaign takes (§4 Registration type; §5 URL-parameter registration). */
function acceptedSources(registrationType: PlayRules['registrationType']): readonly LeadValues['source'][] {
  switch (registrationType) {
    case '':
      return ['form'];
    case 'urlParameters':
      return ['urlParameters'];
    case 'appSolution':
      return ['form', 'urlParameters'];
    case 'noDelivery':
      return [];
  }
}

/** PostgreSQL text cannot hold NUL; a string with one is refused here rather than failing in the database. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasNul);
  return false;
}

function isRealDate(iso: string, nowMs: number): boolean {
  const [year, month, day] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getTime() <= nowMs &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const blankAsNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/**
 * The lead a registration makes, or the reason it is refused: a campaign without registration, a
 * kind of registration the campaign does not take, missing userId (URL parameters), missing consent
 * (form), a phone number or birth date that is not valid.
 */
export async function leadValuesOf(
  body: RegistrationRequest,
  rules: PlayRules,
  document: CampaignDocument,
  releaseNumber: number,
  nowMs = Date.now(),
): Promise<LeadValues> {
  if (hasNul(body)) throw invalid([{ message: 'Text may not contain NUL characters.' }]);
  const sources = acceptedSources(rules.registrationType);
  if (sources.length === 0) {
    throw new AppError('REGISTRATION_NOT_ALLOWED', 409, 'This campaign is played without registration.');
  }
  if (!sources.includes(body.source)) {
    throw new AppError('REGISTRATION_NOT_ALLOWED', 409, 'This campaign does not take this kind of registration.');
  }
  const violations: Violation[] = [];
  const userId = blankAsNull(body.userId);
  if (body.source === 'urlParameters' && userId === null)
    violations.push({ field: 'userId', message: 'userId is required' });
  if (body.source === 'form' && !(body.consent?.terms && body.consent.privacy)) {
    violations.push({ field: 'consent', message: 'Please accept the terms and the privacy policy' });
  }
  let phone = blankAsNull(body.phone);
  if (phone !== null) {
    phone = await toInternationalPhone(phone, rules.phoneCountry);
    if (phone === null) violations.push({ field: 'phone', message: INVALID_PHONE_MESSAGE });
  }
  const birthDate = blankAsNull(body.birthDate);
  if (birthDate !== null && !isRealDate(birthDate, nowMs)) {
    violations.push({ field: 'birthDate', message: 'Please enter a valid date' });
  }
  if (violations.length > 0) throw invalid(violations);

  const { languages, defaultLanguage } = document.languageOptions;
  return {
    email: body.email,
    firstName: blankAsNull(body.firstName),
    lastName: blankAsNull(body.lastName),
    phone,
    address: blankAsNull(body.address),
    postalCode: blankAsNull(body.postalCode),
    city: blankAsNull(body.city),
    birthDate,
    jobTitle: blankAsNull(body.jobTitle),
    companyName: blankAsNull(body.company),
    // A form player cannot claim a customer's user id; only URL-parameter registration carries one.
    externalUserId: body.source === 'urlParameters' ? userId : null,
    source: body.source,
    language: (languages as string[]).includes(body.language) ? body.language : defaultLanguage,
    consent: body.consent
      ? {
          terms: body.consent.terms,
          privacy: body.consent.privacy,
          newsletter: body.consent.newsletter && rules.isNewsletterEnabled,
          releaseNumber,
          at: new Date(nowMs).toISOString(),
        }
      : null,
  };
}
