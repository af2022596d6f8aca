import { CAMPAIGN_LANGUAGES } from '@gc/contracts/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from './locale-cache.ts';
import { walletStringsFor } from './wallet-strings.ts';

const codes = CAMPAIGN_LANGUAGES.map((language) => language.shortName);
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
const en = walletStringsFor('en');

describe('wallet strings', () => {
  beforeAll(() => Promise.all(codes.map(loadLocale)));

  it.each(codes)('%s: has every string, filled and with the placeholders of the English one', (code) => {
    const strings = walletStringsFor(code);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(strings[key].trim(), `${code}.${key}`).not.toBe('');
      expect(placeholders(strings[key]), `${code}.${key}`).toEqual(placeholders(en[key]));
    }
    expect(strings.qrAlt).toContain('{code}');
    expect(strings.wonOn).toContain('{date}');
  });

  it.each(codes.filter((code) => code !== 'en'))('%s: is translated, not English', (code) => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(walletStringsFor(code)[key], `${code}.${key}`).not.toBe(en[key]);
    }
  });

  it('reads a browser language code and falls back to English', () => {
    expect(walletStringsFor('de-AT').title).toBe('Ihre Gewinne');
    expect(walletStringsFor('xx').title).toBe('Your prizes');
  });
});
