/**
 * The emergency-support banner of advent calendars (spec §2 Dialogs and widgets): "never shown by
 * default", so only a build with `VITE_EMERGENCY_SUPPORT_PHONE` shows it; its desk answers 08:00–17:00,
 * weekends included (an advent calendar runs every day of December), in the desk's own time zone.
 */
export const EMERGENCY_SUPPORT = {
  phone: import.meta.env.VITE_EMERGENCY_SUPPORT_PHONE ?? '',
  timeZone: import.meta.env.VITE_EMERGENCY_SUPPORT_TIME_ZONE || 'Europe/Belgrade',
};

export const EMERGENCY_SUPPORT_HOURS = { opens: 8, closes: 17 } as const;

/** The hour (0–23) of `now` on the desk's clock. */
function hourIn(now: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(now);
  return Number(hour);
}

/** Whether the desk answers at `now`: from 08:00 to before 17:00 on its clock, any day of the week. */
export function isEmergencySupportOpen(now: Date, timeZone: string): boolean {
  const hour = hourIn(now, timeZone);
  return hour >= EMERGENCY_SUPPORT_HOURS.opens && hour < EMERGENCY_SUPPORT_HOURS.closes;
}

/** The banner shows for an advent calendar, when a number is configured, while the desk answers. */
export function showsEmergencySupport(
  campaignType: string,
  support: { phone: string; timeZone: string },
  now: Date,
): boolean {
  return (
    campaignType === 'advent-calendar' && support.phone.trim() !== '' && isEmergencySupportOpen(now, support.timeZone)
  );
}
