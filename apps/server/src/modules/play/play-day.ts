import { TZDate } from '@date-fns/tz';

const FALLBACK_TIME_ZONE = 'Europe/Zurich';

/** A calendar day in the campaign's time zone: its date and the instant it began. */
export type LocalDay = { day: string; startsAt: Date };

/**
 * The calendar day (YYYY-MM-DD) of an instant in the campaign's time zone, and the instant that day
 * began (local midnight, or the first instant after it on a day that skips it): plays per day count
 * by it, so a player in Zurich gets a new play at local midnight, not at midnight UTC.
 */
export function localDayOf(timeZone: string, nowMs = Date.now()): LocalDay {
  const known = lastDayByZone.get(timeZone);
  if (known && nowMs >= known.startsAt.getTime() && nowMs < known.endsAtMs) return known;
  const computed = computeLocalDay(timeZone, nowMs);
  if (lastDayByZone.size >= DAY_CACHE_SIZE) lastDayByZone.clear();
  lastDayByZone.set(timeZone, computed);
  return computed;
}

/**
 * The day last computed per zone, kept until it ends: every play asks for it, and working it out
 * through the zone's rules costs more than the rest of the play's own computing.
 */
const lastDayByZone = new Map<string, LocalDay & { endsAtMs: number }>();
const DAY_CACHE_SIZE = 1_000;

function computeLocalDay(timeZone: string, nowMs: number): LocalDay & { endsAtMs: number } {
  let zone = timeZone;
  let zoned = new TZDate(nowMs, zone);
  // A company's zone is checked when saved; an unknown one must still not break playing.
  if (Number.isNaN(zoned.getTime()) || Number.isNaN(zoned.getFullYear())) {
    zone = FALLBACK_TIME_ZONE;
    zoned = new TZDate(nowMs, zone);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  const midnight = new TZDate(zoned.getFullYear(), zoned.getMonth(), zoned.getDate(), zone);
  const nextMidnight = new TZDate(zoned.getFullYear(), zoned.getMonth(), zoned.getDate() + 1, zone);
  return {
    day: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    startsAt: new Date(midnight.getTime()),
    endsAtMs: nextMidnight.getTime(),
  };
}

export function localDay(timeZone: string, nowMs = Date.now()): string {
  return localDayOf(timeZone, nowMs).day;
}
