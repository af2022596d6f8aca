import { z } from 'zod';

/**
 * The languages a campaign can be played in (spec §3 Language). The flag is an SVG served with the
 * builder (`/flags/{country}.svg`); `shortName` is what `?lang=` carries.
 */
export const CAMPAIGN_LANGUAGES = [
  { id: 1, shortName: 'en', name: 'English', country: 'gb' },
  { id: 2, shortName: 'de', name: 'Deutsch', country: 'de' },
  { id: 3, shortName: 'fr', name: 'Français', country: 'fr' },
  { id: 4, shortName: 'it', name: 'Italiano', country: 'it' },
  { id: 5, shortName: 'sr', name: 'Srpski', country: 'rs' },
  { id: 6, shortName: 'hr', name: 'Hrvatski', country: 'hr' },
  { id: 7, shortName: 'sl', name: 'Slovenščina', country: 'si' },
  { id: 8, shortName: 'hu', name: 'Magyar', country: 'hu' },
  { id: 9, shortName: 'ro', name: 'Română', country: 'ro' },
  { id: 10, shortName: 'cs', name: 'Čeština', country: 'cz' },
  { id: 11, shortName: 'sk', name: 'Slovenčina', country: 'sk' },
  { id: 12, shortName: 'pl', name: 'Polski', country: 'pl' },
  { id: 13, shortName: 'nl', name: 'Nederlands', country: 'nl' },
  { id: 14, shortName: 'es', name: 'Español', country: 'es' },
  { id: 15, shortName: 'pt', name: 'Português', country: 'pt' },
  { id: 16, shortName: 'bg', name: 'Български', country: 'bg' },
] as const;

export const LANGUAGE_CODES = CAMPAIGN_LANGUAGES.map((language) => language.shortName);
export type LanguageCode = (typeof CAMPAIGN_LANGUAGES)[number]['shortName'];
export const languageCodeSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: 'Unknown language',
});

export const DUPLICATE_LANGUAGE_TEXT = 'A language is listed twice';

/** The list without repeats, in its order (the first of each stays). */
export const uniqueLanguages = <T extends string>(languages: readonly T[]): T[] => [...new Set(languages)];

/** A campaign's languages as a request sets them: one to twenty, each once. */
export const campaignLanguagesSchema = z
  .array(languageCodeSchema)
  .min(1, 'Choose at least one language')
  .max(20)
  .refine((languages) => uniqueLanguages(languages).length === languages.length, DUPLICATE_LANGUAGE_TEXT);

export const languageSchema = z.object({
  id: z.number().int(),
  shortName: z.string(),
  name: z.string(),
  flagImageUrl: z.string(),
});
export type Language = z.infer<typeof languageSchema>;

export function flagImageUrl(shortName: string): string {
  const language = CAMPAIGN_LANGUAGES.find((l) => l.shortName === shortName);
  return `/flags/${language?.country ?? 'xx'}.svg`;
}

export function toLanguage(shortName: string): Language {
  const language = CAMPAIGN_LANGUAGES.find((l) => l.shortName === shortName);
  return {
    id: language?.id ?? 0,
    shortName,
    name: language?.name ?? shortName,
    flagImageUrl: flagImageUrl(shortName),
  };
}
