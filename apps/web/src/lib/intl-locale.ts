/**
 * The Intl locale of a builder language. The builder's Serbian is written in Latin script, while
 * CLDR's plain `sr` is Cyrillic (a list of roles would be joined by "и").
 */
export function intlLocale(language: string): string {
  return language === 'sr' ? 'sr-Latn' : language;
}
