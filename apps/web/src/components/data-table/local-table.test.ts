import { describe, expect, it } from 'vitest';
import { applyTableState } from './local-table.ts';
import { initialTableState } from './table-state.ts';

const rows = [
  { name: 'Beta', age: 2 },
  { name: 'alpha', age: 3 },
  { name: 'Gamma', age: 1 },
];
const options = {
  matches: (row: (typeof rows)[number], term: string) => row.name.toLowerCase().includes(term),
  sortValue: (row: (typeof rows)[number], field: string) => (field === 'age' ? row.age : row.name),
};

describe('applyTableState', () => {
  it('searches, sorts and pages', () => {
    const sorted = applyTableState(rows, initialTableState({ sort: 'age', direction: 'ASC', size: 2 }), options);
    expect(sorted).toEqual({ rows: [rows[2], rows[0]], total: 3 });
    const secondPage = applyTableState(
      rows,
      initialTableState({ sort: 'age', direction: 'ASC', size: 2, page: 1 }),
      options,
    );
    expect(secondPage.rows).toEqual([rows[1]]);
    const searched = applyTableState(rows, initialTableState({ filters: { search: 'AM' } }), options);
    expect(searched).toEqual({ rows: [rows[2]], total: 1 });
  });
});
