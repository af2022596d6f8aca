import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { describe, expect, it } from 'vitest';
import { sectionOfField } from './builder-sections.ts';
import { documentProblems, violationsBySection } from './document-problems.ts';

const document = newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings: {} } });

describe('documentProblems', () => {
  it('finds nothing in a new document', () => {
    expect(documentProblems(document)).toEqual([]);
  });
  it('names the field of a bad link and of an excluded required page', () => {
    const broken = {
      ...document,
      externalLinks: { terms: { source: 'link' as const, links: [{ languageId: 'en' as const, url: 'nope' }] } },
      pages: document.pages.map((page) => (page.key === 'game' ? { ...page, included: false } : page)),
    };
    const fields = documentProblems(broken).map((violation) => violation.field);
    expect(fields).toContain('externalLinks.terms.links.0.url');
    expect(fields).toContain('pages.game');
  });

  it('names a javascript: link and a link without a host with the server’s text', () => {
    const linked = (url: string) => ({
      ...document,
      externalLinks: { terms: { source: 'link' as const, links: [{ languageId: 'en' as const, url }] } },
    });
    for (const url of ['javascript:alert(1)', 'https://?x=1']) {
      expect(documentProblems(linked(url)), url).toContainEqual({
        field: 'externalLinks.terms.links.0.url',
        message: 'Must be an http(s) address',
      });
    }
    expect(documentProblems(linked('https://shop.example/terms'))).toEqual([]);
  });
});

describe('violations by section', () => {
  it('sends each violation to the section that edits its part', () => {
    expect(sectionOfField('texts.en.introduction.title')).toBe('content');
    expect(sectionOfField('altTexts.de.style.logoImage')).toBe('content');
    expect(sectionOfField('externalLinks.terms.links.0.url')).toBe('links');
    expect(sectionOfField('styleOptions.colors.primary')).toBe('design');
    expect(sectionOfField('languageOptions.languages')).toBeNull();
    expect(sectionOfField(undefined)).toBeNull();
  });
  it('groups the rest under general', () => {
    const grouped = violationsBySection([
      { field: 'pages', message: 'a' },
      { field: 'pages.game', message: 'b' },
      { message: 'c' },
    ]);
    expect(grouped.pages?.map((violation) => violation.message)).toEqual(['a', 'b']);
    expect(grouped.general).toEqual([{ message: 'c' }]);
  });
});
