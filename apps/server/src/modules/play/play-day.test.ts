import { describe, expect, it } from 'vitest';
import { localDay, localDayOf } from './play-day.ts';

describe('localDayOf', () => {
  it('gives the local date and the instant local midnight was, in winter and in summer time', () => {
    // 21 Nov 2026 10:00 UTC is 11:00 in Zurich (UTC+1): the day began at 20 Nov 23:00 UTC.
    const winter = localDayOf('Europe/Zurich', Date.parse('2026-11-21T10:00:00Z'));
    expect(winter.day).toBe('2026-11-21');
    expect(winter.startsAt.toISOString()).toBe('2026-11-20T23:00:00.000Z');
    // In July Zurich is UTC+2.
    const summer = localDayOf('Europe/Zurich', Date.parse('2026-07-01T23:30:00Z'));
    expect(summer.day).toBe('2026-07-02');
    expect(summer.startsAt.toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('moves to the next day at local midnight, also after a cached answer', () => {
    const beforeMidnight = Date.parse('2026-11-21T22:59:59Z');
    expect(localDayOf('Europe/Zurich', beforeMidnight).day).toBe('2026-11-21');
    expect(localDayOf('Europe/Zurich', beforeMidnight + 1000).day).toBe('2026-11-22');
    expect(localDayOf('Europe/Zurich', beforeMidnight).day).toBe('2026-11-21');
  });

  it('keeps zones apart: the same instant is another date east of the date line', () => {
    const at = Date.parse('2026-11-21T12:00:00Z');
    expect(localDay('Pacific/Kiritimati', at)).toBe('2026-11-22');
    expect(localDay('Pacific/Pago_Pago', at)).toBe('2026-11-21');
  });

  it('falls back to Zurich for a zone it does not know, rather than failing a play', () => {
    const at = Date.parse('2026-11-21T23:30:00Z');
    expect(localDayOf('Mars/Olympus_Mons', at)).toEqual(localDayOf('Europe/Zurich', at));
  });
});
