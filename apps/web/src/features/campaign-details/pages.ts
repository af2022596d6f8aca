import { lazyNamed } from '../../app/lazy-named.ts';

/**
 * The pages of the campaign data chunk (load-pages.ts). The exports page is a chunk of its own within
 * it, so that a campaign's details do not carry the exports' form and list.
 */
export const ExportsPage = lazyNamed(() => import('../exports/ExportsPage.tsx'), 'ExportsPage');
export { CampaignDetailsPage } from './CampaignDetailsPage.tsx';
