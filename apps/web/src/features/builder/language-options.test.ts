import { describe, expect, it } from 'vitest';
import { languageDropdownModel, resolveLanguageChoice } from './language-options.ts';

const fromApi = [
  { id: 1, shortName: 'en', name: 'English', flagImageUrl: '/flags/gb.svg' },
  { id: 2, shortName: 'de', name: 'Deutsch', flagImageUrl: '/flags/de.svg' },
];

describe('language dropdown (§2)', () => {
  it('offers "all languages" first when the campaign has more than one language', () => {
    const model = languageDropdownModel(['en', 'de'], fromApi, 'All languages');
    expect(model.options.map((option) => option.value)).toEqual(['all', 'en', 'de']);
    expect(model.options[0]).toEqual({ value: 'all', label: 'All languages', flagImageUrl: null });
    expect(model.options[2]).toEqual({ value: 'de', label: 'Deutsch', flagImageUrl: '/flags/de.svg' });
    expect(model.isDisabled).toBe(false);
  });

  it('with one language offers only it, disabled', () => {
    const model = languageDropdownModel(['de'], fromApi, 'All languages');
    expect(model.options.map((option) => option.value)).toEqual(['de']);
    expect(model.isDisabled).toBe(true);
  });

  it('falls back to the built-in name and flag of a language the API did not list', () => {
    const model = languageDropdownModel(['fr'], [], 'All languages');
    expect(model.options).toEqual([{ value: 'fr', label: 'Français', flagImageUrl: '/flags/fr.svg' }]);
  });

  it('leaves "all languages" out where one language must be chosen', () => {
    const model = languageDropdownModel(['en', 'de'], fromApi, null);
    expect(model.options.map((option) => option.value)).toEqual(['en', 'de']);
    expect(model.isDisabled).toBe(false);
  });

  it('keeps the campaign order', () => {
    const model = languageDropdownModel(['de', 'en'], fromApi, 'All');
    expect(model.options.map((option) => option.value)).toEqual(['all', 'de', 'en']);
  });
});

describe('resolveLanguageChoice', () => {
  it('selects the only language whatever was chosen', () => {
    expect(resolveLanguageChoice('all', ['de'], 'de')).toBe('de');
    expect(resolveLanguageChoice(null, ['de'], 'de')).toBe('de');
  });
  it('keeps a choice the campaign still has', () => {
    expect(resolveLanguageChoice('all', ['en', 'de'], 'en')).toBe('all');
    expect(resolveLanguageChoice('de', ['en', 'de'], 'en')).toBe('de');
  });
  it('falls back to the default language, then to the first one', () => {
    expect(resolveLanguageChoice('fr', ['en', 'de'], 'de')).toBe('de');
    expect(resolveLanguageChoice(null, ['en', 'de'], 'en')).toBe('en');
    expect(resolveLanguageChoice(null, ['en', 'de'], 'fr')).toBe('en');
  });
});
