import { describe, expect, it } from 'vitest';
import { tilePlayKey, usedTileDays } from './tile-keys.ts';

describe('tile play keys', () => {
  it('reads back the days of the keys the server names, and ignores keys that are no tile', () => {
    expect(usedTileDays([tilePlayKey(3), tilePlayKey(12), 'tile-', 'other-4', 'tile-5x'])).toEqual(new Set([3, 12]));
    expect(usedTileDays([])).toEqual(new Set());
  });
});
