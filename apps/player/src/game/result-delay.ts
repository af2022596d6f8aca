import { readResultSettings } from '@gc/games/core/result-settings';

/** The result pages a play's game shows before them (the wheel stands on its sector): win and lose. */
const DELAYED_PAGES = new Set(['win', 'lose']);

/**
 * With reduced motion the game shows its result at once (the wheel turns straight to its sector) and
 * nothing moves while the page waits: a second is enough to see where it stopped, and a long still
 * wait would read as a page that hangs.
 */
export const REDUCED_MOTION_MAX_DELAY_MS = 1_000;

/**
 * How long the game's result stays on screen before the page moves on to `page` (showWinPageAfter).
 * Only a win or a lose follows a shown result; a page that answers a play that did not happen
 * (no-more-plays, campaign-expired) comes at once.
 */
export function resultDelayMs(settings: unknown, page: string, isReducedMotion: boolean): number {
  if (!DELAYED_PAGES.has(page)) return 0;
  const delayMs = Math.round(readResultSettings(settings).resultDelaySeconds * 1_000);
  return isReducedMotion ? Math.min(delayMs, REDUCED_MOTION_MAX_DELAY_MS) : delayMs;
}
