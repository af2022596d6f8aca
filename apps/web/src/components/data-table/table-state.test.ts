import { describe, expect, it } from 'vitest';
import { directionOf, goToPage, initialTableState, pageCount, setFilter, toggleSort } from './table-state.ts';

describe('toggleSort', () => {
  it('starts at DESC and toggles', () => {
    const first = toggleSort(initialTableState(), 'email');
    expect([first.sort, first.direction]).toEqual(['email', 'DESC']);
    expect(toggleSort(first, 'email').direction).toBe('ASC');
    expect(toggleSort(toggleSort(first, 'email'), 'email').direction).toBe('DESC');
  });
  it('resets the other columns: a new column starts at DESC', () => {
    const ascendingEmail = toggleSort(toggleSort(initialTableState(), 'email'), 'email');
    const byName = toggleSort(ascendingEmail, 'lastName');
    expect([byName.sort, byName.direction]).toEqual(['lastName', 'DESC']);
    expect(directionOf(byName, 'email')).toBeNull();
    expect(toggleSort(byName, 'email').direction).toBe('DESC');
  });
});

describe('setFilter', () => {
  it('resets the page to 0', () => {
    const state = initialTableState({ page: 3 });
    expect(setFilter(state, 'search', 'ana').page).toBe(0);
    expect(setFilter(state, 'status', 'ACTIVE').filters).toEqual({ status: 'ACTIVE' });
  });
  it('treats an empty value as no filter and keeps state when nothing changes', () => {
    const state = initialTableState({ page: 2 });
    expect(setFilter(state, 'search', '')).toBe(state);
    expect(setFilter(setFilter(state, 'search', 'x'), 'search', '').filters.search).toBeNull();
  });
});

describe('goToPage', () => {
  it('clamps between 1 and the page count', () => {
    const state = initialTableState({ size: 10 });
    expect(goToPage(state, 0, 95).page).toBe(0);
    expect(goToPage(state, 99, 95).page).toBe(9);
    expect(goToPage(state, 4, 95).page).toBe(3);
    expect(goToPage(state, 3, 0).page).toBe(0);
  });
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
