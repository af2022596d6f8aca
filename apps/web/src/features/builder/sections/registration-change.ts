import type { CampaignDocument, RegistrationType } from '@gc/contracts/campaign-document';
import { setPageIncluded } from '@gc/contracts/campaign-pages';

export const REGISTER_PAGE = 'register';

/**
 * The change a new registration type makes: without registration (noDelivery) the register page
 * leaves the flow, with any other type it is back in it; the flow is relinked either way (§4).
 */
export function registrationChanges(
  document: CampaignDocument,
  registrationType: RegistrationType,
): Pick<CampaignDocument, 'registrationType'> & Partial<Pick<CampaignDocument, 'pages'>> {
  if (!document.pages.some((page) => page.key === REGISTER_PAGE)) return { registrationType };
  return {
    registrationType,
    pages: setPageIncluded(document.pages, REGISTER_PAGE, registrationType !== 'noDelivery'),
  };
}

/**
 * The types to offer: those of the campaign's type (GET /resources/campaign-types), plus the saved
 * one if the type no longer offers it, so the choice on screen is always the stored one.
 */
export function registrationChoices(
  offered: readonly RegistrationType[] | undefined,
  current: RegistrationType,
): RegistrationType[] {
  const choices = [...(offered ?? [])];
  if (!choices.includes(current)) choices.push(current);
  return choices;
}
