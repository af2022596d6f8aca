import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayMoment } from '../core/game-server.ts';
import { seededRandomBelow } from '../core/seeded-random.ts';
import { calendarPrizeSlots } from './calendar-checks.ts';
import { addDays, calendarLength, localDateOf, tileDate } from './calendar-days.ts';
import { defaultSpan, WEEKLY_STARTING_DAYS } from './calendar-defaults.ts';
import { adventCalendar, CALENDAR_DEFAULTS, type CalendarSettings, calendarSettingsSchema } from './definition.ts';
import { decideCalendarTile, TILE_REFUSALS } from './server.ts';
import { redirectionHref } from './tile-content.ts';

const POOL = '00000000-0000-4000-8000-000000000001';

/**
 * The oracle: the local date through the zone's UTC offset at the instant (Intl's longOffset), a
 * different road from the calendar's own (the zone's calendar fields).
 */
function dateByOffset(instant: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name ?? '');
  if (!match) throw new Error(`no offset in ${name}`);
  const sign = match[1] === '-' ? -1 : 1;
  const offsetMs = match[1] ? sign * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  return new Date(instant.getTime() + offsetMs).toISOString().slice(0, 10);
}

/** A calendar of `days` days from `startDate`, each tile with one prize at 100 %. */
function calendar(startDate: string, days: number, overrides: Partial<CalendarSettings> = {}): CalendarSettings {
  const tiles = Array.from({ length: days }, (_, index) => ({
    ...CALENDAR_DEFAULTS.tiles[0],
    id: `tile-${index + 1}`,
    dayNumber: index + 1,
    position: index,
    prizes: [
      {
        id: `prize-${index + 1}`,
        text: { en: `Gift ${index + 1}` },
        description: { en: '' },
        imageUrl: { en: '' },
        redirection: { url: '', forwardQueryParameters: false },
        enabled: true,
        poolId: POOL,
        oddsBp: 10_000,
      },
    ],
  }));
  return { ...CALENDAR_DEFAULTS, startDate, endDate: addDays(startDate, days - 1), tiles, ...overrides };
}

const ZONES = [
  'Europe/Belgrade',
  'America/New_York',
  'Australia/Lord_Howe',
  'UTC',
  'Asia/Kathmandu',
  'Pacific/Kiritimati',
  'America/St_Johns',
];

/** Instants near the 2026 daylight-saving changes of the three zones the issue names (± 40 hours). */
const DST_CHANGES: Record<string, string[]> = {
  'Europe/Belgrade': ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'],
  'America/New_York': ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z'],
  'Australia/Lord_Howe': ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z'],
};

/** Whether the play of day `dayNumber` at `moment` opens (a decision) or is refused. */
function opens(settings: CalendarSettings, dayNumber: number, moment: PlayMoment): boolean {
  return decideCalendarTile(settings, { dayNumber }, seededRandomBelow(1), moment).kind !== 'refused';
}

