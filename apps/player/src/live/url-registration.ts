import type { RegistrationRequest } from '@gc/contracts/play';

/** The registration fields §5 lets a customer's link pass (userId and email required, the rest optional). */
const OPTIONAL_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'postalCode',
  'city',
  'jobTitle',
  'company',
  // The app's signature of userId (loyalty campaigns; apps/server/src/modules/loyalty/client-user-signature.ts).
  'userIdSig',
  'userIdExp',
] as const;

export type UrlRegistration = Omit<RegistrationRequest, 'source' | 'language' | 'altcha' | 'consent'>;

/**
 * A birth date as §5 allows it in a URL (mm/dd/yyyy, mm-dd-yyyy or mm.dd.yyyy, one separator throughout)
 * as the ISO date the API takes; null for anything else. Whether the day exists is the server's check.
 */
export function isoBirthDate(value: string): string | null {
  const match = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, month, , day, year] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The registration a link carries, or which required parameters it lacks. A birth date in another
 * format is left out rather than refusing the player: it is optional.
 */
export function urlRegistration(search: string): { values: UrlRegistration } | { missing: ('userId' | 'email')[] } {
  const params = new URLSearchParams(search);
  const read = (name: string) => params.get(name)?.trim() || undefined;
  const userId = read('userId');
  const email = read('email');
  if (!userId || !email) {
    return { missing: [...(userId ? [] : ['userId' as const]), ...(email ? [] : ['email' as const])] };
  }
  const values: UrlRegistration = { userId, email };
  for (const field of OPTIONAL_FIELDS) {
    const value = read(field);
    if (value) values[field] = value;
  }
  const birthDate = read('birthDate');
  const iso = birthDate ? isoBirthDate(birthDate) : null;
  if (iso) values.birthDate = iso;
  return { values };
}
