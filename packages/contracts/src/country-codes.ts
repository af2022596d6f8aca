/**
 * The countries a campaign can be set to (spec §9: ro, at, hu, cz and one retailer-specific code).
 * The retailer's code is `ch`: the retailer's home market, Switzerland, which is also the platform's
 * default country (§5) where a campaign names none. A campaign's country is the default region of the
 * phone numbers its registration form takes.
 */
export const COUNTRY_CODES = ['ro', 'at', 'hu', 'cz', 'ch'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The country phone numbers default to when the campaign names none (§5: Switzerland). */
export const DEFAULT_COUNTRY_CODE: CountryCode = 'ch';

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}
