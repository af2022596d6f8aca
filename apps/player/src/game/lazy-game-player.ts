import { resultSummaryIn, wordsIn } from '@gc/games/core/game-capabilities';
import type { ResultSummary } from '@gc/games/core/game-definition';
import type { GamePlayerModule, GamePlayerProps } from '@gc/games/core/game-player';
import { findGamePlayer } from '@gc/games/player';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

/** A game's Player as the page renders it: the game's own words come with its chunk, as its labels. */
export type PagePlayerComponent = ComponentType<Omit<GamePlayerProps, 'labels'>>;

/** The loaded Player, given the game's words (from the same chunk) in the player's language. */
function PlayerWithWords({ loaded, ...props }: Omit<GamePlayerProps, 'labels'> & { loaded: GamePlayerModule }) {
  return createElement(loaded.default, { ...props, labels: wordsIn(loaded.words, props.language) });
}

const components = new Map<string, LazyExoticComponent<PagePlayerComponent>>();
/** The Player modules loaded so far, by campaign type, so that the result page reads the game's summary at once. */
const loadedModules = new Map<string, GamePlayerModule>();

/** The type's Player module, loaded on demand and kept for the result page. */
async function loadModule(campaignType: string, loader: () => Promise<GamePlayerModule>): Promise<GamePlayerModule> {
  const loaded = await loader();
  loadedModules.set(campaignType, loaded);
  return loaded;
}

/**
 * The campaign type's Player as a lazy component (its own chunk, fetched on first render), or null for a
 * type without one. One per type for the page's lifetime: a new lazy() on every render would remount it.
 */
export function lazyGamePlayer(campaignType: string): LazyExoticComponent<PagePlayerComponent> | null {
  const loader = findGamePlayer(campaignType);
  if (!loader) return null;
  let component = components.get(campaignType);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadModule(campaignType, loader);
      const render: PagePlayerComponent = (props) => createElement(PlayerWithWords, { ...props, loaded });
      return { default: render };
    });
    components.set(campaignType, component);
  }
  return component;
}

/**
 * Starts fetching the type's Player early (on the introduction page), so that the game page shows the game
 * at once. A failure is ignored here: the game page's own load reports it.
 */
export function preloadGamePlayer(campaignType: string): void {
  const loader = findGamePlayer(campaignType);
  loader && loadModule(campaignType, loader).catch(() => {});
}

/**
 * The game's own result of a play (its `resultSummary`, from the chunk the game page loaded), or null:
 * a type without one (the wheel), no result, or a Player not loaded (no play happened on this page).
 */
export function gameResultSummary(
  campaignType: string,
  settings: unknown,
  result: unknown,
  language: string,
  fallbackLanguage: string,
): ResultSummary | null {
  if (result === null || result === undefined) return null;
  const summarize = loadedModules.get(campaignType)?.resultSummary;
  return resultSummaryIn(summarize, settings, result, language, fallbackLanguage);
}
