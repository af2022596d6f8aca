import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language-choice.ts';

const offered = ['en', 'de', 'sr'];

describe('chooseLanguage', () => {
  it('takes ?lang= when the campaign offers it', () => {
    expect(chooseLanguage(offered, 'en', '?lang=sr', ['de-CH'])).toBe('sr');
    expect(chooseLanguage(offered, 'en', '?lang=DE', [])).toBe('de');
  });

  it('ignores a ?lang= the campaign does not have and uses the first browser language it offers', () => {
    expect(chooseLanguage(offered, 'en', '?lang=fr', ['fr-FR', 'de-CH', 'en'])).toBe('de');
  });

  it('falls back to the default language', () => {
    expect(chooseLanguage(offered, 'sr', '', ['it-IT'])).toBe('sr');
    expect(chooseLanguage(['de'], 'en', '', [])).toBe('de');
  });
});
