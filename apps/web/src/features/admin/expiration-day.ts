/**
 * The admin form picks an expiration date as a calendar day; the company's access ends when that day
 * ends on the company's own clock (its time zone), which is the instant the server stores.
 */

function wallClockOf(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The last millisecond of `day` (YYYY-MM-DD) in `timeZone`, as an ISO instant. */
export function endOfDayIn(day: string, timeZone: string): string {
  const wanted = Date.parse(`${day}T23:59:59.000Z`);
  // Two rounds settle the offset also across a daylight-saving change on that day.
  let instant = wanted - (wallClockOf(wanted, timeZone) - wanted);
  instant -= wallClockOf(instant, timeZone) - wanted;
  return new Date(instant + 999).toISOString();
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function dayIn(iso: string, timeZone: string): string {
  return new Date(wallClockOf(Date.parse(iso), timeZone)).toISOString().slice(0, 10);
}
