import { newItemId } from '../quiz/editor-lists.ts';
import { calendarLength } from './calendar-days.ts';
import type { CalendarOutcome, CalendarPrize, CalendarTile } from './calendar-schemas.ts';

/**
 * Pure operations of the calendar's editor: the grid's order (`position`), tiles for the calendar's days,
 * and new prizes and outcomes. New items carry NEWID_ ids until saved (§5 Lists).
 */

/** The tiles in their grid order (position, then day). */
export function inGridOrder(tiles: readonly CalendarTile[]): CalendarTile[] {
  return [...tiles].sort((a, b) => a.position - b.position || a.dayNumber - b.dayNumber);
}

/** The tiles with positions 0..n-1 in the order given. */
function renumbered(ordered: readonly CalendarTile[]): CalendarTile[] {
  return ordered.map((tile, position) => (tile.position === position ? tile : { ...tile, position }));
}

/** Moves a tile to `toIndex` of the grid (drag and drop); the others close up. */
export function moveTileTo(tiles: readonly CalendarTile[], id: string, toIndex: number): CalendarTile[] {
  const ordered = inGridOrder(tiles);
  const from = ordered.findIndex((tile) => tile.id === id);
  if (from < 0) return [...tiles];
  const [moved] = ordered.splice(from, 1);
  ordered.splice(Math.max(0, Math.min(ordered.length, toIndex)), 0, moved);
  return renumbered(ordered);
}

/** Moves a tile one place earlier (-1) or later (1) in the grid (the keyboard's way); past an end, nothing. */
export function moveTileBy(tiles: readonly CalendarTile[], id: string, direction: -1 | 1): CalendarTile[] {
  const index = inGridOrder(tiles).findIndex((tile) => tile.id === id);
  return index < 0 ? [...tiles] : moveTileTo(tiles, id, index + direction);
}

/**
 * One tile per day of the dates: the days kept keep their tile (content, looks, place), missing days get
 * a copy of the last tile's looks, tiles after the end are dropped.
 */
export function tilesForDates(tiles: readonly CalendarTile[], startDate: string, endDate: string): CalendarTile[] {
  const length = calendarLength(startDate, endDate);
  const kept = inGridOrder(tiles).filter((tile) => tile.dayNumber <= length);
  const days = new Set(kept.map((tile) => tile.dayNumber));
  const looks = kept.at(-1)?.style ?? tiles.at(-1)?.style;
  const added: CalendarTile[] = [];
  for (let day = 1; day <= length; day++) {
    if (days.has(day) || !looks) continue;
    added.push({ id: newItemId(), dayNumber: day, position: 0, style: { ...looks }, prizes: [], outcomes: [] });
  }
  return renumbered([...kept, ...added]);
}

/** A prize added in the builder: no pool yet, given to everyone who opens the tile once it has one. */
export function newCalendarPrize(): CalendarPrize {
  return {
    id: newItemId(),
    text: {},
    description: {},
    imageUrl: {},
    redirection: { url: '', forwardQueryParameters: false },
    enabled: true,
    poolId: null,
    oddsBp: 10_000,
  };
}

export function newCalendarOutcome(): CalendarOutcome {
  return { id: newItemId(), title: {}, text: {}, imageUrl: {}, enabled: true, customAttributes: null };
}

/** The pools the tiles give, each once: the common `poolIds` setting, derived so it never disagrees. */
export function poolIdsOfTiles(tiles: readonly CalendarTile[]): string[] {
  return [...new Set(tiles.flatMap((tile) => tile.prizes.flatMap((prize) => (prize.poolId ? [prize.poolId] : []))))];
}
