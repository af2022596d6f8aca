import { describe, expect, it } from 'vitest';
import { newCampaignDocument } from './campaign-document-defaults.ts';
import { DESCRIPTION_MAX_LENGTH, pageMeta } from './page-meta.ts';

const document = () =>
  newCampaignDocument({ languages: ['en', 'de'], registrationType: '', game: { version: 1, settings: {} } });

describe('pageMeta', () => {
  it("is the introduction's title and text in the player's language", () => {
    const doc = document();
    doc.texts.de = {
      ...doc.texts.de,
      'introduction.title': 'Dreh am Rad!',
      'introduction.text': 'Jeden Tag gewinnen.',
    };
    expect(pageMeta(doc, 'de')).toEqual({ title: 'Dreh am Rad!', description: 'Jeden Tag gewinnen.' });
  });

  it('falls back to the default language for a text the language lacks, as the page does', () => {
    const doc = document();
    doc.texts.en = { ...doc.texts.en, 'introduction.title': 'Spin to win' };
    doc.texts.de = {};
    expect(pageMeta(doc, 'de').title).toBe('Spin to win');
  });

  it('puts the text on one line and cuts a long one at a word, with an ellipsis', () => {
    const doc = document();
    const long = `Line one\n\nline   two ${'word '.repeat(60)}`;
    doc.texts.en = { ...doc.texts.en, 'introduction.title': ' Spin\nnow ', 'introduction.text': long };
    const meta = pageMeta(doc, 'en');
    expect(meta.title).toBe('Spin now');
    expect(meta.description.startsWith('Line one line two word word')).toBe(true);
    expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(meta.description).toMatch(/ word…$/);
  });

  it('is empty where the marketer left the introduction empty', () => {
    const doc = document();
    doc.texts.en = { ...doc.texts.en, 'introduction.title': '', 'introduction.text': '' };
    expect(pageMeta(doc, 'en')).toEqual({ title: '', description: '' });
  });
});
