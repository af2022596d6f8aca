const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter, made once per zone: building one costs far more than formatting with it. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * An instant as dd.MM.yyyy (spec §2), with HH:mm when asked, on the wall clock of an IANA time zone
 * (the company's, issue 12: never the browser's); empty for missing values. Intl carries the zone
 * rules, so the log-in page pays nothing for them.
 */
export function formatDate(iso: string | null | undefined, timeZone: string, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatterOf(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')}.${part('month')}.${part('year').padStart(4, '0')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}

/** The browser's own zone: only while the company's is not known yet. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A calendar day (YYYY-MM-DD, already in the company's zone) as dd.MM.yyyy, never shifted by the browser's zone. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}
