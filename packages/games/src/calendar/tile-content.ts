import type { CalendarOutcome, CalendarPrize } from './calendar-schemas.ts';

/** What a won prize shows behind its tile: everything but its pool and odds. */
export function publicPrize({ id, text, description, imageUrl, redirection }: CalendarPrize) {
  return { id, text, description, imageUrl, redirection };
}
export type PublicPrize = ReturnType<typeof publicPrize>;

/** What a tile without a prize shows. */
export function publicOutcome({ id, title, text, imageUrl }: CalendarOutcome) {
  return { id, title, text, imageUrl };
}
export type PublicOutcome = ReturnType<typeof publicOutcome>;

/**
 * The result of opening a tile, as stored with the play and answered to the Player: the day, and the
 * prize or the outcome it shows (null when the tile holds neither). It carries the content, since the
 * public settings never do.
 */
export type TileResult = { dayNumber: number; prize: PublicPrize | null; outcome: PublicOutcome | null };

/** The page's query string carried over to a prize's address when its redirection asks for it. */
export function redirectionHref(
  redirection: { url: string; forwardQueryParameters: boolean },
  pageSearch: string,
): string | null {
  if (!redirection.url) return null;
  if (!redirection.forwardQueryParameters) return redirection.url;
  let target: URL;
  try {
    target = new URL(redirection.url);
  } catch {
    return null;
  }
  // The prize's own parameters win over the page's where both name one.
  for (const [key, value] of new URLSearchParams(pageSearch)) {
    if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  }
  return target.toString();
}
