/**
 * Calendar days as plain dates (`YYYY-MM-DD`): a tile belongs to a date, not to an instant, so dates are
 * added and compared as days of the proleptic Gregorian calendar (UTC arithmetic on the date alone, no
 * zone), and an instant becomes a date only through the campaign's time zone (`localDateOf`).
 */

export type PlainDate = string;

const DAY_MS = 86_400_000;
export const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter, made once per zone: building one costs far more than formatting with it. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date an instant falls on in an IANA time zone (the IANA rules Intl ships, DST included). */
export function localDateOf(now: Date, timeZone: string): PlainDate {
  const parts = formatterOf(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

const toDayIndex = (date: PlainDate) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;
const fromDayIndex = (index: number): PlainDate => new Date(index * DAY_MS).toISOString().slice(0, 10);

/** `date` moved by `days` (negative: back). */
export function addDays(date: PlainDate, days: number): PlainDate {
  return fromDayIndex(toDayIndex(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: PlainDate, to: PlainDate): number {
  return toDayIndex(to) - toDayIndex(from);
}

/** The date of day `dayNumber` (1 = the start date). */
export function tileDate(startDate: PlainDate, dayNumber: number): PlainDate {
  return addDays(startDate, dayNumber - 1);
}

/** The days a calendar spans, both ends counted (0 when the end is before the start). */
export function calendarLength(startDate: PlainDate, endDate: PlainDate): number {
  return Math.max(0, daysBetween(startDate, endDate) + 1);
}

/**
 * Where a tile stands on `today` (the campaign's date now): `today` opens it, `future` not yet, `missed`
 * its day has passed (openable only where the campaign allows missed days), `ended` the calendar is over,
 * `outside` its day lies outside the calendar's dates.
 */
export type TileState = 'today' | 'future' | 'missed' | 'ended' | 'outside';

export function tileStateOn(
  calendar: { startDate: PlainDate; endDate: PlainDate },
  dayNumber: number,
  today: PlainDate,
): TileState {
  const date = tileDate(calendar.startDate, dayNumber);
  if (dayNumber < 1 || date > calendar.endDate) return 'outside';
  if (today > calendar.endDate) return 'ended';
  if (date === today) return 'today';
  return date > today ? 'future' : 'missed';
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
