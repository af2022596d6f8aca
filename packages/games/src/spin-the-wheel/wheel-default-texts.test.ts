import { LANGUAGE_CODES } from '@gc/contracts/languages';
import { describe, expect, it } from 'vitest';
import { advancedSpinTheWheel } from '../advanced-spin-the-wheel/definition.ts';
import { newGameSettings } from '../core/game-capabilities.ts';
import { spinTheWheel, wheelSettingsSchema } from './definition.ts';
import { defaultPrizeLabel, isDefaultPrizeLabel, WHEEL_DEFAULT_TEXTS } from './wheel-default-texts.ts';
import { readWheel } from './wheel-model.ts';

describe('the wheel’s default sector texts', () => {
  it.each(LANGUAGE_CODES)('%s: a numbered prize label and a no-win label that fit a sector', (language) => {
    const { prize, noWin } = WHEEL_DEFAULT_TEXTS[language];
    expect(prize).toContain('{n}');
    expect(noWin.trim()).not.toBe('');
    expect(defaultPrizeLabel(language, 12).length).toBeLessThanOrEqual(60);
    expect(isDefaultPrizeLabel(defaultPrizeLabel(language, 3))).toBe(true);
    expect(isDefaultPrizeLabel(noWin)).toBe(false);
  });

  it.each(LANGUAGE_CODES)(
    '%s: a new wheel labels every sector in the language, and the settings are valid',
    (language) => {
      for (const game of [spinTheWheel, advancedSpinTheWheel]) {
        const settings = newGameSettings(game, [language]);
        expect(settings.sectors.map((sector) => Object.keys(sector.text))).toEqual(
          settings.sectors.map(() => [language]),
        );
        expect(settings.sectors[0].text[language]).toBe(defaultPrizeLabel(language, 1));
        expect(settings.sectors[1].text[language]).toBe(WHEEL_DEFAULT_TEXTS[language].noWin);
        expect(wheelSettingsSchema.safeParse(settings).success).toBe(true);
      }
    },
  );

  it('draws a new German wheel with its labels, as the builder preview and the player do', () => {
    const wheel = readWheel(newGameSettings(spinTheWheel, ['de']), 'de', 'de');
    expect(wheel.sectors.map((sector) => sector.text).slice(0, 3)).toEqual(['Preis 1', 'Leider nicht', 'Preis 2']);
  });

  it('keeps English defaults for code that has no languages to give', () => {
    expect(spinTheWheel.defaults.sectors[0].text).toEqual({ en: 'Prize 1' });
    expect(newGameSettings(spinTheWheel, ['sr', 'de']).sectors[2].text).toEqual({ sr: 'Nagrada 2', de: 'Preis 2' });
  });

  it('tells default prize labels from the marketer’s own words', () => {
    expect(isDefaultPrizeLabel('  prize 7 ')).toBe(true);
    expect(isDefaultPrizeLabel('Prize money')).toBe(false);
    expect(isDefaultPrizeLabel('Free coffee')).toBe(false);
  });
});
