import { describe, expect, it } from 'vitest';
import { intlLocale } from './intl-locale.ts';

describe('intlLocale', () => {
  it('joins Serbian lists in Latin script, English ones as before', () => {
    const list = (language: string) => new Intl.ListFormat(intlLocale(language)).format(['Urednik', 'Posmatrač']);
    expect(list('sr')).toBe('Urednik i Posmatrač');
    expect(list('en')).toBe('Urednik and Posmatrač');
  });
});
