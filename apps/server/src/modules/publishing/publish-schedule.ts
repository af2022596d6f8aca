import { TZDate } from '@date-fns/tz';
import type { Violation } from '@gc/contracts/envelope';
import { PUBLISH_MODES, type PublishOptions } from '@gc/contracts/publishing';

/** When a published campaign is live: ACTIVE from now, or SCHEDULED between two instants. */
export type PublishSchedule =
  | { status: 'ACTIVE'; startDate: Date; endDate: Date | null }
  | { status: 'SCHEDULED'; startDate: Date; endDate: Date | null };

export type ScheduleResult = { isValid: true; schedule: PublishSchedule } | { isValid: false; violations: Violation[] };

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A local date-time (2030-06-01T10:00) in a time zone as an instant, or null when that wall-clock
 * time does not exist there: an impossible date (02-30) or the hour skipped when clocks go forward.
 * TZDate silently moves both to another time, so the result is read back and compared.
 */
export function localToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const zoned = new TZDate(year, month - 1, day, hour, minute, timeZone);
  if (Number.isNaN(zoned.getTime())) throw new Error(`Unknown time zone ${timeZone}`);
  const isSameWallClock =
    zoned.getFullYear() === year &&
    zoned.getMonth() === month - 1 &&
    zoned.getDate() === day &&
    zoned.getHours() === hour &&
    zoned.getMinutes() === minute;
  return isSameWallClock ? new Date(zoned.getTime()) : null;
}

/**
 * Spec §4 Publishing: immediately (live now, ending at endDate if given) or scheduled (from startDate
 * to endDate). Dates are wall-clock times of the company's time zone; a start in the past or an end
 * not after the start is refused, so that the schedule runner never has to guess.
 */
export function resolveSchedule(options: PublishOptions, timeZone: string, now: Date): ScheduleResult {
  const violations: Violation[] = [];
  const instant = (field: 'startDate' | 'endDate'): Date | null => {
    const value = options[field];
    if (value === undefined) return null;
    const at = localToInstant(value, timeZone);
    if (!at) violations.push({ field: `publishOptions.${field}`, message: `This time does not exist in ${timeZone}.` });
    return at;
  };
  const isScheduled = options.mode === PUBLISH_MODES.scheduled;
  const start = isScheduled ? instant('startDate') : now;
  const end = instant('endDate');
  if (violations.length > 0) return { isValid: false, violations };
  if (isScheduled && (!start || start.getTime() <= now.getTime())) {
    violations.push({ field: 'publishOptions.startDate', message: 'The start must be in the future.' });
  }
  if (start && end && end.getTime() <= start.getTime()) {
    violations.push({ field: 'publishOptions.endDate', message: 'The end must be after the start.' });
  }
  if (violations.length > 0 || !start) return { isValid: false, violations };
  return { isValid: true, schedule: { status: isScheduled ? 'SCHEDULED' : 'ACTIVE', startDate: start, endDate: end } };
}
