import type { GamePlayerLabels } from './game-player.ts';

/**
 * The words the page passed (a Player module's `words`, in the player's language) over the game's
 * English ones, key by key: a language missing a word shows it in English, never empty.
 */
export function withLabels<W extends Record<string, string>>(own: W, labels: GamePlayerLabels | undefined): W {
  const merged: Record<string, string> = { ...own };
  for (const key of Object.keys(own)) {
    const label = labels?.[key];
    if (typeof label === 'string' && label !== '') merged[key] = label;
  }
  return merged as W;
}

/** The browser's reduced-motion wish, for a Player not told otherwise (GamePlayerProps.isReducedMotion). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
