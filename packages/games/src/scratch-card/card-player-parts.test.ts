import { LANGUAGE_CODES } from '@gc/contracts/languages';
import { describe, expect, it } from 'vitest';
import { gameWords } from '../core/game-capabilities.ts';
import { CARD_DEFAULT_TEXTS } from './card-default-texts.ts';
import { faceKey, readCard, textColourOn } from './card-model.ts';
import { FACE_TEXT_MAX } from './card-schemas.ts';
import { createCoverageGrid } from './coverage-grid.ts';
import { SCRATCH_CARD_DEFAULTS, scratchCard } from './definition.ts';
import { CARD_WORDS } from './words.ts';

describe('the scratch card words', () => {
  it.each(LANGUAGE_CODES)('%s: has every word, its own result announcement with {result} once, and faces', (code) => {
    const words = gameWords(scratchCard, code);
    expect(Object.keys(words).sort()).toEqual(['card', 'hint', 'result', 'reveal']);
    expect(words.result.match(/\{(\w+)\}/g)).toEqual(['{result}']);
    if (code !== 'en') expect(words.hint).not.toBe(CARD_WORDS.en.hint);
    for (const text of Object.values(CARD_DEFAULT_TEXTS[code])) expect(text.length).toBeLessThanOrEqual(FACE_TEXT_MAX);
  });

  it('falls back to English for a language it has no words in', () => {
    expect(gameWords(scratchCard, 'constructor')).toEqual(CARD_WORDS.en);
  });
});

describe('the card as drawn', () => {
  it('reads the faces of the settings in the language, with the fallback language filling gaps', () => {
    const card = readCard({ ...SCRATCH_CARD_DEFAULTS, cardAppearance: 'circle' }, 'de', 'en');
    expect(card.appearance).toBe('circle');
    expect(card.threshold).toBe(0.5);
    expect(card.faces.get('prize:prize-1')).toMatchObject({ text: 'You won a prize!', background: '#fff3bf' });
    expect(card.faces.get(faceKey({ outcomeId: 'outcome-1' }) ?? '')?.text).toBe('No luck this time');
  });

  it('survives a half-edited working copy and refuses unsafe values', () => {
    const card = readCard(
      {
        closedCardColour: 'red;',
        closedCardImageUrl: 'javascript:alert(1)',
        prizes: [{ id: 7 }, null],
        cardAppearance: 'x',
      },
      'en',
      'en',
    );
    expect(card).toMatchObject({ layerColour: '#adb5bd', layerImageUrl: null, appearance: 'rounded' });
    expect(card.faces.size).toBe(0);
    expect(readCard(undefined, 'en', 'en').faces.size).toBe(0);
    expect(faceKey({ sectorId: 'a' })).toBeNull();
  });

  it('writes dark text on light faces and white on dark ones', () => {
    expect(textColourOn('#fff3bf')).toBe('#1a1b1e');
    expect(textColourOn('#1a1b1e')).toBe('#ffffff');
    expect(textColourOn('#7048e8')).toBe('#ffffff');
  });
});

describe('the coverage grid', () => {
  it('grows with the strokes and reaches the whole card when every part is scratched', () => {
    const grid = createCoverageGrid(300, 200, false);
    expect(grid.coveredFraction()).toBe(0);
    grid.markStroke(0, 100, 300, 100, 20);
    const afterOne = grid.coveredFraction();
    expect(afterOne).toBeGreaterThan(0.1);
    expect(afterOne).toBeLessThan(0.3);
    grid.markStroke(0, 100, 300, 100, 20);
    expect(grid.coveredFraction()).toBe(afterOne);
    for (let y = 0; y <= 200; y += 20) grid.markStroke(0, y, 300, y, 20);
    expect(grid.coveredFraction()).toBe(1);
  });

  it('counts only the cells inside a circular card', () => {
    const grid = createCoverageGrid(200, 200, true);
    // The corners lie outside the circle: scratching them counts for nothing.
    grid.markStroke(0, 0, 10, 10, 10);
    grid.markStroke(200, 200, 190, 190, 10);
    expect(grid.coveredFraction()).toBe(0);
    grid.markStroke(100, 100, 100, 100, 150);
    expect(grid.coveredFraction()).toBe(1);
  });
});
