/**
 * The path as the Player draws it, read from settings that may be half-edited (the builder's preview
 * posts its working copy unvalidated, and zod would double the player's chunk): anything missing or
 * malformed gets a neutral value instead of breaking the page. No decision is made here.
 */
export type PathModel = {
  pathLength: number;
  rollsPerPlay: number;
  /** The prize on each square that holds one: its id and its name in the player's language. */
  prizes: ReadonlyMap<number, { id: string; text: string }>;
};

/** A roll the server revealed: the die, the square the token stands on after it, and the rolls left. */
export type RollFeedback = { roll: number; position: number; rollsLeft: number };

/** The play's end as the server decided it: the square, the prize won (null for none), and a pool run dry. */
export type PathResult = { square: number; prizeId: string | null; isOutOfStock: boolean };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const wholeIn = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

function textOf(value: unknown, language: string, fallbackLanguage: string): string {
  if (!isObject(value)) return '';
  const text = typeof value[language] === 'string' && value[language] ? value[language] : value[fallbackLanguage];
  return typeof text === 'string' ? text : '';
}

export function readPath(settings: unknown, language: string, fallbackLanguage: string): PathModel {
  const s = isObject(settings) ? settings : {};
  const pathLength = wholeIn(s.pathLength, 1, 30, 16);
  const prizes = new Map<number, { id: string; text: string }>();
  for (const prize of Array.isArray(s.prizes) ? s.prizes : []) {
    if (!isObject(prize) || typeof prize.id !== 'string' || !Array.isArray(prize.squares)) continue;
    const text = textOf(prize.text, language, fallbackLanguage);
    for (const square of prize.squares) {
      if (Number.isInteger(square) && square >= 1 && square <= pathLength && !prizes.has(square)) {
        prizes.set(square, { id: prize.id, text });
      }
    }
  }
  return { pathLength, rollsPerPlay: wholeIn(s.rollsPerPlay, 1, 8, 3), prizes };
}

/** The board's size from the opened play's view, or null when the view is not a path's. */
export function readView(view: unknown): { pathLength: number; rollsPerPlay: number } | null {
  if (!isObject(view)) return null;
  const pathLength = wholeIn(view.pathLength, 1, 30, 0);
  const rollsPerPlay = wholeIn(view.rollsPerPlay, 1, 8, 0);
  return pathLength && rollsPerPlay ? { pathLength, rollsPerPlay } : null;
}

export function readRoll(feedback: unknown): RollFeedback | null {
  if (!isObject(feedback)) return null;
  const roll = wholeIn(feedback.roll, 1, 6, 0);
  const position = wholeIn(feedback.position, 1, 30, 0);
  const rollsLeft = wholeIn(feedback.rollsLeft, 0, 8, -1);
  return roll && position && rollsLeft >= 0 ? { roll, position, rollsLeft } : null;
}

export function readResult(result: unknown): PathResult | null {
  if (!isObject(result)) return null;
  return {
    square: wholeIn(result.square, 0, 30, 0),
    prizeId: typeof result.prizeId === 'string' ? result.prizeId : null,
    isOutOfStock: result.isOutOfStock === true,
  };
}

/**
 * Where cell `cell` (0 = Start, then the squares) sits on a snake-shaped grid of `columns`: rows run left
 * to right, then right to left, so that each square touches the next and the path fits a phone.
 */
export function snakeCell(cell: number, columns: number): { row: number; column: number } {
  const row = Math.floor(cell / columns);
  const offset = cell % columns;
  return { row, column: row % 2 === 0 ? offset : columns - 1 - offset };
}

/** Columns of a squarish board for Start plus `pathLength` squares (17 cells: 5 × 4). */
export const columnsFor = (pathLength: number) => Math.ceil(Math.sqrt(pathLength + 1));

/** `{key}` placeholders of a word filled in. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
