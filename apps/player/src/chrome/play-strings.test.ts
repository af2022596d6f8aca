import { describe, expect, it } from 'vitest';
import { PLAY_STRINGS, playStringsFor } from './play-strings.ts';

describe('play strings', () => {
  it('are translated for en, de, fr, it and sr, every string filled and keeping its placeholders', () => {
    for (const code of ['en', 'de', 'fr', 'it', 'sr'] as const) {
      const strings = PLAY_STRINGS[code];
      expect(strings, code).toBeDefined();
      for (const [key, value] of Object.entries(strings ?? {})) expect(value.trim(), `${code}.${key}`).not.toBe('');
      expect(strings?.startsOn).toContain('{date}');
      expect(strings?.validUntil).toContain('{date}');
      expect(strings?.linkIncomplete).toContain('{params}');
    }
    expect(PLAY_STRINGS.de?.copy).not.toBe(PLAY_STRINGS.en.copy);
  });

  it('reads a browser language code and falls back to English', () => {
    expect(playStringsFor('de-CH').retry).toBe('Erneut versuchen');
    expect(playStringsFor('sr').copy).toBe('Kopiraj');
    expect(playStringsFor('hu').retry).toBe('Try again');
    expect(playStringsFor('').retry).toBe('Try again');
  });
});
