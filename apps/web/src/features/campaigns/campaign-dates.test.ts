import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format-date.ts';
import { scheduleNotices, startedDateText } from './campaign-dates.ts';

const START = '2026-03-05T12:00:00.000Z';
const END = '2026-04-30T23:30:00.000Z';
const inBelgrade = (iso: string | null) => formatDate(iso, 'Europe/Belgrade', true);

describe('scheduleNotices', () => {
  it('gives start and end as the formatter writes them, for a scheduled campaign', () => {
    expect(scheduleNotices({ status: 'SCHEDULED', startDate: START, endDate: END }, inBelgrade)).toEqual([
      { kind: 'startsOn', date: '05.03.2026 13:00' },
      { kind: 'endsOn', date: '01.05.2026 01:30' },
    ]);
  });
  it('leaves out a missing end', () => {
    expect(scheduleNotices({ status: 'SCHEDULED', startDate: START, endDate: null }, inBelgrade)).toEqual([
      { kind: 'startsOn', date: '05.03.2026 13:00' },
    ]);
  });
  it('is empty for any other status', () => {
    expect(scheduleNotices({ status: 'ACTIVE', startDate: START, endDate: END }, inBelgrade)).toEqual([]);
  });
});

describe('startedDateText', () => {
  it('is the start date in the company zone, blank when scheduled or never started', () => {
    expect(startedDateText({ status: 'ACTIVE', startDate: END }, 'Europe/Belgrade')).toBe('01.05.2026');
    expect(startedDateText({ status: 'ACTIVE', startDate: END }, 'America/New_York')).toBe('30.04.2026');
    expect(startedDateText({ status: 'SCHEDULED', startDate: START }, 'Europe/Belgrade')).toBe('');
    expect(startedDateText({ status: 'DRAFT', startDate: null }, 'Europe/Belgrade')).toBe('');
  });
});
