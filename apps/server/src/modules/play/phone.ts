import type { CountryCode } from 'libphonenumber-js';
import { loadOnce } from '../../lib/load-once.ts';

export const INVALID_PHONE_MESSAGE = 'This phone number is not valid';

/** libphonenumber-js is 112 modules with its metadata: loaded by the first registration with a phone, not at start. */
const loadPhoneNumbers = loadOnce(() => import('libphonenumber-js'));

/**
 * A phone number in international (E.164) format, read with the campaign's default country
 * (Switzerland, §5); null when it is not a valid number. Same library and metadata as the player's
 * form, so that the server never refuses what the page accepted.
 */
export async function toInternationalPhone(input: string, defaultCountry: string): Promise<string | null> {
  const { isSupportedCountry, parsePhoneNumberFromString } = await loadPhoneNumbers();
  const country = (isSupportedCountry(defaultCountry) ? defaultCountry : 'CH') as CountryCode;
  const parsed = parsePhoneNumberFromString(input, country);
  return parsed?.isValid() ? parsed.number : null;
}
