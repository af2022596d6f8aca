import type { Campaign } from '@gc/contracts/campaigns';
import { type LanguageCode, toLanguage } from '@gc/contracts/languages';

/** A language's name as the campaign lists it, else from the built-in table. */
export function languageName(campaign: Campaign, code: LanguageCode): string {
  return campaign.languages.find((language) => language.shortName === code)?.name ?? toLanguage(code).name;
}

/** The languages a section shows: the chosen one, or all of the campaign's side by side. */
export function shownLanguages(languages: readonly LanguageCode[], choice: LanguageCode | 'all'): LanguageCode[] {
  return choice === 'all' ? [...languages] : [choice];
}
