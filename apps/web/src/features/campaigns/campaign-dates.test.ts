import { describe, expect, it } from 'vitest';
import { scheduleNotices, startedDateText } from './campaign-dates.ts';

// Noon UTC stays on the same calendar day in every time zone the tests may run in.
const START = '2026-03-05T12:00:00.000Z';
const END = '2026-04-30T12:00:00.000Z';

describe('scheduleNotices', () => {
  it('gives start and end as dd.MM.yyyy for a scheduled campaign', () => {
    expect(scheduleNotices({ status: 'SCHEDULED', startDate: START, endDate: END })).toEqual([
      { kind: 'startsOn', date: '05.03.2026' },
      { kind: 'endsOn', date: '30.04.2026' },
    ]);
  });
  it('leaves out a missing end', () => {
    expect(scheduleNotices({ status: 'SCHEDULED', startDate: START, endDate: null })).toEqual([
      { kind: 'startsOn', date: '05.03.2026' },
    ]);
  });
  it('is empty for any other status', () => {
    expect(scheduleNotices({ status: 'ACTIVE', startDate: START, endDate: END })).toEqual([]);
  });
});

describe('startedDateText', () => {
  it('is the start date, blank when scheduled or never started', () => {
    expect(startedDateText({ status: 'ACTIVE', startDate: START })).toBe('05.03.2026');
    expect(startedDateText({ status: 'SCHEDULED', startDate: START })).toBe('');
    expect(startedDateText({ status: 'DRAFT', startDate: null })).toBe('');
  });
});