describe('calendar days', () => {
  it('opens a tile exactly when the local date in the campaign’s zone is the tile’s date (any instant, any zone)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 1, max: 7 }),
        (now, timeZone, shift, dayNumber) => {
          const today = dateByOffset(now, timeZone);
          // A week around today, so that the tile is today's, a future one or a missed one.
          const settings = calendar(addDays(today, shift - 3), 7);
          const isTileToday = tileDate(settings.startDate, dayNumber) === today;
          expect(opens(settings, dayNumber, { now, timeZone })).toBe(isTileToday);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  for (const [timeZone, changes] of Object.entries(DST_CHANGES)) {
    it(`agrees with the zone's offset around the daylight-saving changes of ${timeZone}`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...changes),
          fc.integer({ min: -40 * 3600, max: 40 * 3600 }),
          fc.integer({ min: 1, max: 5 }),
          (change, seconds, dayNumber) => {
            const now = new Date(Date.parse(change) + seconds * 1000);
            const today = dateByOffset(now, timeZone);
            expect(localDateOf(now, timeZone)).toBe(today);
            const settings = calendar(addDays(change.slice(0, 10), -2), 5);
            expect(opens(settings, dayNumber, { now, timeZone })).toBe(
              tileDate(settings.startDate, dayNumber) === today,
            );
          },
        ),
        { numRuns: 1_000 },
      );
    });
  }

  it('turns the day at local midnight on change days (known instants)', () => {
    const cases: [string, string, string][] = [
      ['2026-03-28T22:59:59Z', 'Europe/Belgrade', '2026-03-28'],
      ['2026-03-28T23:00:00Z', 'Europe/Belgrade', '2026-03-29'],
      ['2026-03-29T21:59:59Z', 'Europe/Belgrade', '2026-03-29'],
      ['2026-03-29T22:00:00Z', 'Europe/Belgrade', '2026-03-30'],
      ['2026-03-08T04:59:59Z', 'America/New_York', '2026-03-07'],
      ['2026-03-08T05:00:00Z', 'America/New_York', '2026-03-08'],
      ['2026-03-09T04:00:00Z', 'America/New_York', '2026-03-09'],
      ['2026-11-02T04:59:59Z', 'America/New_York', '2026-11-01'],
      ['2026-04-04T12:59:59Z', 'Australia/Lord_Howe', '2026-04-04'],
      ['2026-04-04T13:00:00Z', 'Australia/Lord_Howe', '2026-04-05'],
      ['2026-04-05T13:29:59Z', 'Australia/Lord_Howe', '2026-04-05'],
      ['2026-04-05T13:30:00Z', 'Australia/Lord_Howe', '2026-04-06'],
      ['2026-10-04T12:59:59Z', 'Australia/Lord_Howe', '2026-10-04'],
      ['2026-10-04T13:00:00Z', 'Australia/Lord_Howe', '2026-10-05'],
    ];
    for (const [instant, timeZone, date] of cases) {
      expect(localDateOf(new Date(instant), timeZone), `${instant} ${timeZone}`).toBe(date);
    }
  });
});

describe('opening a tile', () => {
  const settings = calendar('2026-12-01', 24);
  const at = (instant: string): PlayMoment => ({ now: new Date(instant), timeZone: 'Europe/Belgrade' });

  it('wins today’s prize with the tile as its key; the content comes with the play', () => {
    const decision = decideCalendarTile(settings, { dayNumber: 5 }, seededRandomBelow(3), at('2026-12-05T10:00:00Z'));
    expect(decision).toMatchObject({
      kind: 'win',
      poolId: POOL,
      playKey: 'tile-5',
      result: { dayNumber: 5, prize: { id: 'prize-5', text: { en: 'Gift 5' } }, outcome: null },
      resultIfNoStock: { dayNumber: 5, prize: null, outcome: { id: 'outcome-1' } },
    });
    expect(JSON.stringify(decision.kind === 'win' && decision.result)).not.toContain(POOL);
  });

  it('refuses tomorrow’s tile whatever the phone says, a missed day unless allowed, and an ended calendar', () => {
    // 23:30 in Belgrade on Dec 5 is Dec 5 there, though Dec 6 has begun further east.
    expect(decideCalendarTile(settings, { dayNumber: 6 }, seededRandomBelow(1), at('2026-12-05T22:30:00Z'))).toEqual({
      kind: 'refused',
      reason: TILE_REFUSALS.future,
    });
    expect(decideCalendarTile(settings, { dayNumber: 4 }, seededRandomBelow(1), at('2026-12-05T10:00:00Z'))).toEqual({
      kind: 'refused',
      reason: TILE_REFUSALS.missed,
    });
    const lenient = { ...settings, canOpenMissedDays: true };
    expect(
      decideCalendarTile(lenient, { dayNumber: 4 }, seededRandomBelow(1), at('2026-12-05T10:00:00Z')),
    ).toMatchObject({
      kind: 'win',
      playKey: 'tile-4',
    });
    expect(decideCalendarTile(lenient, { dayNumber: 24 }, seededRandomBelow(1), at('2026-12-25T10:00:00Z'))).toEqual({
      kind: 'refused',
      reason: TILE_REFUSALS.ended,
    });
    expect(decideCalendarTile(settings, { dayNumber: 30 }, seededRandomBelow(1), at('2026-12-05T10:00:00Z'))).toEqual({
      kind: 'refused',
      reason: TILE_REFUSALS.unknown,
    });
  });

  it('shows an enabled outcome when the tile has no prize to draw', () => {
    const plain = { ...settings, tiles: settings.tiles.map((tile) => ({ ...tile, prizes: [] })) };
    expect(decideCalendarTile(plain, { dayNumber: 5 }, seededRandomBelow(1), at('2026-12-05T10:00:00Z'))).toMatchObject(
      {
        kind: 'lose',
        playKey: 'tile-5',
        result: { dayNumber: 5, prize: null, outcome: { id: 'outcome-1' } },
      },
    );
  });
});

