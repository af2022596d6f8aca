import type { RandomBelow } from '../core/game-server.ts';
import { DIE_FACES } from './path-schemas.ts';

/** What the board's arithmetic needs of the settings. */
export type Board = {
  pathLength: number;
  rollsPerPlay: number;
  prizes: readonly { id: string; squares: readonly number[] }[];
};

/**
 * The squares a play can end on: `rolls` dice add up to rolls..6·rolls, and the token never walks past
 * the last square, so a play ends within [rolls, min(6·rolls, pathLength)].
 */
export function reachableRange(board: Pick<Board, 'pathLength' | 'rollsPerPlay'>): { first: number; last: number } {
  return { first: board.rollsPerPlay, last: Math.min(DIE_FACES * board.rollsPerPlay, board.pathLength) };
}

export function isReachable(board: Pick<Board, 'pathLength' | 'rollsPerPlay'>, square: number): boolean {
  const { first, last } = reachableRange(board);
  return Number.isInteger(square) && square >= first && square <= last;
}

/** Every square some prize sits on (with or without a pool: each looks like a prize to the player). */
export function prizeSquares(board: Board): Set<number> {
  return new Set(board.prizes.flatMap((prize) => prize.squares));
}

/** The squares a lose may end on: reachable, and holding no prize. */
export function losingSquares(board: Board): number[] {
  const taken = prizeSquares(board);
  const { first, last } = reachableRange(board);
  const squares: number[] = [];
  for (let square = first; square <= last; square++) if (!taken.has(square)) squares.push(square);
  return squares;
}

/** ways[k][s]: how many sequences of k die rolls add up to s (s up to 6k). */
function waysTable(rolls: number): number[][] {
  const ways = [[1]];
  for (let k = 1; k <= rolls; k++) {
    const row = new Array<number>(DIE_FACES * k + 1).fill(0);
    for (let sum = k; sum <= DIE_FACES * k; sum++) {
      for (let face = 1; face <= DIE_FACES; face++) row[sum] += ways[k - 1][sum - face] ?? 0;
    }
    ways.push(row);
  }
  return ways;
}

/**
 * `rolls` die rolls (1-6 each) that add up to `target`, drawn uniformly among all such sequences, so a
 * play to a square looks like any fair game that happened to end there. Roll by roll, a face is chosen in
 * proportion to the ways the remaining rolls can still make up the rest. Throws for a target no
 * sequence reaches (the settings' checks refuse such a board).
 */
export function drawRolls(target: number, rolls: number, randomBelow: RandomBelow): number[] {
  const ways = waysTable(rolls);
  if (!(ways[rolls][target] > 0)) throw new RangeError(`${rolls} rolls cannot add up to ${target}`);
  const drawn: number[] = [];
  let rest = target;
  for (let left = rolls - 1; left >= 0; left--) {
    const weights = Array.from({ length: DIE_FACES }, (_, i) => ways[left][rest - (i + 1)] ?? 0);
    let ticket = randomBelow(weights.reduce((sum, weight) => sum + weight, 0));
    let face = 1;
    while (ticket >= weights[face - 1]) {
      ticket -= weights[face - 1];
      face++;
    }
    drawn.push(face);
    rest -= face;
  }
  return drawn;
}
