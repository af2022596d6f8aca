/**
 * The support pages' chunk. routes.tsx imports this tiny module, not the pages, so that the log-in
 * page's entry names one file for both instead of every chunk they share (Vite's preload list; the
 * log-in page is at its budget): one short round trip more on the first visit of a support page.
 */
export const loadSupportPages = () => import('./pages.ts');
