import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

export const INVALID_PHONE_MESSAGE = 'This phone number is not valid';

/**
 * A phone number in international (E.164) format, read with the campaign's default country
 * (Switzerland, §5); null when it is not a valid number. Same library and metadata as the player's
 * form, so that the server never refuses what the page accepted.
 */
export function toInternationalPhone(input: string, defaultCountry: string): string | null {
  const country = (isSupportedCountry(defaultCountry) ? defaultCountry : 'CH') as CountryCode;
  const parsed = parsePhoneNumberFromString(input, country);
  return parsed?.isValid() ? parsed.number : null;
}
