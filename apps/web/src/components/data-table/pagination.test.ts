import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination.ts';

describe('pageWindow', () => {
  it('centres the current page when it can', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });
  it('sticks to the edges', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
  it('always holds the clamped current page and at most five consecutive pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 200 }), fc.integer({ min: 0, max: 150 }), (current, count) => {
        const pages = pageWindow(current, count);
        const clamped = Math.min(Math.max(1, current), Math.max(1, count));
        expect(pages).toContain(clamped);
        expect(pages.length).toBe(Math.min(5, Math.max(1, count)));
        for (let index = 1; index < pages.length; index++) expect(pages[index]).toBe(pages[index - 1] + 1);
      }),
    );
  });
});
