/** IANA zones the runtime knows; a company's time zone must be one of them. */
const zones = new Set(Intl.supportedValuesOf('timeZone'));
zones.add('UTC');

export function isKnownTimeZone(zone: string): boolean {
  return zones.has(zone);
}
