import { describe, expect, it } from 'vitest';
import { dateLocaleOf } from './date-locale.ts';

const longDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date('2026-12-24T12:00:00Z'));

describe('dateLocaleOf', () => {
  it('writes dates of a campaign with a country as that country reads the language', () => {
    expect(dateLocaleOf('en', { countryCode: 'at' })).toBe('en-AT');
    expect(longDate(dateLocaleOf('en', { countryCode: 'ro' }))).toBe('24 December 2026');
    expect(longDate(dateLocaleOf('en', { countryCode: null }))).toBe('December 24, 2026');
  });

  it('keeps the language alone for no country or one it does not know', () => {
    expect(dateLocaleOf('de', { countryCode: null })).toBe('de');
    expect(dateLocaleOf('de', { countryCode: 'xx' })).toBe('de');
    expect(dateLocaleOf('de', undefined)).toBe('de');
  });
});
