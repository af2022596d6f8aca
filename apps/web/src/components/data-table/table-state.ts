import type { SortDirection } from '@gc/contracts/paging';

/**
 * State of the generic data table (spec §2). `page` is 0-based like the API; the pagination shows
 * it 1-based. One column is sorted at a time, so choosing a column resets the others to DESC.
 */
export type TableState = {
  page: number;
  size: number;
  sort: string | null;
  direction: SortDirection;
  filters: Record<string, string | null>;
};

export function initialTableState(overrides: Partial<TableState> = {}): TableState {
  return { page: 0, size: 10, sort: null, direction: 'DESC', filters: {}, ...overrides };
}

/** Sorting starts at DESC and toggles; another column starts again at DESC. */
export function toggleSort(state: TableState, field: string): TableState {
  if (state.sort === field) return { ...state, direction: state.direction === 'DESC' ? 'ASC' : 'DESC' };
  return { ...state, sort: field, direction: 'DESC' };
}

/** The direction a column's arrow shows: its own when sorted, DESC (reset) otherwise. */
export function directionOf(state: TableState, field: string): SortDirection | null {
  return state.sort === field ? state.direction : null;
}

/** A search or filter change goes back to the first page. */
export function setFilter(state: TableState, param: string, value: string | null): TableState {
  const normalised = value === '' ? null : value;
  if ((state.filters[param] ?? null) === normalised) return state;
  return { ...state, page: 0, filters: { ...state.filters, [param]: normalised } };
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** Goes to a 1-based page, clamped between 1 and the page count. */
export function goToPage(state: TableState, pageNumber: number, total: number): TableState {
  const clamped = Math.min(Math.max(1, Math.trunc(pageNumber) || 1), pageCount(total, state.size));
  return clamped - 1 === state.page ? state : { ...state, page: clamped - 1 };
}
