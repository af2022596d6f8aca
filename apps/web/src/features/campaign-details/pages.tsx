import { lazyNamed } from '../../app/lazy-named.ts';

/**
 * The pages of the campaign data chunk (load-pages.ts). The exports page is a chunk of its own within
 * it, so that a campaign's details do not carry the exports' form and list.
 */
const LazyExportsPage = lazyNamed(() => import('../exports/ExportsPage.tsx'), 'ExportsPage');

/** A component (not the lazy one itself: React cannot resolve a lazy to another lazy). */
export function ExportsPage() {
  return <LazyExportsPage />;
}

export { CampaignDetailsPage } from './CampaignDetailsPage.tsx';
