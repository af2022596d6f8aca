import type { GameResult } from '@gc/games/core/game-server';

/** A decided play as the game page needs it: the page to show next and the game's result to show. */
export type DecidedAnswer = { page: string; result: GameResult | null };

/** What starting a play answers: a decided play, or a multi-step play opened with the view the player may see. */
export type PlayAnswer = DecidedAnswer | { page: 'open'; view: GameResult };

/**
 * Makes plays. Whoever renders the campaign provides it (the builder's preview, asking the game locally,
 * or the published page calling /api/play/…): the game page only shows the answers, never decides them.
 * Each call rejects when it could not be made.
 */
export type GamePlay = {
  /** Starts a play with the game's input (single-step games: decided at once; multi-step: opened). */
  play(input?: unknown): Promise<PlayAnswer>;
  /** Multi-step: sends step `index` of the play started last. */
  takeStep(index: number, step: unknown): Promise<{ feedback: GameResult }>;
  /** Multi-step: the play started last, decided from its steps. */
  finishPlay(): Promise<DecidedAnswer>;
  /** The play keys the player has used (a calendar's opened tiles); absent where nothing is kept (the preview). */
  usedKeys?(): Promise<readonly string[]>;
};

export const isOpened = (answer: PlayAnswer): answer is { page: 'open'; view: GameResult } =>
  answer.page === 'open' && 'view' in answer;
