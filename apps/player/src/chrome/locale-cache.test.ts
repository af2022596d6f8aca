import { describe, expect, it } from 'vitest';
import { chromeFor } from './chrome-strings.ts';
import { isLocaleReady, loadLocale } from './locale-cache.ts';
import { playStringsFor } from './play-strings.ts';

// @own-modules: this file gets a module graph of its own (vitest.config.ts), so nothing is loaded before these run.
describe('locale cache', () => {
  it('speaks English until a language is loaded, then that language', async () => {
    expect(isLocaleReady('de-AT')).toBe(false);
    expect(chromeFor('de-AT').firstName).toBe('First name');
    const load = loadLocale('de-AT');
    expect(loadLocale('de')).toBe(load);
    await load;
    expect(isLocaleReady('de')).toBe(true);
    expect(chromeFor('de-AT').firstName).toBe('Vorname');
    expect(playStringsFor('DE').retry).toBe('Erneut versuchen');
    expect(chromeFor('fr').firstName).toBe('First name');
  });

  it('has nothing to load for English and for codes without a catalogue', async () => {
    for (const language of ['en', 'en-GB', 'xx', 'constructor', '', undefined]) {
      expect(isLocaleReady(language), String(language)).toBe(true);
      await loadLocale(language);
      expect(chromeFor(language).firstName).toBe('First name');
    }
  });
});
