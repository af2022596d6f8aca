import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { describe, expect, it } from 'vitest';
import { altText, linkUrl, outcomeContent, pageText } from './texts.ts';

function document(): CampaignDocument {
  const doc = newCampaignDocument({
    languages: ['de', 'en'],
    registrationType: '',
    game: { version: 1, settings: {} },
  });
  doc.texts = {
    de: { 'introduction.title': 'Spiel und gewinn!', 'introduction.text': '' },
    en: { 'introduction.title': 'Play and win!', 'introduction.text': 'Try it', 'register.title': 'Who are you?' },
  };
  return doc;
}

describe('pageText', () => {
  it('takes the text of the language', () => {
    expect(pageText(document(), 'en', 'introduction', 'title')).toBe('Play and win!');
  });

  it('falls back to the default language when the language lacks the text', () => {
    const doc = document();
    doc.languageOptions.defaultLanguage = 'en';
    expect(pageText(doc, 'de', 'register', 'title')).toBe('Who are you?');
    expect(pageText(doc, 'fr', 'introduction', 'title')).toBe('Play and win!');
  });

  it('keeps a text left empty on purpose', () => {
    expect(pageText(document(), 'de', 'introduction', 'text')).toBe('');
  });

  it('is empty when neither language has the text', () => {
    expect(pageText(document(), 'en', 'game', 'title')).toBe('');
  });

  it('tolerates a half-edited document', () => {
    const doc = { ...document(), texts: { en: null } } as unknown as CampaignDocument;
    expect(pageText(doc, 'en', 'introduction', 'title')).toBe('');
  });
});

describe('altText', () => {
  it('falls back to the default language', () => {
    const doc = document();
    doc.altTexts = { de: { 'style.logoImage': 'Unser Logo' }, en: {} };
    expect(altText(doc, 'en', 'style.logoImage')).toBe('Unser Logo');
  });
});

describe('outcomeContent', () => {
  it('shows the language, with the default language picture when it has none', () => {
    const doc = document();
    const win = doc.outcomes[0];
    win.content = {
      de: { title: 'Gewonnen!', text: 'Glückwunsch', image: '/files/win.png' },
      en: { title: 'You won!', text: 'Congratulations', image: null },
    };
    expect(outcomeContent(doc, 'en', win)).toEqual({
      title: 'You won!',
      text: 'Congratulations',
      image: '/files/win.png',
    });
  });

  it('falls back to the default language when the language has no content', () => {
    const doc = document();
    expect(outcomeContent(doc, 'it', doc.outcomes[1]).title).toBe('Diesmal leider nicht');
  });
});

describe('linkUrl', () => {
  it('takes the URL of the language, else the default language, else none', () => {
    const doc = document();
    doc.externalLinks.terms.links = [
      { languageId: 'de', url: 'https://example.com/agb' },
      { languageId: 'en', url: '' },
    ];
    expect(linkUrl(doc, 'en', 'terms')).toBe('https://example.com/agb');
    expect(linkUrl(doc, 'en', 'privacy')).toBeNull();
    expect(linkUrl(doc, 'en', 'missing')).toBeNull();
  });

  it('never returns a script address', () => {
    const doc = document();
    doc.externalLinks.terms.links = [{ languageId: 'de', url: 'javascript:alert(1)' }];
    expect(linkUrl(doc, 'de', 'terms')).toBeNull();
  });
});
