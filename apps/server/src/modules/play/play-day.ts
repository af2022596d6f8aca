import { TZDate } from '@date-fns/tz';

const FALLBACK_TIME_ZONE = 'Europe/Zurich';

/**
 * The calendar day (YYYY-MM-DD) of an instant in the campaign's time zone: plays per day count by
 * it, so a player in Zurich gets a new play at local midnight, not at midnight UTC.
 */
export function localDay(timeZone: string, nowMs = Date.now()): string {
  let zoned = new TZDate(nowMs, timeZone);
  // A company's zone is checked when saved; an unknown one must still not break playing.
  if (Number.isNaN(zoned.getTime()) || Number.isNaN(zoned.getFullYear())) zoned = new TZDate(nowMs, FALLBACK_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
}
