import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { describe, expect, it } from 'vitest';
import { isShowMessage } from './show-message.ts';

const message = () => ({
  type: 'gc-preview:show',
  campaignType: 'spin-the-wheel',
  document: newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings: {} } }),
  page: 'introduction',
  language: 'en',
  device: 'mobile',
});

describe('isShowMessage', () => {
  it('accepts a show message', () => {
    expect(isShowMessage(message())).toBe(true);
  });

  it.each([
    ['a ready message', { type: 'gc-preview:ready' }],
    ['another kind of message', { ...message(), type: 'webpackOk' }],
    ['no document', { ...message(), document: null }],
    ['a document without pages', { ...message(), document: { ...message().document, pages: undefined } }],
    ['an unknown device', { ...message(), device: 'watch' }],
    ['no page', { ...message(), page: 3 }],
    ['a string', 'gc-preview:show'],
  ])('rejects %s', (_, value) => {
    expect(isShowMessage(value)).toBe(false);
  });
});
