import { LANGUAGE_CODES } from '@gc/contracts/languages';
import { describe, expect, it } from 'vitest';
import { RETAILER_SLOT_DEFAULTS } from './definition.ts';
import { announcementOf, readMachine, readOutcome, reelStrip } from './slot-model.ts';
import { SLOT_WORDS } from './words.ts';

const settings = {
  ...RETAILER_SLOT_DEFAULTS,
  prizes: [{ ...RETAILER_SLOT_DEFAULTS.prizes[0], text: { en: 'Free coffee' } }],
};

describe('the slot Player’s reading of settings and results', () => {
  it('announces the three symbols by name, with the prize’s line on a win and the lose words otherwise', () => {
    const machine = readMachine(settings, 'en', 'en');
    const words = SLOT_WORDS.en;
    const won = readOutcome({ reels: ['symbol-seven', 'symbol-seven', 'symbol-seven'], prizeId: 'prize-1' });
    expect(won && announcementOf(machine, won, words)).toBe('Seven, Seven, Seven. Free coffee');
    const lost = readOutcome({ reels: ['symbol-cherry', 'symbol-bell', 'symbol-cherry'] });
    expect(lost && announcementOf(machine, lost, words)).toBe('Cherry, Bell, Cherry. No win this time.');
  });

  it('reads a half-edited working copy and a malformed result without breaking', () => {
    expect(readMachine(null, 'en', 'en')).toEqual({ symbols: [], prizeTexts: new Map(), speed: 1 });
    const machine = readMachine(
      { symbols: [{ id: 'a', imageUrl: 'javascript:x', glyph: 'nope' }], speed: 9 },
      'de',
      'en',
    );
    expect(machine).toEqual({
      symbols: [{ id: 'a', name: '', imageUrl: null, glyph: null }],
      prizeTexts: new Map(),
      speed: 3,
    });
    expect(readOutcome({ reels: ['a', 'b'] })).toBeNull();
    expect(readOutcome({ reels: ['a', 'b', 3] })).toBeNull();
    expect(readOutcome(null)).toBeNull();
  });

  it('runs each reel past its fillers and ends on exactly the server’s symbol', () => {
    const strip = reelStrip(['a', 'b', 'c'], 'b', 'c', 14, () => 0);
    expect(strip).toHaveLength(16);
    expect(strip[0]).toBe('b');
    expect(strip.at(-1)).toBe('c');
  });

  it('has every word in all 16 campaign languages, with the placeholders the Player fills', () => {
    for (const language of LANGUAGE_CODES) {
      const words = SLOT_WORDS[language];
      for (const text of Object.values(words)) expect(text.trim()).not.toBe('');
      expect(words.win).toContain('{line}');
      expect(words.win).toContain('{prize}');
      expect(words.lose).toContain('{line}');
    }
    expect(Object.keys(SLOT_WORDS).sort()).toEqual([...LANGUAGE_CODES].sort());
  });
});
