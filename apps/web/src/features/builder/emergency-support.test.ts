import { describe, expect, it } from 'vitest';
import { isEmergencySupportOpen, showsEmergencySupport } from './emergency-support.ts';

const BELGRADE = 'Europe/Belgrade';
// December: Belgrade is UTC+1.
const at = (iso: string) => new Date(iso);

describe('the emergency-support banner of advent calendars', () => {
  it('answers from 08:00 to before 17:00 on the desk’s clock, not the browser’s', () => {
    expect(isEmergencySupportOpen(at('2026-12-01T06:59:59Z'), BELGRADE)).toBe(false); // 07:59:59
    expect(isEmergencySupportOpen(at('2026-12-01T07:00:00Z'), BELGRADE)).toBe(true); // 08:00
    expect(isEmergencySupportOpen(at('2026-12-01T15:59:59Z'), BELGRADE)).toBe(true); // 16:59:59
    expect(isEmergencySupportOpen(at('2026-12-01T16:00:00Z'), BELGRADE)).toBe(false); // 17:00
    expect(isEmergencySupportOpen(at('2026-12-01T07:30:00Z'), 'America/New_York')).toBe(false); // 02:30
  });

  it('answers at weekends too', () => {
    expect(isEmergencySupportOpen(at('2026-12-05T10:00:00Z'), BELGRADE)).toBe(true); // Saturday 11:00
    expect(isEmergencySupportOpen(at('2026-12-06T20:00:00Z'), BELGRADE)).toBe(false); // Sunday 21:00
  });

  it('shows only for an advent calendar with a number configured, while the desk answers', () => {
    const open = at('2026-12-02T09:00:00Z');
    const support = { phone: '+381 11 123 4567', timeZone: BELGRADE };
    expect(showsEmergencySupport('advent-calendar', support, open)).toBe(true);
    expect(showsEmergencySupport('weekly-calendar', support, open)).toBe(false);
    expect(showsEmergencySupport('advent-calendar', { ...support, phone: '' }, open)).toBe(false);
    expect(showsEmergencySupport('advent-calendar', support, at('2026-12-02T22:00:00Z'))).toBe(false);
  });
});
