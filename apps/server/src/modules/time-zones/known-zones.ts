/**
 * IANA zones the runtime knows (Intl's data, as Node ships it). Its list names some zones by their
 * older names (Asia/Calcutta, Europe/Kiev: the CLDR canonical ones), so a zone is also known when Intl
 * resolves its current name (Asia/Kolkata, Europe/Kyiv); a company's time zone must be known.
 */
const zones = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])];
const zoneSet = new Set(zones);
/** An IANA name as written in the database (Area/Location), not an offset such as +01:00, nor any case. */
const IANA_NAME = /^[A-Z][A-Za-z_-]+(\/[A-Z][A-Za-z0-9_+-]+){1,2}$/;

function resolvesInIntl(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function isKnownTimeZone(zone: string): boolean {
  return zoneSet.has(zone) || (IANA_NAME.test(zone) && resolvesInIntl(zone));
}

export function knownTimeZones(): readonly string[] {
  return zones;
}
