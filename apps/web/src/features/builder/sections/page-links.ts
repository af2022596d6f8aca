import type { LINK_SOURCES, PageLinks } from '@gc/contracts/campaign-document';
import type { LanguageCode } from '@gc/contracts/languages';
import { isWebAddress } from '@gc/contracts/web-addresses';

type LinkSource = (typeof LINK_SOURCES)[number];

export const LANGUAGES_NOT_CONFIGURED = 'Language options are not properly configured';

/** §5 Terms/privacy link: a blank URL sets source external, any other value sets source link. */
export function linkSource(url: string): LinkSource {
  return url.trim() === '' ? 'external' : 'link';
}

/** Blank, or the server's own rule (contracts isWebAddress: http or https with a host), so a save is not refused later. */
export function isValidLinkUrl(url: string): boolean {
  const value = url.trim();
  return value === '' || isWebAddress(value);
}

export function linkUrlFor(links: PageLinks | undefined, languageId: LanguageCode): string {
  return links?.links.find((link) => link.languageId === languageId)?.url ?? '';
}

/**
 * One language's URL of a page's links. Every configured language keeps an entry (so the player
 * never looks for a missing one); entries of languages taken off the campaign stay until saved over.
 * Returns null, and logs as §5 says, when the campaign has no languages to link for.
 */
export function withLanguageLink(
  current: PageLinks | undefined,
  languages: readonly LanguageCode[],
  languageId: LanguageCode,
  url: string,
  log: (message: string) => void = console.log,
): PageLinks | null {
  if (languages.length === 0) {
    log(LANGUAGES_NOT_CONFIGURED);
    return null;
  }
  const links = [...(current?.links ?? [])];
  for (const language of languages) {
    if (!links.some((link) => link.languageId === language)) links.push({ languageId: language, url: '' });
  }
  return {
    source: linkSource(url),
    links: links.map((link) => (link.languageId === languageId ? { ...link, url } : link)),
  };
}
