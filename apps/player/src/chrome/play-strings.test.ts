import { CAMPAIGN_LANGUAGES } from '@gc/contracts/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from './locale-cache.ts';
import { playStringsFor } from './play-strings.ts';

const codes = CAMPAIGN_LANGUAGES.map((language) => language.shortName);
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
const en = playStringsFor('en');

describe('play strings', () => {
  beforeAll(() => Promise.all(codes.map(loadLocale)));

  it.each(codes)('%s: has every string, filled and with the placeholders of the English one', (code) => {
    const strings = playStringsFor(code);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(strings[key].trim(), `${code}.${key}`).not.toBe('');
      expect(placeholders(strings[key]), `${code}.${key}`).toEqual(placeholders(en[key]));
    }
    expect(strings.startsOn).toContain('{date}');
    expect(strings.validUntil).toContain('{date}');
    expect(strings.linkIncomplete).toContain('{params}');
  });

  it.each(codes.filter((code) => code !== 'en'))('%s: is translated, not English', (code) => {
    for (const key of ['loading', 'networkError', 'retry', 'emailInvalid', 'consentRequired', 'voucherCode'] as const) {
      expect(playStringsFor(code)[key], `${code}.${key}`).not.toBe(en[key]);
    }
  });

  it('reads a browser language code and falls back to English', () => {
    expect(playStringsFor('de-CH').retry).toBe('Erneut versuchen');
    expect(playStringsFor('sr').copy).toBe('Kopiraj');
    expect(playStringsFor('HU').retry).toBe('Újrapróbálás');
    expect(playStringsFor('xx').retry).toBe('Try again');
    expect(playStringsFor('constructor').retry).toBe('Try again');
    expect(playStringsFor('').retry).toBe('Try again');
  });
});
