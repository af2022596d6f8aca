/** The builder's Serbian is written in Latin script; Intl's plain 'sr' would answer in Cyrillic. */
const INTL_LOCALES: Record<string, string> = { sr: 'sr-Latn' };

/** A wait the server asked for (Retry-After, in seconds) as the language says it: "in 2 seconds", "za 2 sekunde". */
export function formatWait(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(INTL_LOCALES[language] ?? language, { numeric: 'always' });
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? format.format(whole, 'second') : format.format(Math.ceil(whole / 60), 'minute');
}
