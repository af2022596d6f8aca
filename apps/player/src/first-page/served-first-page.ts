import { SERVED_FIRST_PAGE_ID } from '@gc/contracts/first-page';
import { type ReactNode, useLayoutEffect, useState } from 'react';

/**
 * Whether the server sent the campaign's first page in the HTML (issue 18: render-first-page.tsx),
 * read once: until the player has its own first screen, it shows nothing of its own (no loading
 * notice) and lets that page stand.
 */
export function useServedFirstPage(): boolean {
  const [isServed] = useState(() => document.getElementById(SERVED_FIRST_PAGE_ID) !== null);
  return isServed;
}

/**
 * Removes the served first page when the player's own first screen is committed, before the browser
 * paints: the two are never seen together, and where the player shows the same page (the same
 * components, language and data) nothing moves. Renders its children as they are.
 */
export function ReplacesServedFirstPage({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.getElementById(SERVED_FIRST_PAGE_ID)?.remove();
  }, []);
  return children;
}
