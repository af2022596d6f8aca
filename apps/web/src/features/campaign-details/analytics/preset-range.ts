import type { AnalyticsRangeQuery } from './analytics-api.ts';

const DAY_MS = 86_400_000;
export const PRESET_DAYS = [7, 30, 90] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar day of `now` in a time zone, as YYYY-MM-DD. */
function dayIn(timeZone: string, now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The last `days` days up to today in the company's zone, in which the server counts them: an editor
 * whose browser is still on yesterday (or already on tomorrow) sees the company's today.
 */
export function presetRange(
  days: number,
  timeZone: string,
  now = new Date(),
): Pick<AnalyticsRangeQuery, 'from' | 'to'> {
  const today = new Date(`${dayIn(timeZone, now)}T00:00:00Z`);
  return { from: isoDay(new Date(today.getTime() - (days - 1) * DAY_MS)), to: isoDay(today) };
}
