import { type Language, type LanguageCode, toLanguage } from '@gc/contracts/languages';

export const ALL_LANGUAGES = 'all';
export type LanguageChoice = LanguageCode | typeof ALL_LANGUAGES;

export type LanguageOption = { value: LanguageChoice; label: string; flagImageUrl: string | null };

export type LanguageDropdownModel = {
  options: LanguageOption[];
  /** §2: with exactly one language the dropdown selects it and cannot be changed. */
  isDisabled: boolean;
};

/**
 * The language dropdown of §2: every language of the campaign with its flag (names and flags from
 * GET /campaign/languages/, else the campaign's own list, else the built-in table), and an "all
 * languages" option first when there is more than one.
 */
export function languageDropdownModel(
  codes: readonly LanguageCode[],
  known: readonly Language[],
  /** The "all languages" text; null where one language must be chosen (the preview). */
  allLabel: string | null,
): LanguageDropdownModel {
  const languages = codes.map((code) => known.find((language) => language.shortName === code) ?? toLanguage(code));
  const options: LanguageOption[] = languages.map((language) => ({
    value: language.shortName as LanguageCode,
    label: language.name,
    flagImageUrl: language.flagImageUrl || null,
  }));
  const isDisabled = options.length <= 1;
  if (!isDisabled && allLabel !== null) options.unshift({ value: ALL_LANGUAGES, label: allLabel, flagImageUrl: null });
  return { options, isDisabled };
}

/**
 * Keeps the choice when the campaign still has it; otherwise (a language was removed, or the only
 * language leaves nothing to choose) falls back to the default language, then the first one.
 */
export function resolveLanguageChoice(
  choice: LanguageChoice | null,
  codes: readonly LanguageCode[],
  defaultLanguage: LanguageCode,
): LanguageChoice {
  if (codes.length === 1) return codes[0];
  if (choice === ALL_LANGUAGES && codes.length > 1) return choice;
  if (choice && codes.includes(choice as LanguageCode)) return choice;
  return codes.includes(defaultLanguage) ? defaultLanguage : (codes[0] ?? defaultLanguage);
}
