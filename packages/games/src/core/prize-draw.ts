/** Odds are integers in basis points: 10,000 bp = 100 %. Never floats that get summed. */
export const BASIS_POINTS_TOTAL = 10_000;

export type WeightedOption<Id extends string = string> = { id: Id; oddsBp: number };

export type DrawResult<Id extends string = string> = { kind: 'option'; id: Id } | { kind: 'nothing' };

/**
 * Picks one option by its odds with a uniform random integer in [0, 10,000). The part of 10,000 bp the
 * options do not cover is "nothing" (the lose outcome). Options with no odds are never drawn.
 */
export function drawWeighted<Id extends string>(
  options: readonly WeightedOption<Id>[],
  randomBelow: (exclusiveMax: number) => number,
): DrawResult<Id> {
  const total = options.reduce((sum, option) => sum + Math.max(0, option.oddsBp), 0);
  if (total > BASIS_POINTS_TOTAL) throw new RangeError(`odds add up to ${total} bp, more than ${BASIS_POINTS_TOTAL}`);
  let ticket = randomBelow(BASIS_POINTS_TOTAL);
  for (const option of options) {
    if (option.oddsBp <= 0) continue;
    if (ticket < option.oddsBp) return { kind: 'option', id: option.id };
    ticket -= option.oddsBp;
  }
  return { kind: 'nothing' };
}

export function isValidOddsTotal(options: readonly WeightedOption[]): boolean {
  return (
    options.every((o) => Number.isInteger(o.oddsBp) && o.oddsBp >= 0) &&
    options.reduce((sum, o) => sum + o.oddsBp, 0) <= BASIS_POINTS_TOTAL
  );
}
