/**
 * The language a player sees (the player, and the server for the first page it sends, issue 18): ?lang= when the campaign has it, else the first of the browser's
 * languages the campaign offers (de-CH counts as de), else the campaign's default language.
 */
export function chooseLanguage(
  offered: readonly string[],
  defaultLanguage: string,
  search: string,
  browserLanguages: readonly string[],
): string {
  const requested = new URLSearchParams(search).get('lang')?.toLowerCase();
  if (requested && offered.includes(requested)) return requested;
  for (const browser of browserLanguages) {
    const base = browser.toLowerCase().split('-')[0];
    if (offered.includes(base)) return base;
  }
  return offered.includes(defaultLanguage) ? defaultLanguage : (offered[0] ?? defaultLanguage);
}
