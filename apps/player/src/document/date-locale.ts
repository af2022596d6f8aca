import { isCountryCode } from '@gc/contracts/country-codes';

/**
 * The locale the page writes dates in: the campaign's language in the campaign's country (common
 * setting countryCode), so an English page of an Austrian campaign writes "24 December 2026" as
 * Austrians read it; the language alone where the campaign names no country.
 */
export function dateLocaleOf(language: string, gameSettings: unknown): string {
  const countryCode = (gameSettings as { countryCode?: unknown } | null | undefined)?.countryCode;
  return isCountryCode(countryCode) ? `${language}-${countryCode.toUpperCase()}` : language;
}