describe('calendar settings', () => {
  it('ships no tile’s prizes, outcomes, pools or odds to the public', () => {
    const published = JSON.stringify(adventCalendar.publicSettings?.(calendar('2026-12-01', 24)));
    expect(published).not.toMatch(/Gift|prizes|outcomes|poolId|oddsBp/);
    expect(published).toContain('"dayNumber":24');
  });

  it('refuses an unknown calendarType with the spec’s message', () => {
    const parsed = calendarSettingsSchema.safeParse({ ...CALENDAR_DEFAULTS, calendarType: 'yearly' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('calendarType not recognized');
    expect(calendarSettingsSchema.safeParse(CALENDAR_DEFAULTS).success).toBe(true);
  });

  it('has the §9 spans: advent Dec 1–24, weekly 7 days from 1, 8, 15 or 22, monthly a month', () => {
    expect(CALENDAR_DEFAULTS.tiles).toHaveLength(24);
    expect(defaultSpan('advent', '2026-12-25')).toEqual({ startDate: '2027-12-01', endDate: '2027-12-24' });
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (d) => {
        const today = d.toISOString().slice(0, 10);
        const weekly = defaultSpan('weekly', today);
        expect(calendarLength(weekly.startDate, weekly.endDate)).toBe(7);
        expect(WEEKLY_STARTING_DAYS).toContain(Number(weekly.startDate.slice(8)));
        expect(weekly.startDate >= today).toBe(true);
        const monthly = defaultSpan('monthly', today);
        expect(monthly.startDate.endsWith('-01')).toBe(true);
        expect(calendarLength(monthly.startDate, monthly.endDate)).toBeLessThanOrEqual(31);
        expect(addDays(monthly.endDate, 1).endsWith('-01')).toBe(true);
        const easter = defaultSpan('easter', today);
        expect(new Date(`${easter.endDate}T12:00:00Z`).getUTCDay()).toBe(0);
      }),
    );
  });

  it('gives each prize slot its tile’s share of the calendar’s odds', () => {
    const slots = calendarPrizeSlots(calendar('2026-12-01', 4));
    expect(slots).toHaveLength(4);
    expect(slots[0]).toEqual({ id: 'prize-1', poolId: POOL, oddsBp: 2_500, field: 'tiles.0.prizes.0.poolId' });
  });
});

describe('redirections', () => {
  it('carry the page’s query parameters only when asked to, the prize’s own winning', () => {
    const url = 'https://shop.example/gift?code=A';
    expect(redirectionHref({ url, forwardQueryParameters: false }, '?utm_source=mail')).toBe(url);
    expect(redirectionHref({ url, forwardQueryParameters: true }, '?utm_source=mail&code=B')).toBe(
      'https://shop.example/gift?code=A&utm_source=mail',
    );
    expect(redirectionHref({ url: '', forwardQueryParameters: true }, '?a=1')).toBeNull();
  });
});
