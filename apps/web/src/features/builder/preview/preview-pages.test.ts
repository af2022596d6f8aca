import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { setPageIncluded } from '@gc/contracts/campaign-pages';
import { describe, expect, it } from 'vitest';
import { previewPages, previewScale } from './preview-pages.ts';

const document = newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings: {} } });

describe('previewPages', () => {
  it('offers the flow pages in order, then the result pages', () => {
    expect(previewPages(document)).toEqual([
      'introduction',
      'register',
      'game',
      'win',
      'lose',
      'no-more-plays',
      'campaign-expired',
    ]);
  });
  it("adds a game's own outcome kinds after win and lose", () => {
    const extra = { ...document.outcomes[0], id: 'bonus', kind: 'bonus', orderNumber: 2 };
    const pages = previewPages({ ...document, outcomes: [...document.outcomes, extra] });
    expect(pages.slice(3)).toEqual(['win', 'lose', 'bonus', 'no-more-plays', 'campaign-expired']);
  });

  it('leaves out pages that are not in the flow', () => {
    const pages = setPageIncluded(document.pages, 'register', false);
    expect(previewPages({ ...document, pages })).not.toContain('register');
  });
});

describe('previewScale', () => {
  it('scales the desktop down to the pane and never enlarges', () => {
    expect(previewScale('desktop', 512)).toBe(0.5);
    expect(previewScale('mobile', 500)).toBe(1);
    expect(previewScale('desktop', 0)).toBe(1);
  });
});
