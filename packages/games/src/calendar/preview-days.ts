import type { PreviewDay } from '../core/game-definition.ts';
import { PLAIN_DATE, tileDate } from './calendar-days.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The days of a calendar's tiles within its dates, in day order, for the builder's "preview as on day N":
 * read from the working copy as it is (a half-typed date gives no days).
 */
export function calendarPreviewDays(settings: unknown): PreviewDay[] {
  if (!isRecord(settings)) return [];
  const { startDate, endDate, tiles } = settings;
  if (typeof startDate !== 'string' || typeof endDate !== 'string' || !Array.isArray(tiles)) return [];
  if (!PLAIN_DATE.test(startDate) || !PLAIN_DATE.test(endDate)) return [];
  const dayNumbers = new Set<number>();
  for (const tile of tiles) {
    const dayNumber = isRecord(tile) ? tile.dayNumber : null;
    if (typeof dayNumber === 'number' && Number.isInteger(dayNumber) && dayNumber >= 1) dayNumbers.add(dayNumber);
  }
  return [...dayNumbers]
    .sort((a, b) => a - b)
    .map((dayNumber) => ({ dayNumber, date: tileDate(startDate, dayNumber) }))
    .filter((day) => day.date <= endDate);
}
