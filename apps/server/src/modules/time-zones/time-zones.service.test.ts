import { describe, expect, it } from 'vitest';
import { distinctTimeZones, timeZoneChanges, timeZoneOffset } from './time-zones.service.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const unix = (iso: string) => Date.parse(iso) / 1000;
const changesIn2026 = (zone: string) =>
  timeZoneChanges(zone, unix('2026-01-01T00:00:00Z'), unix('2027-01-01T00:00:00Z'), NOW);

describe('time zones from the IANA data', () => {
  it('answers the daylight-saving changes of a year, with the offset each one starts', () => {
    expect(changesIn2026('Europe/Belgrade')).toEqual({
      name: 'Europe/Belgrade',
      gmtOffset: 3600,
      changes: [
        { start: unix('2026-03-29T01:00:00Z'), offset: 7200 },
        { start: unix('2026-10-25T01:00:00Z'), offset: 3600 },
      ],
    });
    expect(changesIn2026('America/New_York').changes).toEqual([
      { start: unix('2026-03-08T07:00:00Z'), offset: -4 * 3600 },
      { start: unix('2026-11-01T06:00:00Z'), offset: -5 * 3600 },
    ]);
  });

  it('knows a half-hour shift (Lord Howe Island: +11 in summer, +10:30 in winter)', () => {
    const lordHowe = changesIn2026('Australia/Lord_Howe');
    expect(lordHowe.gmtOffset).toBe(11 * 3600);
    expect(lordHowe.changes.map((change) => change.offset)).toEqual([10.5 * 3600, 11 * 3600]);
    expect(timeZoneOffset('Australia/Lord_Howe', NOW)).toEqual({ name: 'Australia/Lord_Howe', gmtOffset: 11 * 3600 });
  });

  it('answers no change for a zone without daylight saving', () => {
    expect(changesIn2026('Asia/Tokyo')).toEqual({ name: 'Asia/Tokyo', gmtOffset: 9 * 3600, changes: [] });
  });

  it('lists every zone once, west to east, with UTC among them', () => {
    const zones = distinctTimeZones(NOW);
    expect(new Set(zones.map((zone) => zone.name)).size).toBe(zones.length);
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContainEqual({ name: 'UTC', gmtOffset: 0 });
    expect(zones).toContainEqual({ name: 'Europe/Belgrade', gmtOffset: 3600 });
    const offsets = zones.map((zone) => zone.gmtOffset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('refuses an unknown zone and a window beyond five years', () => {
    expect(() => timeZoneOffset('Mars/Olympus_Mons', NOW)).toThrow('Unknown time zone');
    expect(() =>
      timeZoneChanges('Europe/Belgrade', unix('2020-01-01T00:00:00Z'), unix('2021-01-01T00:00:00Z'), NOW),
    ).toThrow('within 5 years');
    expect(() =>
      timeZoneChanges('Europe/Belgrade', unix('2031-01-01T00:00:00Z'), unix('2032-01-01T00:00:00Z'), NOW),
    ).toThrow('within 5 years');
  });
});
