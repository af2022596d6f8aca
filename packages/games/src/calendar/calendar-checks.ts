import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { LocalizedText, PrizeSlot } from '../core/game-definition.ts';
import { calendarLength, tileDate } from './calendar-days.ts';
import type { CalendarTile } from './calendar-schemas.ts';

type Calendar = { startDate: string; endDate: string; tiles: readonly CalendarTile[] };

/**
 * The calendar's publish checks. Errors: a prize without a pool (the tile would promise a prize nobody
 * can be given). Warnings: a tile whose day lies after the end date (nobody can open it), a day of the
 * calendar without a tile.
 */
export function calendarPublishChecks(settings: Calendar): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  settings.tiles.forEach((tile, tileIndex) => {
    tile.prizes.forEach((prize, prizeIndex) => {
      if (prize.poolId !== null || !prize.enabled) return;
      items.push({
        code: 'calendar.prizeWithoutPool',
        severity: 'error',
        field: `tiles.${tileIndex}.prizes.${prizeIndex}.poolId`,
        params: { day: tile.dayNumber, position: prizeIndex + 1 },
        message: `Prize ${prizeIndex + 1} of day ${tile.dayNumber} has no prize pool: choose one or remove the prize.`,
      });
    });
    if (tileDate(settings.startDate, tile.dayNumber) > settings.endDate) {
      items.push({
        code: 'calendar.tileAfterEnd',
        severity: 'warning',
        field: `tiles.${tileIndex}.dayNumber`,
        params: { day: tile.dayNumber },
        message: `Day ${tile.dayNumber} lies after the calendar's end date: nobody can open it.`,
      });
    }
  });
  const days = new Set(settings.tiles.map((tile) => tile.dayNumber));
  const length = calendarLength(settings.startDate, settings.endDate);
  const missing = Array.from({ length }, (_, index) => index + 1).filter((day) => !days.has(day));
  if (missing.length > 0) {
    items.push({
      code: 'calendar.daysWithoutTile',
      severity: 'warning',
      field: 'tiles',
      params: { days: missing.join(', ') },
      message: `These days have no tile: ${missing.join(', ')}.`,
    });
  }
  return items;
}

/**
 * Every enabled prize with a pool. A play opens one tile of the whole calendar, so for the simulator's
 * single draw per play each slot's odds are its tile's share of the calendar's days.
 */
export function calendarPrizeSlots(settings: Calendar): PrizeSlot[] {
  const tileCount = Math.max(1, settings.tiles.length);
  return settings.tiles.flatMap((tile, tileIndex) =>
    tile.prizes.flatMap((prize, prizeIndex) =>
      prize.poolId === null || !prize.enabled
        ? []
        : [
            {
              id: prize.id,
              poolId: prize.poolId,
              oddsBp: Math.floor(prize.oddsBp / tileCount),
              field: `tiles.${tileIndex}.prizes.${prizeIndex}.poolId`,
            },
          ],
    ),
  );
}

/** The tiles' texts per language. */
export function calendarLocalizedTexts(settings: Calendar): LocalizedText[] {
  return settings.tiles.flatMap((tile, tileIndex) => [
    ...tile.prizes.map((prize, index) => ({ field: `tiles.${tileIndex}.prizes.${index}.text`, values: prize.text })),
    ...tile.outcomes.map((outcome, index) => ({
      field: `tiles.${tileIndex}.outcomes.${index}.text`,
      values: outcome.text,
    })),
  ]);
}

/**
 * The settings as the public sees them: the calendar's days and each tile's day, place and looks, never
 * what is behind a tile (a future day's prize would be known before its day), nor pools or odds. A tile's
 * content comes in the answer to opening it.
 */
export function calendarPublicSettings<S extends Calendar & { poolIds: readonly string[] }>(settings: S) {
  const { tiles, poolIds: _poolIds, ...rest } = settings;
  return {
    ...rest,
    tiles: tiles.map(({ id, dayNumber, position, style }) => ({ id, dayNumber, position, style })),
  };
}
