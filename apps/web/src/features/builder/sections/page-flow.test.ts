import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { setPageIncluded } from '@gc/contracts/campaign-pages';
import { describe, expect, it } from 'vitest';
import { flowOrder } from './page-flow.ts';

const { pages } = newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings: {} } });

describe('flowOrder', () => {
  it('follows the links of the included pages, leaving out link pages', () => {
    expect(flowOrder(pages)).toEqual(['introduction', 'register', 'game', 'outcome']);
    expect(flowOrder(setPageIncluded(pages, 'introduction', false))).toEqual(['register', 'game', 'outcome']);
  });
  it('stops at a loop instead of hanging', () => {
    const looped = pages.map((page) => (page.key === 'outcome' ? { ...page, nextPage: 'introduction' } : page));
    expect(flowOrder(looped)).toEqual(['introduction', 'register', 'game', 'outcome']);
  });
});
