import type { TableState } from './table-state.ts';

export type LocalTableOptions<T> = {
  /** Whether a row matches the text of the `search` filter. */
  matches?: (row: T, search: string) => boolean;
  /** The value a sortable column sorts by. */
  sortValue?: (row: T, field: string) => string | number | null;
  /** Other filters: whether a row passes filter `param` with `value`. */
  passes?: (row: T, param: string, value: string) => boolean;
};

/** Applies the table state to rows the API returned whole (the company list), as the server would. */
export function applyTableState<T>(
  rows: readonly T[],
  state: TableState,
  options: LocalTableOptions<T>,
): { rows: T[]; total: number } {
  let result = [...rows];
  for (const [param, value] of Object.entries(state.filters)) {
    if (!value) continue;
    if (param === 'search' && options.matches) {
      const term = value.trim().toLowerCase();
      result = result.filter((row) => options.matches?.(row, term));
    } else if (options.passes) {
      result = result.filter((row) => options.passes?.(row, param, value));
    }
  }
  const { sort } = state;
  if (sort && options.sortValue) {
    const factor = state.direction === 'ASC' ? 1 : -1;
    const sortValueOf = options.sortValue;
    result.sort((a, b) => factor * compare(sortValueOf(a, sort), sortValueOf(b, sort)));
  }
  const start = state.page * state.size;
  return { rows: result.slice(start, start + state.size), total: result.length };
}

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}
