/**
 * The sales pages' chunk. routes.tsx imports this tiny module, not the pages, so that the log-in page's
 * entry names one file for both instead of every chunk they share with other pages (as the sign-up
 * pages do: the log-in page is at its budget).
 */
export const loadSalesPages = () => import('./pages.ts');
