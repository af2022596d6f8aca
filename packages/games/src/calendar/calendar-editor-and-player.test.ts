import { describe, expect, it } from 'vitest';
import { calendarPublishChecks } from './calendar-checks.ts';
import { readCalendar, tileViewOn } from './calendar-model.ts';
import type { CalendarTile } from './calendar-schemas.ts';
import { CALENDAR_DEFAULTS } from './definition.ts';
import { inGridOrder, moveTileBy, moveTileTo, newCalendarPrize, tilesForDates } from './editor-tiles.ts';
import { calendarResultSummary } from './result-summary.ts';

const tiles = CALENDAR_DEFAULTS.tiles.slice(0, 4) as CalendarTile[];
const order = (list: readonly CalendarTile[]) => inGridOrder(list).map((tile) => tile.dayNumber);

describe('the editor’s grid', () => {
  it('drops a dragged tile at its new place and renumbers the positions', () => {
    const moved = moveTileTo(tiles, 'tile-1', 2);
    expect(order(moved)).toEqual([2, 3, 1, 4]);
    expect(inGridOrder(moved).map((tile) => tile.position)).toEqual([0, 1, 2, 3]);
  });

  it('moves a tile one place with the keyboard’s buttons, and nothing past either end', () => {
    expect(order(moveTileBy(tiles, 'tile-3', -1))).toEqual([1, 3, 2, 4]);
    expect(order(moveTileBy(tiles, 'tile-1', -1))).toEqual([1, 2, 3, 4]);
    expect(order(moveTileBy(tiles, 'tile-4', 1))).toEqual([1, 2, 3, 4]);
  });

  it('makes one tile per day of new dates, keeping the tiles of days kept', () => {
    const withPrize = tiles.map((tile) => (tile.dayNumber === 2 ? { ...tile, prizes: [newCalendarPrize()] } : tile));
    const longer = tilesForDates(withPrize, '2026-12-01', '2026-12-06');
    expect(longer.map((tile) => tile.dayNumber).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(longer.find((tile) => tile.dayNumber === 2)?.prizes).toHaveLength(1);
    expect(tilesForDates(withPrize, '2026-12-01', '2026-12-02').map((tile) => tile.dayNumber)).toEqual([1, 2]);
  });
});

describe('the player’s calendar', () => {
  const calendar = readCalendar({ ...CALENDAR_DEFAULTS, tiles });

  it('shows today’s tile openable, later ones not yet, earlier ones missed unless allowed', () => {
    expect([1, 2, 3, 4].map((day) => tileViewOn(calendar, day, '2026-12-02'))).toEqual([
      'missed',
      'openable',
      'future',
      'future',
    ]);
    const lenient = { ...calendar, canOpenMissedDays: true };
    expect(tileViewOn(lenient, 1, '2026-12-02')).toBe('openable');
    expect(tileViewOn(lenient, 1, '2026-12-25')).toBe('closed');
  });

  it('reads half-edited settings without breaking: a cover picture only from a safe address', () => {
    const odd = readCalendar({
      startDate: 'soon',
      tiles: [
        { dayNumber: 2, position: 1, style: { coverType: 'image', coverImg: 'javascript:alert(1)' } },
        { dayNumber: 1, position: 0, style: { coverType: 'image', coverImg: '/files/star.png', fontSize: 500 } },
        'garbage',
      ],
    });
    expect(odd.startDate).toBe('1970-01-01');
    expect(odd.tiles.map((tile) => tile.dayNumber)).toEqual([1, 2]);
    expect(odd.tiles[0]).toMatchObject({ background: expect.stringContaining('url("/files/star.png")'), fontSize: 96 });
    expect(odd.tiles[1].background).not.toContain('javascript');
  });
});

describe('publish checks', () => {
  it('refuses a prize without a pool, warns of tiles after the end and days without a tile', () => {
    const items = calendarPublishChecks({
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      tiles: [
        { ...tiles[0], prizes: [newCalendarPrize()] },
        { ...tiles[1], dayNumber: 9 },
      ],
    });
    expect(items.map((item) => [item.code, item.severity])).toEqual([
      ['calendar.prizeWithoutPool', 'error'],
      ['calendar.tileAfterEnd', 'warning'],
      ['calendar.daysWithoutTile', 'warning'],
    ]);
    expect(items[2].params).toEqual({ days: '2, 3, 4' });
  });
});

describe('the result summary', () => {
  it('words what was behind the tile in the player’s language, with its day', () => {
    const prize = { id: 'p', text: { en: 'Star', sr: 'Zvezda' }, description: { en: 'Sweet' }, imageUrl: { en: '' } };
    const won = { dayNumber: 3, prize, outcome: null };
    expect(calendarResultSummary(null, won, 'sr', 'en')).toEqual({
      title: 'Zvezda',
      text: 'Sweet',
      imageUrl: undefined,
      scoreText: 'Dan 3',
    });
    const outcome = { id: 'o', title: { en: 'Tomorrow!' }, text: { en: '' }, imageUrl: { en: '/files/a.png' } };
    expect(calendarResultSummary(null, { dayNumber: 4, prize: null, outcome }, 'de', 'en')).toEqual({
      title: 'Tomorrow!',
      text: undefined,
      imageUrl: '/files/a.png',
      scoreText: 'Tag 4',
    });
    expect(calendarResultSummary(null, { sectorId: 'x' }, 'en', 'en')).toBeNull();
  });
});
