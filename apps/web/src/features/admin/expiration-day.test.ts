import { describe, expect, it } from 'vitest';
import { dayIn, endOfDayIn } from './expiration-day.ts';

describe('expiration days', () => {
  it("ends the day on the company's clock", () => {
    expect(endOfDayIn('2031-01-31', 'Europe/Zurich')).toBe('2031-01-31T22:59:59.999Z');
    expect(endOfDayIn('2031-07-31', 'Europe/Zurich')).toBe('2031-07-31T21:59:59.999Z');
    expect(endOfDayIn('2031-07-31', 'America/New_York')).toBe('2031-08-01T03:59:59.999Z');
    expect(endOfDayIn('2031-07-31', 'UTC')).toBe('2031-07-31T23:59:59.999Z');
  });

  it('reads the day back in the same zone, whatever the browser', () => {
    for (const zone of ['Europe/Zurich', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      expect(dayIn(endOfDayIn('2031-03-30', zone), zone)).toBe('2031-03-30');
    }
  });
});
