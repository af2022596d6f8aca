import { describe, expect, it } from 'vitest';
import { isExpired, stockLabel, stockView } from './stock.ts';

const pool = (stockTotal: number | null, issued: number, isUnlimited = false) => ({
  isUnlimited,
  stockTotal,
  issued,
  remaining: stockTotal === null ? null : stockTotal - issued,
});

describe('stockView', () => {
  it('shows issued / total with the share given', () => {
    const view = stockView(pool(200, 50));
    expect(view).toMatchObject({ kind: 'limited', remaining: 150, percentIssued: 25, level: 'ok' });
    if (view.kind === 'limited') expect(stockLabel(view)).toBe('50 / 200');
  });
  it('warns when a tenth or less is left, and when nothing is left', () => {
    expect(stockView(pool(100, 90))).toMatchObject({ level: 'low', remaining: 10 });
    expect(stockView(pool(100, 89))).toMatchObject({ level: 'ok' });
    expect(stockView(pool(3, 3))).toMatchObject({ level: 'empty', remaining: 0, percentIssued: 100 });
  });
  it('treats a stock of zero as empty without dividing by zero', () => {
    expect(stockView(pool(0, 0))).toMatchObject({ kind: 'limited', percentIssued: 0, level: 'empty' });
  });
  it('a pool of codes not yet given shows 0 / n', () => {
    const view = stockView(pool(3, 0));
    if (view.kind !== 'limited') throw new Error('expected a limited pool');
    expect(stockLabel(view)).toBe('0 / 3');
  });
  it('unlimited pools have no total', () => {
    expect(stockView(pool(null, 12, true))).toEqual({ kind: 'unlimited', issued: 12 });
  });
});

describe('isExpired', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('is false without a date or before it, true from it on', () => {
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('2026-06-02T00:00:00Z', now)).toBe(false);
    expect(isExpired('2026-06-01T12:00:00Z', now)).toBe(true);
    expect(isExpired('2025-01-01T00:00:00Z', now)).toBe(true);
  });
});
