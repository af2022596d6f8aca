import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { describe, expect, it } from 'vitest';
import { imageAltItems } from './image-alt-items.ts';

const base = newCampaignDocument({ languages: ['en', 'de'], registrationType: '', game: { version: 1, settings: {} } });

describe('imageAltItems', () => {
  it('lists nothing for a campaign without images', () => {
    expect(imageAltItems(base, ['en', 'de'])).toEqual([]);
  });

  it('lists the logo in every language and outcome images where they are set, by kind', () => {
    const withWinImage = base.outcomes.map((outcome) =>
      outcome.id === 'win'
        ? { ...outcome, content: { ...outcome.content, de: { title: 'x', text: '', image: '/files/win-de.png' } } }
        : outcome,
    );
    const secondWin = { ...withWinImage[0], id: 'win-2', orderNumber: 5 };
    const document = {
      ...base,
      styleOptions: { ...base.styleOptions, logoImage: '/files/logo.png', backgroundImage: '/files/bg.png' },
      outcomes: [...withWinImage, secondWin],
    };
    expect(imageAltItems(document, ['en', 'de'])).toEqual([
      { altKey: 'style.logoImage', source: { kind: 'logo' }, urls: { en: '/files/logo.png', de: '/files/logo.png' } },
      { altKey: 'win.image', source: { kind: 'outcome', outcomeKind: 'win' }, urls: { de: '/files/win-de.png' } },
    ]);
    expect(imageAltItems(document, ['en']).map((item) => item.altKey)).toEqual(['style.logoImage']);
  });

  it('lists the ad after a win in every language once it has an image', () => {
    const document = { ...base, ad: { imageUrl: 'https://cdn.example/ad.png', linkUrl: '' } };
    expect(imageAltItems(document, ['en', 'de'])).toEqual([
      {
        altKey: 'ad.image',
        source: { kind: 'ad' },
        urls: { en: 'https://cdn.example/ad.png', de: 'https://cdn.example/ad.png' },
      },
    ]);
  });
});
