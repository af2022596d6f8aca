import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { setPageIncluded } from '@gc/contracts/campaign-pages';
import { describe, expect, it } from 'vitest';
import { nextPage, resolveView, startPage } from './page-flow.ts';

function document(outcomeKinds?: string[]): CampaignDocument {
  return newCampaignDocument({
    languages: ['en'],
    registrationType: '',
    game: { version: 1, settings: {} },
    outcomeKinds,
  });
}

describe('resolveView', () => {
  it('shows the flow pages by their key', () => {
    expect(resolveView(document(), 'introduction')).toEqual({ kind: 'introduction' });
    expect(resolveView(document(), 'register')).toEqual({ kind: 'register' });
    expect(resolveView(document(), 'game')).toEqual({ kind: 'game' });
  });

  it('shows the outcome of the result page asked for', () => {
    const view = resolveView(document(), 'lose');
    expect(view.kind === 'outcome' && view.outcome?.kind).toBe('lose');
  });

  it('previews the outcome page as a win, else as the first outcome', () => {
    const win = resolveView(document(['lose', 'win']), 'outcome');
    expect(win.kind === 'outcome' && win.outcome?.kind).toBe('win');
    const first = resolveView(document(['introvert', 'extrovert']), 'outcome');
    expect(first.kind === 'outcome' && first.outcome?.kind).toBe('introvert');
  });

  it("shows a game's own outcome kind", () => {
    const view = resolveView(document(['introvert', 'extrovert']), 'extrovert');
    expect(view.kind === 'outcome' && view.outcome?.kind).toBe('extrovert');
  });

  it('shows win and lose even when the document has no such outcome', () => {
    expect(resolveView(document(['introvert']), 'win')).toEqual({
      kind: 'outcome',
      resultPage: 'win',
      outcome: undefined,
    });
  });

  it('shows the notices', () => {
    expect(resolveView(document(), 'no-more-plays')).toEqual({ kind: 'notice', page: 'no-more-plays' });
    expect(resolveView(document(), 'campaign-expired')).toEqual({ kind: 'notice', page: 'campaign-expired' });
  });

  it('shows the start of the flow for a key it cannot show', () => {
    expect(resolveView(document(), 'terms')).toEqual({ kind: 'introduction' });
    const doc = document();
    doc.pages = setPageIncluded(doc.pages, 'introduction', false);
    expect(resolveView(doc, 'nonsense')).toEqual({ kind: 'register' });
  });
});

describe('nextPage', () => {
  it('follows the flow', () => {
    const doc = document();
    expect(nextPage(doc, 'introduction')).toBe('register');
    expect(nextPage(doc, 'register')).toBe('game');
    expect(nextPage(doc, 'game')).toBe('outcome');
  });

  it('skips excluded pages, even with stale links', () => {
    const doc = document();
    doc.pages = doc.pages.map((page) => (page.key === 'register' ? { ...page, included: false } : page));
    expect(nextPage(doc, 'introduction')).toBe('game');
  });

  it('leads an excluded page to the next included one', () => {
    const doc = document();
    doc.pages = setPageIncluded(doc.pages, 'register', false);
    expect(nextPage(doc, 'register')).toBe('game');
  });

  it('leads the end of the flow and result pages back to the start', () => {
    const doc = document();
    expect(nextPage(doc, 'outcome')).toBe('introduction');
    expect(nextPage(doc, 'win')).toBe('introduction');
    expect(nextPage(doc, 'campaign-expired')).toBe('introduction');
  });

  it('has nowhere to go without pages', () => {
    const doc = { ...document(), pages: 'broken' } as unknown as CampaignDocument;
    expect(nextPage(doc, 'introduction')).toBeNull();
    expect(startPage(doc)).toBeNull();
  });
});
