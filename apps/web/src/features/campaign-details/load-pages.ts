/**
 * The campaign data pages' chunk: a campaign's details and the leads exports across campaigns (issue
 * 16). routes.tsx imports this tiny module, not the pages, so that the log-in page's entry names one
 * file for both instead of every chunk they share (Vite's preload list; the log-in page is at its
 * budget), as the support and sign-up pages do: one short round trip more on the first visit.
 */
export const loadCampaignDataPages = () => import('./pages.tsx');
