import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('formats as dd.MM.yyyy with an optional time', () => {
    const local = new Date(2026, 0, 5, 9, 7).toISOString();
    expect(formatDate(local)).toBe('05.01.2026');
    expect(formatDate(local, true)).toBe('05.01.2026 09:07');
  });
  it('is empty for missing or broken values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('nope')).toBe('');
  });
});
