import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { GameCheckContext, LocalizedText, PrizeSlot } from '../core/game-definition.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { type Board, isReachable, losingSquares, reachableRange } from './path-board.ts';
import type { PathPrize } from './path-schemas.ts';

type PathSettings = Omit<Board, 'prizes'> & { prizes: readonly PathPrize[] };

/** A mistake of the board itself: a path no play could follow as the settings say. */
export type BoardProblem = {
  code:
    | 'path.squareOutOfPath'
    | 'path.squareUnreachable'
    | 'path.squareTwice'
    | 'path.noLosingSquare'
    | 'path.oddsOverHundred';
  field: string;
  params: Record<string, number>;
  message: string;
};

/**
 * What makes the board unplayable: a prize square past the last square, one no sequence of the rolls
 * can end on, a square holding two prizes, odds over 100 % in total, and a board whose every reachable
 * square holds a prize while some plays must lose. The settings' validation and the publish checks both
 * read this list, so the two never disagree.
 */
export function boardProblems(settings: PathSettings): BoardProblem[] {
  const problems: BoardProblem[] = [];
  const { first, last } = reachableRange(settings);
  const seen = new Set<number>();
  settings.prizes.forEach((prize, index) => {
    const field = `prizes.${index}.squares`;
    for (const square of prize.squares) {
      const params = { position: index + 1, square, first, last, pathLength: settings.pathLength };
      if (square > settings.pathLength) {
        problems.push({
          code: 'path.squareOutOfPath',
          field,
          params,
          message: `Prize ${index + 1} sits on square ${square}, past the path's ${settings.pathLength} squares.`,
        });
      } else if (!isReachable(settings, square)) {
        problems.push({
          code: 'path.squareUnreachable',
          field,
          params,
          message: `Prize ${index + 1} sits on square ${square}, which no play reaches: with ${settings.rollsPerPlay} rolls a play ends on squares ${first} to ${last}.`,
        });
      }
      if (seen.has(square)) {
        problems.push({
          code: 'path.squareTwice',
          field,
          params,
          message: `Square ${square} holds more than one prize (prize ${index + 1}).`,
        });
      }
      seen.add(square);
    }
  });
  const totalBp = settings.prizes.reduce((sum, prize) => sum + prize.oddsBp, 0);
  if (totalBp > BASIS_POINTS_TOTAL) {
    problems.push({
      code: 'path.oddsOverHundred',
      field: 'prizes',
      params: { totalBp },
      message: `The odds of all prizes add up to ${totalBp / 100} %, more than 100 %.`,
    });
  } else if (totalBp < BASIS_POINTS_TOTAL && losingSquares(settings).length === 0) {
    problems.push({
      code: 'path.noLosingSquare',
      field: 'prizes',
      params: { first, last },
      message: `Every square a play can end on (${first} to ${last}) holds a prize, but the odds leave plays that win nothing.`,
    });
  }
  return problems;
}

/** The text players of the default language read on the prize, else any text it has. */
function labelOf(text: Readonly<Record<string, string>>, context: GameCheckContext): string {
  return text[context.defaultLanguage] || (context.languages.map((language) => text[language]).find(Boolean) ?? '');
}

/**
 * The path's publish checks, all errors: the board's problems, a prize without a pool (its squares would
 * tell a player they won nothing), and a prize at 0 % odds, which no player can win.
 */
export function pathPublishChecks(settings: PathSettings, context: GameCheckContext): ChecklistItem[] {
  const prizeItems = settings.prizes.flatMap((prize, index): ChecklistItem[] => {
    const params = { position: index + 1, label: labelOf(prize.text, context) };
    if (prize.poolId === null) {
      return [
        {
          code: 'path.prizeWithoutPool',
          severity: 'error',
          field: `prizes.${index}.poolId`,
          params,
          message: `Prize ${params.position} ("${params.label}") has no prize pool: choose one or remove the prize.`,
        },
      ];
    }
    if (prize.oddsBp <= 0) {
      return [
        {
          code: 'path.prizeWithoutOdds',
          severity: 'error',
          field: `prizes.${index}.oddsBp`,
          params,
          message: `Prize ${params.position} ("${params.label}") has 0 % odds: no player can win it.`,
        },
      ];
    }
    return [];
  });
  const boardItems = boardProblems(settings).map((problem): ChecklistItem => ({ ...problem, severity: 'error' }));
  return [...prizeItems, ...boardItems];
}

/** Every prize with a pool, with its odds; the platform checks the pools, their stock and the odds audit. */
export function pathPrizeSlots(settings: { prizes: readonly PathPrize[] }): PrizeSlot[] {
  return settings.prizes.flatMap((prize, index) =>
    prize.poolId === null
      ? []
      : [{ id: prize.id, poolId: prize.poolId, oddsBp: prize.oddsBp, field: `prizes.${index}.poolId` }],
  );
}

/** The prizes' names per language. */
export function pathLocalizedTexts(settings: { prizes: readonly PathPrize[] }): LocalizedText[] {
  return settings.prizes.map((prize, index) => ({ field: `prizes.${index}.text`, values: prize.text }));
}

/**
 * The settings as the public sees them: the board and where the prizes sit (fine to show, as on a real
 * board game), never a pool or odds, and not the derived list of pools. The server alone draws the rolls.
 */
export function pathPublicSettings<S extends { prizes: readonly PathPrize[]; poolIds: readonly string[] }>(
  settings: S,
) {
  const { prizes, poolIds: _poolIds, ...rest } = settings;
  return { ...rest, prizes: prizes.map(({ id, text, squares }) => ({ id, text, squares })) };
}
