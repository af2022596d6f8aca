import { CAMPAIGN_LANGUAGES } from '@gc/contracts/languages';

/** A campaign language as the English messages name it: "Deutsch (DE)". */
export function languageName(code: string): string {
  const language = CAMPAIGN_LANGUAGES.find((l) => l.shortName === code);
  return language ? `${language.name} (${code.toUpperCase()})` : code.toUpperCase();
}
