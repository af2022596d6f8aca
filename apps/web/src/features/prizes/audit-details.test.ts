import { describe, expect, it } from 'vitest';
import { auditChanges, auditPoolName, auditValueText } from './audit-details.ts';

describe('auditChanges', () => {
  it('pairs the changed fields of an update', () => {
    expect(auditChanges({ before: { name: 'Mug', stockTotal: 5 }, after: { name: 'Cup', stockTotal: 8 } })).toEqual([
      { field: 'name', before: 'Mug', after: 'Cup' },
      { field: 'stockTotal', before: 5, after: 8 },
    ]);
  });
  it('lists what a creation set and what a deletion removed, and plain figures', () => {
    expect(auditChanges({ after: { name: 'Mug', imageUrl: null, description: '' } })).toEqual([
      { field: 'name', after: 'Mug' },
    ]);
    expect(auditChanges({ before: { name: 'Mug' }, issued: 2 })).toEqual([
      { field: 'name', before: 'Mug' },
      { field: 'issued', after: 2 },
    ]);
    expect(auditChanges({ added: 3, duplicates: 1 })).toEqual([
      { field: 'added', after: 3 },
      { field: 'duplicates', after: 1 },
    ]);
  });
  it('reads a stockBefore/stockAfter pair as one change, wherever it sits', () => {
    expect(auditChanges({ stockAfter: 4, added: 2, stockBefore: 2 })).toEqual([
      { field: 'added', after: 2 },
      { field: 'stock', before: 2, after: 4 },
    ]);
    // Half a pair is just a figure.
    expect(auditChanges({ stockAfter: 4 })).toEqual([{ field: 'stockAfter', after: 4 }]);
  });
});

describe('auditPoolName', () => {
  it('takes the name after the change, else before it', () => {
    expect(auditPoolName({ before: { name: 'Old' }, after: { name: 'New' } })).toBe('New');
    expect(auditPoolName({ before: { name: 'Gone' } })).toBe('Gone');
    expect(auditPoolName({ added: 3 })).toBeNull();
  });
});

describe('auditValueText', () => {
  const format = (iso: string) => `day(${iso.slice(0, 10)})`;
  it('renders empty values, dates, scalars and anything else', () => {
    expect(auditValueText(null, format, '—')).toBe('—');
    expect(auditValueText('', format, '—')).toBe('—');
    expect(auditValueText('2026-12-31T22:59:59.999Z', format, '—')).toBe('day(2026-12-31)');
    expect(auditValueText('Mug', format, '—')).toBe('Mug');
    expect(auditValueText(false, format, '—')).toBe('false');
    expect(auditValueText([1, 2], format, '—')).toBe('[1,2]');
  });
});
