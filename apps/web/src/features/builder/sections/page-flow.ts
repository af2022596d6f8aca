import type { CampaignPage } from '@gc/contracts/campaign-document';
import { firstPage } from '@gc/contracts/campaign-pages';

/** The keys of the pages a player goes through, following nextPage from the first included page. */
export function flowOrder(pages: readonly CampaignPage[]): string[] {
  const order: string[] = [];
  let page = firstPage(pages);
  // A stored document could hold a loop; each page is visited at most once.
  while (page && !order.includes(page.key)) {
    order.push(page.key);
    const next = page.nextPage;
    page = next === null ? undefined : pages.find((candidate) => candidate.key === next);
  }
  return order;
}
