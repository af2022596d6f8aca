import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './format-date.ts';

const BELGRADE = 'Europe/Belgrade';
const NEW_YORK = 'America/New_York';

describe('formatDate', () => {
  it('writes one instant on the wall clock of each zone, not the browser’s', () => {
    const instant = '2026-01-05T08:07:00.000Z';
    expect(formatDate(instant, BELGRADE)).toBe('05.01.2026');
    expect(formatDate(instant, BELGRADE, true)).toBe('05.01.2026 09:07');
    expect(formatDate(instant, NEW_YORK, true)).toBe('05.01.2026 03:07');
  });
  it('moves the date where the zones are on different days', () => {
    const instant = '2026-03-01T02:30:00.000Z';
    expect(formatDate(instant, BELGRADE, true)).toBe('01.03.2026 03:30');
    expect(formatDate(instant, NEW_YORK, true)).toBe('28.02.2026 21:30');
  });
  it('follows each zone across its own daylight-saving change', () => {
    // New York springs forward on 8 March 2026, Belgrade on 29 March: for three weeks the gap is 5 hours.
    const beforeNewYork = '2026-03-08T06:30:00.000Z';
    const afterNewYork = '2026-03-08T07:30:00.000Z';
    expect(formatDate(beforeNewYork, NEW_YORK, true)).toBe('08.03.2026 01:30');
    expect(formatDate(afterNewYork, NEW_YORK, true)).toBe('08.03.2026 03:30');
    expect(formatDate(beforeNewYork, BELGRADE, true)).toBe('08.03.2026 07:30');
    expect(formatDate(afterNewYork, BELGRADE, true)).toBe('08.03.2026 08:30');
    expect(formatDate('2026-03-29T00:30:00.000Z', BELGRADE, true)).toBe('29.03.2026 01:30');
    expect(formatDate('2026-03-29T01:30:00.000Z', BELGRADE, true)).toBe('29.03.2026 03:30');
    // Belgrade falls back on 25 October: 02:30 happens twice, an hour apart.
    expect(formatDate('2026-10-25T00:30:00.000Z', BELGRADE, true)).toBe('25.10.2026 02:30');
    expect(formatDate('2026-10-25T01:30:00.000Z', BELGRADE, true)).toBe('25.10.2026 02:30');
  });
  it('writes midnight as 00, never 24', () => {
    expect(formatDate('2026-06-30T22:00:00.000Z', BELGRADE, true)).toBe('01.07.2026 00:00');
  });
  it('is empty for missing or broken values', () => {
    expect(formatDate(null, BELGRADE)).toBe('');
    expect(formatDate('nope', BELGRADE)).toBe('');
  });
});

describe('formatDay', () => {
  it('writes a plain day as dd.MM.yyyy, whatever the zone', () => {
    expect(formatDay('2026-12-24')).toBe('24.12.2026');
  });
});
