/**
 * The sign-up pages' chunk with its texts. routes.tsx imports this tiny module, not pages.ts, so that
 * the log-in page's entry names one file for them instead of every chunk they share with other pages
 * (Vite's preload list: a third of a kilobyte, and the log-in page is at its budget). The price is one
 * short round trip more on the first visit of a sign-up page.
 */
export async function loadSignupPages() {
  const pages = await import('./pages.ts');
  await pages.signupPagesLoaded;
  return pages;
}
