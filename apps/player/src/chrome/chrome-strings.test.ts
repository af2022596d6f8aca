import { CAMPAIGN_LANGUAGES } from '@gc/contracts/languages';
import { describe, expect, it } from 'vitest';
import { CHROME_STRINGS, chromeFor } from './chrome-strings.ts';
import { splitTemplate } from './template.ts';

describe('chrome strings', () => {
  it.each(CAMPAIGN_LANGUAGES.map((language) => language.shortName))('%s: consent names both links once', (code) => {
    const slots = splitTemplate(CHROME_STRINGS[code].consent).flatMap((part) => ('slot' in part ? [part.slot] : []));
    expect(slots.sort()).toEqual(['privacy', 'terms']);
  });

  it.each(CAMPAIGN_LANGUAGES.map((language) => language.shortName))(
    '%s: the wheel result names its {result}',
    (code) => {
      const slots = splitTemplate(CHROME_STRINGS[code].wheelResult).flatMap((part) =>
        'slot' in part ? [part.slot] : [],
      );
      expect(slots).toEqual(['result']);
    },
  );

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
