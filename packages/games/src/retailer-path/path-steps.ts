import { z } from 'zod';
import type { FinishAnswer, GameResult, RandomBelow } from '../core/game-server.ts';
import { drawWeighted } from '../core/prize-draw.ts';
import { type Board, drawRolls, isReachable, losingSquares, reachableRange } from './path-board.ts';
import type { PathPrize } from './path-schemas.ts';

type PathSettings = Omit<Board, 'prizes'> & { prizes: readonly PathPrize[] };

/**
 * A path play's hidden state, plain JSON kept by the server: the outcome drawn when the play opened (the
 * prize and its pool, or none), the whole sequence of die rolls that leads to it, and how many of them
 * the player has rolled. The coming rolls never leave the server before their step.
 */
export type PathPlayState = {
  readonly prizeId: string | null;
  readonly poolId: string | null;
  readonly rolls: readonly number[];
  readonly taken: number;
};

/** One step: the player presses Roll. Nothing else is sent: the die is the server's. */
export const rollStepSchema = z.strictObject({ roll: z.literal(true) });
export type RollStep = z.infer<typeof rollStepSchema>;

/** Why a roll or an outcome is refused: a stable code the platform passes on (409 PLAY_STEP_REFUSED). */
export type PathRefusal = 'outOfOrder' | 'allRolled' | 'notAllRolled';

/** The square the token stands on after the first `count` rolls (0 is Start). */
export const positionAfter = (rolls: readonly number[], count: number) =>
  rolls.slice(0, count).reduce((sum, roll) => sum + roll, 0);

/**
 * Opens a play: the outcome is drawn first, by the prizes' odds (drawWeighted; a prize needs a pool, odds
 * and a square a play can reach), then the square it ends on (one of the prize's squares, or a square
 * without a prize for a lose), then the rolls leading there (path-board.ts drawRolls). The view is the
 * board's size only; the prizes' squares are public settings anyway.
 */
export function openPath(settings: PathSettings, randomBelow: RandomBelow): { state: PathPlayState; view: GameResult } {
  const drawable = settings.prizes
    .map((prize) => ({ prize, squares: prize.squares.filter((square) => isReachable(settings, square)) }))
    .filter(({ prize, squares }) => prize.poolId !== null && prize.oddsBp > 0 && squares.length > 0);
  // Drawn by position: ids from the builder are not checked for uniqueness.
  const drawn = drawWeighted(
    drawable.map(({ prize }, index) => ({ id: String(index), oddsBp: prize.oddsBp })),
    randomBelow,
  );
  const won = drawn.kind === 'option' ? drawable[Number(drawn.id)] : null;
  // A lose lands on a square without a prize. Validated settings always have one (boardProblems); a
  // half-edited preview copy without one lands on any reachable square rather than failing.
  const { first, last } = reachableRange(settings);
  const losing = losingSquares(settings);
  const targets = won ? won.squares : losing.length > 0 ? losing : [Math.min(first, last)];
  const target = targets[randomBelow(targets.length)];
  const state: PathPlayState = {
    prizeId: won?.prize.id ?? null,
    poolId: won?.prize.poolId ?? null,
    rolls: drawRolls(target, settings.rollsPerPlay, randomBelow),
    taken: 0,
  };
  return { state, view: { pathLength: settings.pathLength, rollsPerPlay: settings.rollsPerPlay } };
}

/** What roll number `index` shows: the die, where the token stands after it, and the rolls left. */
function feedbackOf(state: PathPlayState, index: number): GameResult {
  return {
    roll: state.rolls[index],
    position: positionAfter(state.rolls, index + 1),
    rollsLeft: state.rolls.length - index - 1,
  };
}

export type TakenRoll =
  | { ok: true; state: PathPlayState; feedback: GameResult; isLast: boolean }
  | { ok: false; reason: PathRefusal };

/**
 * Takes roll number `index`, the next one, and reveals it. The same roll again for a taken index is a
 * replay (the same feedback, the state unchanged). Pure: the platform may call it again.
 */
export function takeRoll(_settings: unknown, state: PathPlayState, index: number, _step: RollStep): TakenRoll {
  const total = state.rolls.length;
  if (!Number.isInteger(index) || index < 0 || index > state.taken) return { ok: false, reason: 'outOfOrder' };
  if (index >= total) return { ok: false, reason: 'allRolled' };
  const next = index < state.taken ? state : { ...state, taken: index + 1 };
  return { ok: true, state: next, feedback: feedbackOf(state, index), isLast: index === total - 1 };
}

/**
 * Decides the play from its state alone, once every roll is taken: the square the token stands on, and
 * the prize drawn at the opening (its pool to claim from). A prize whose pool has run out shows the same
 * square without a prize. Refused before the last roll.
 */
export function finishPath(_settings: unknown, state: PathPlayState): FinishAnswer {
  if (state.taken < state.rolls.length) return { kind: 'refused', reason: 'notAllRolled' satisfies PathRefusal };
  const square = positionAfter(state.rolls, state.rolls.length);
  if (state.prizeId === null || state.poolId === null) return { kind: 'lose', result: { square, prizeId: null } };
  return {
    kind: 'win',
    poolId: state.poolId,
    result: { square, prizeId: state.prizeId },
    resultIfNoStock: { square, prizeId: null, isOutOfStock: true },
  };
}
