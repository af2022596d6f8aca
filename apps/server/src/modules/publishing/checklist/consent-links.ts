import { type CampaignDocument, LINK_PAGES } from '@gc/contracts/campaign-document';
import type { ChecklistItem } from '@gc/contracts/publish-checklist';

const HTTP_URL = /^https?:\/\/\S+$/;
const LINK_NAMES: Record<(typeof LINK_PAGES)[number], string> = {
  terms: 'terms and conditions',
  privacy: 'privacy policy',
};

/**
 * The registration form asks players to accept the terms and the privacy policy, each a link per
 * language (falling back to the default language's, as the player does). A language in which one
 * links nowhere shows the words without a link: players accept what they cannot read.
 */
export function consentLinkItems(document: CampaignDocument): ChecklistItem[] {
  const isRegisterShown = document.pages.some((page) => page.key === 'register' && page.included);
  if (!isRegisterShown) return [];
  const { languages, defaultLanguage } = document.languageOptions;
  return LINK_PAGES.flatMap((link) => {
    const links = document.externalLinks[link]?.links ?? [];
    const urlIn = (language: string) => links.find((l) => l.languageId === language)?.url ?? '';
    const unlinked = languages.filter((language) => !HTTP_URL.test(urlIn(language) || urlIn(defaultLanguage)));
    if (unlinked.length === 0) return [];
    const list = unlinked.map((language) => language.toUpperCase()).join(', ');
    return [
      {
        code: 'consentLinkMissing',
        severity: 'warning',
        field: `externalLinks.${link}`,
        params: { link, languages: list },
        message: `The registration form asks players to accept the ${LINK_NAMES[link]}, which links nowhere in ${list}. Add its address under Links.`,
      },
    ];
  });
}
