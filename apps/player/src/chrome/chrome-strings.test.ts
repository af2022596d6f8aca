import { CAMPAIGN_LANGUAGES } from '@gc/contracts/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromeFor } from './chrome-strings.ts';
import { loadLocale } from './locale-cache.ts';
import { splitTemplate } from './template.ts';

const codes = CAMPAIGN_LANGUAGES.map((language) => language.shortName);
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
const en = chromeFor('en');

describe('chrome strings', () => {
  beforeAll(() => Promise.all(codes.map(loadLocale)));

  it.each(codes)('%s: has every string, filled and with the placeholders of the English one', (code) => {
    const strings = chromeFor(code);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(strings[key].trim(), `${code}.${key}`).not.toBe('');
      expect(placeholders(strings[key]), `${code}.${key}`).toEqual(placeholders(en[key]));
    }
  });

  it.each(codes.filter((code) => code !== 'en'))('%s: is translated, not English', (code) => {
    for (const key of ['firstName', 'lastName', 'terms', 'privacy', 'playFailed', 'notFoundText'] as const) {
      expect(chromeFor(code)[key], `${code}.${key}`).not.toBe(en[key]);
    }
  });

  it.each(codes)('%s: consent names both links once', (code) => {
    const slots = splitTemplate(chromeFor(code).consent).flatMap((part) => ('slot' in part ? [part.slot] : []));
    expect(slots.sort()).toEqual(['privacy', 'terms']);
  });

  it('picks the language of a browser locale and English for an unknown one', () => {
    expect(chromeFor('de-AT').firstName).toBe('Vorname');
    expect(chromeFor('SR').firstName).toBe('Ime');
    expect(chromeFor('xx').firstName).toBe('First name');
    expect(chromeFor('constructor').firstName).toBe('First name');
    expect(chromeFor(undefined).firstName).toBe('First name');
  });
});

describe('splitTemplate', () => {
  it('splits text and slots in order', () => {
    expect(splitTemplate('I accept the {terms} and the {privacy}.')).toEqual([
      { text: 'I accept the ' },
      { slot: 'terms' },
      { text: ' and the ' },
      { slot: 'privacy' },
      { text: '.' },
    ]);
  });
});
