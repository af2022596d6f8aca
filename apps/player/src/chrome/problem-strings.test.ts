import { CAMPAIGN_LANGUAGES } from '@gc/contracts/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from './locale-cache.ts';
import { problemStringsFor } from './problem-strings.ts';

const codes = CAMPAIGN_LANGUAGES.map((language) => language.shortName);
const en = problemStringsFor('en');

describe('problem strings', () => {
  beforeAll(() => Promise.all(codes.map(loadLocale)));

  it.each(codes)('%s: has every message, filled and without placeholders', (code) => {
    const strings = problemStringsFor(code);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(strings[key].trim(), `${code}.${key}`).not.toBe('');
      expect(strings[key], `${code}.${key}`).not.toMatch(/\{\w+\}/);
    }
  });

  it.each(codes.filter((code) => code !== 'en'))('%s: every message is translated, not English', (code) => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(problemStringsFor(code)[key], `${code}.${key}`).not.toBe(en[key]);
    }
  });

  it('reads a browser language code and falls back to English', () => {
    expect(problemStringsFor('pt-PT').generic).toBe('Algo correu mal. Tente novamente.');
    expect(problemStringsFor('xx').generic).toBe(en.generic);
  });
});
