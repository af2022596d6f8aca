import { tzOffset, tzScan } from '@date-fns/tz';
import { TIME_ZONE_WINDOW_YEARS, type TimeZone, type TimeZoneChanges } from '@gc/contracts/time-zones';
import { AppError } from '../../lib/app-error.ts';
import { isKnownTimeZone, knownTimeZones } from './known-zones.ts';

/**
 * Time zones from the IANA data the runtime ships (Intl), read through @date-fns/tz: offsets and
 * their daylight-saving changes are never computed by hand here.
 */

const SECONDS_PER_YEAR = 365.2425 * 24 * 3600;

function unknownZone(name: string) {
  return new AppError('VALIDATION_FAILED', 400, `Unknown time zone ${name}.`, {
    violations: [{ field: 'timeZoneName', message: `Unknown time zone ${name}.` }],
  });
}

/** The zone's offset from UTC at `at`, in seconds. */
function offsetSeconds(name: string, at: Date): number {
  return tzOffset(name, at) * 60;
}

/** Every zone with its offset now, west to east, then by name: the order of a zone picker. */
export function distinctTimeZones(now = new Date()): TimeZone[] {
  return knownTimeZones()
    .map((name) => ({ name, gmtOffset: offsetSeconds(name, now) }))
    .sort((a, b) => a.gmtOffset - b.gmtOffset || a.name.localeCompare(b.name));
}

export function timeZoneOffset(name: string, now = new Date()): TimeZone {
  if (!isKnownTimeZone(name)) throw unknownZone(name);
  return { name, gmtOffset: offsetSeconds(name, now) };
}

/**
 * The zone's offset changes between `from` and `to` (unix seconds), which must lie within
 * TIME_ZONE_WINDOW_YEARS of now; `gmtOffset` is the offset at `from`.
 */
export function timeZoneChanges(name: string, from: number, to: number, now = new Date()): TimeZoneChanges {
  if (!isKnownTimeZone(name)) throw unknownZone(name);
  const nowSeconds = now.getTime() / 1000;
  const window = TIME_ZONE_WINDOW_YEARS * SECONDS_PER_YEAR;
  if (from < nowSeconds - window || to > nowSeconds + window) {
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      `Changes are answered within ${TIME_ZONE_WINDOW_YEARS} years of now.`,
      {
        violations: [
          {
            field: from < nowSeconds - window ? 'from' : 'to',
            message: 'Outside the window of 5 years back and forward.',
          },
        ],
      },
    );
  }
  const start = new Date(from * 1000);
  const changes = tzScan(name, { start, end: new Date(to * 1000) }).map((change) => ({
    start: Math.round(change.date.getTime() / 1000),
    offset: change.offset * 60,
  }));
  return { name, gmtOffset: offsetSeconds(name, start), changes };
}
