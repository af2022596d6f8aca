import type { GamePlayerComponent } from '@gc/games/core/game-player';
import { findGamePlayer } from '@gc/games/player';
import { type LazyExoticComponent, lazy } from 'react';

const components = new Map<string, LazyExoticComponent<GamePlayerComponent>>();

/**
 * The campaign type's Player as a lazy component (its own chunk, fetched on first render), or null for a
 * type without one. One per type for the page's lifetime: a new lazy() on every render would remount it.
 */
export function lazyGamePlayer(campaignType: string): LazyExoticComponent<GamePlayerComponent> | null {
  const loader = findGamePlayer(campaignType);
  if (!loader) return null;
  let component = components.get(campaignType);
  if (!component) {
    component = lazy(loader);
    components.set(campaignType, component);
  }
  return component;
}

/**
 * Starts fetching the type's Player early (on the introduction page), so that the game page shows the game
 * at once. A failure is ignored here: the game page's own load reports it.
 */
export function preloadGamePlayer(campaignType: string): void {
  findGamePlayer(campaignType)?.().catch(() => {});
}
