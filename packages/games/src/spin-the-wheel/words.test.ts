import { LANGUAGE_CODES } from '@gc/contracts/languages';
import { describe, expect, it } from 'vitest';
import { advancedSpinTheWheel } from '../advanced-spin-the-wheel/definition.ts';
import { gameWords } from '../core/game-capabilities.ts';
import { spinTheWheel } from './definition.ts';
import { WHEEL_WORDS } from './words.ts';

describe('the wheel words', () => {
  it.each(LANGUAGE_CODES)('%s: has a button and a result announcement naming its {result} once', (code) => {
    const words = gameWords(spinTheWheel, code);
    expect(words.spin).toBe(WHEEL_WORDS[code].spin);
    expect(words.result.match(/\{(\w+)\}/g)).toEqual(['{result}']);
    if (code !== 'en') expect(words.result).not.toBe(WHEEL_WORDS.en.result);
  });

  it('falls back to English for a language it has no words in, also for the advanced wheel', () => {
    expect(gameWords(spinTheWheel, 'xx')).toEqual(WHEEL_WORDS.en);
    expect(gameWords(spinTheWheel, 'constructor')).toEqual(WHEEL_WORDS.en);
    expect(gameWords(advancedSpinTheWheel, 'de')).toEqual(WHEEL_WORDS.de);
  });
});
