import type { ComponentType } from 'react';

/**
 * What the player app gives a game's Player component (Player.tsx in its folder). A Player shows the game
 * and asks; it never decides an outcome: `onSpin` returns what the server chose, and the Player only
 * animates towards it. Players render inside the player app's page, so they may use its `gc-button`
 * class and the campaign's `--gc-*` custom properties (apps/player/src/player.css).
 */
export type GamePlayerProps<Settings = unknown> = {
  /**
   * The game's settings from the campaign document. In the builder's preview these are the unvalidated
   * working copy, so a Player reads them defensively.
   */
  settings: Settings;
  /** The language the player sees the campaign in. */
  language: string;
  /** The campaign's default language, for marketer texts missing in `language`. */
  fallbackLanguage: string;
  /**
   * Starts a play: resolves with what the server chose (the sector the wheel must land on, or null when
   * no play happened) and rejects when the play could not be made; the page that renders the game shows
   * any error, the Player just becomes playable again.
   */
  onSpin(): Promise<{ sectorId: string | null }>;
  /**
   * Called as soon as the game shows its result (the wheel stands on its sector), or has stopped without
   * one. The page keeps it on screen for the campaign's result delay (showWinPageAfter), then shows the
   * result page; a Player adds no pause of its own.
   */
  onFinished(): void;
  /** Skip long animations. Defaults to the browser's prefers-reduced-motion. */
  isReducedMotion?: boolean;
  /** The player chrome's words, in `language`. */
  labels: GamePlayerLabels;
};

export type GamePlayerLabels = {
  /** The main action, e.g. "Spin". */
  spin: string;
  /** Announced when the game stops; `{result}` is replaced by what it stopped on. */
  result: string;
};

export type GamePlayerComponent = ComponentType<GamePlayerProps>;

/** What a lazy import of a Player.tsx yields (its default export is the component). */
export type GamePlayerModule = { default: GamePlayerComponent };

/** Loads a game's Player on demand, so that each game is its own chunk of the player bundle. */
export type GamePlayerLoader = () => Promise<GamePlayerModule>;
