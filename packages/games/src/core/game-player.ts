import type { ComponentType } from 'react';
import type { ResultSummary } from './game-definition.ts';
import type { GameResult, GameServer } from './game-server.ts';

/**
 * What the player app gives a game's Player component (Player.tsx in its folder). A Player shows the game
 * and asks; it never decides an outcome: `play` (or, for a multi-step game, `finishPlay`) returns what the
 * server chose, and the Player only animates towards it. Players render inside the player app's page, so they may use its `gc-button`
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
   * Single-step games: makes a play with the game's input (absent: none), resolves with the game's result
   * as the server decided it (the wheel: `{ sectorId }`), or `result: null` when no play happened (e.g. no
   * plays left), and rejects when the play could not be made; the page that renders the game shows any
   * error, the Player just becomes playable again.
   */
  play(input?: unknown): Promise<{ result: GameResult | null }>;
  /**
   * Multi-step games: opens a play and resolves with the view the player may see (never an answer), or
   * null when no play happened (the page moves on to its result page). Rejects like `play`.
   */
  openPlay(): Promise<{ view: GameResult } | null>;
  /** Multi-step games: sends step number `index` (0-based) and resolves with the server's feedback. */
  takeStep(index: number, step: unknown): Promise<{ feedback: GameResult }>;
  /** Multi-step games: finishes the play; the server scores it and resolves with the game's result. */
  finishPlay(): Promise<{ result: GameResult | null }>;
  /**
   * Called as soon as the game shows its result (the wheel stands on its sector), or has stopped without
   * one. The page keeps it on screen for the campaign's result delay (showWinPageAfter), then shows the
   * result page; a Player adds no pause of its own.
   */
  onFinished(): void;
  /**
   * The campaign's date (YYYY-MM-DD) by the server's clock in its time zone (the builder's preview: the
   * builder's own date), for a game that shows days (a calendar's today). Absent where unknown. The
   * server decides every play by its own clock; this only says what to show.
   */
  today?: string;
  /**
   * The play keys the player has used already (a calendar's opened tiles, by the server's record), so that
   * a page opened again shows them. Resolves with none where nothing is kept (the builder's preview).
   * Showing only: the server refuses a key used twice whatever the page shows.
   */
  usedPlayKeys?(): Promise<readonly string[]>;
  /** Skip long animations. Defaults to the browser's prefers-reduced-motion. */
  isReducedMotion?: boolean;
  /** The game's own words (its `words` capability), in `language`, with English where it has none. */
  labels: GamePlayerLabels;
};

/** A game's words for its buttons and results, by key (the wheel: `spin`, `result`). */
export type GamePlayerLabels = { readonly [key: string]: string };

export type GamePlayerComponent = ComponentType<GamePlayerProps>;

/** A game's words in a language (GameDefinition.words), or undefined where it has none. */
export type GameWords = (language: string) => Readonly<Record<string, string>> | undefined;

/** A game's result of a play in a language (GameDefinition.resultSummary), or null when it has none to show. */
export type GameResultSummarizer = (
  settings: unknown,
  result: unknown,
  language: string,
  fallbackLanguage: string,
) => ResultSummary | null;

/**
 * What a lazy import of a Player.tsx yields: the component (default export), the game's words
 * (`words`) and its result summary (`resultSummary`), the same functions as its definition's, so that
 * the page gives the Player its `labels` and shows the game's result without loading every game's
 * definition.
 */
export type GamePlayerModule = {
  default: GamePlayerComponent;
  words?: GameWords;
  resultSummary?: GameResultSummarizer;
};

/** Loads a game's Player on demand, so that each game is its own chunk of the player bundle. */
export type GamePlayerLoader = () => Promise<GamePlayerModule>;

/**
 * A game's play in the builder's preview, where there is no server: preview.ts in the game's folder
 * default-exports the game's decision code (usually its server, which is pure), and the preview plays
 * it locally with every prize in stock. Registered in player-registry.ts beside the Player.
 */
export type GamePreviewModule = { default: GameServer };

/** Loads a game's preview decision on demand (only the builder's preview does). */
export type GamePreviewLoader = () => Promise<GamePreviewModule>;
