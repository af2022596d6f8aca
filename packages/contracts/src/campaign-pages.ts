import type { CampaignPage } from './campaign-document.ts';

/**
 * Spec §4 Page inclusion: the included pages of type page are linked in their order, each to the
 * next, the last to null. Excluded pages and pages of other types link nowhere.
 */
export function relinkPages(pages: readonly CampaignPage[]): CampaignPage[] {
  const flow = pages.filter((page) => page.type === 'page' && page.included);
  return pages.map((page) => {
    const position = flow.indexOf(page);
    if (position === -1) return { ...page, nextPage: null };
    return { ...page, nextPage: flow[position + 1]?.key ?? null };
  });
}

/** Includes or excludes one page and relinks the flow. */
export function setPageIncluded(pages: readonly CampaignPage[], key: string, included: boolean): CampaignPage[] {
  return relinkPages(pages.map((page) => (page.key === key ? { ...page, included } : page)));
}

/** The first page a player sees, following the links from the first included page. */
export function firstPage(pages: readonly CampaignPage[]): CampaignPage | undefined {
  return pages.find((page) => page.type === 'page' && page.included);
}
