import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { setPageIncluded } from '@gc/contracts/campaign-pages';

/**
 * Spec §4 Page inclusion and Loyalty form: a campaign that gives points identifies its players by the
 * company's app (appSolution) and needs no register page (excluded, the flow relinked without it);
 * once it has no outcome setting and no spending points left, the register page is included again
 * and the registration type resets to default ('').
 */
export function withLoyaltyRegistration(document: CampaignDocument, usesLoyalty: boolean): CampaignDocument {
  const hasRegisterPage = document.pages.some((page) => page.key === 'register');
  const pages = hasRegisterPage ? setPageIncluded(document.pages, 'register', !usesLoyalty) : document.pages;
  return { ...document, pages, registrationType: usesLoyalty ? 'appSolution' : '' };
}

export function isRegisterPageIncluded(document: CampaignDocument): boolean {
  return document.pages.some((page) => page.key === 'register' && page.included);
}
