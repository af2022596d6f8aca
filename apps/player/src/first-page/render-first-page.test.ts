import { defaultTextsFor, newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { LANGUAGE_CODES } from '@gc/contracts/languages';
import { gameDefinitions } from '@gc/games/definitions';
import { describe, expect, it } from 'vitest';
import { renderFirstPage } from './render-first-page.tsx';

const ANALYTICS = { level: 1, cookieless: false } as const;

function documentOf(type: string, registrationType: '' | 'noDelivery' | 'urlParameters' = 'noDelivery') {
  const definition = gameDefinitions.find((candidate) => candidate.type === type);
  if (!definition) throw new Error(type);
  return newCampaignDocument({
    languages: LANGUAGE_CODES,
    registrationType,
    game: {
      version: definition.settingsVersion,
      settings: definition.defaultsFor?.(LANGUAGE_CODES) ?? definition.defaults,
    },
  });
}

/** The text of the HTML as a reader sees it (the renderer escapes what it writes). */
const asRead = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The introduction a published page sends in its HTML (issue 18) is the player's own page: its title,
 * text and start button in the page's language, for every game type, the button busy until the player
 * runs; flows whose first screen only the browser can know are left to the player.
 */
describe('the first page rendered for the server', () => {
  it.each(gameDefinitions.map((definition) => definition.type))(
    'shows the introduction of a %s campaign',
    async (type) => {
      const html = await renderFirstPage({
        document: documentOf(type),
        campaignType: type,
        language: 'en',
        analytics: ANALYTICS,
        customCode: null,
      });
      expect(html).toContain('<h1 class="gc-title" tabindex="-1">Play and win!</h1>');
      expect(html).toMatch(/<button class="gc-button" type="button" aria-busy="true" disabled="">Start<\/button>/);
      expect(html).not.toContain('<script');
    },
  );

  it.each(LANGUAGE_CODES)('speaks %s, the chrome included', async (language) => {
    const html = asRead(
      (await renderFirstPage({
        document: documentOf('spin-the-wheel'),
        campaignType: 'spin-the-wheel',
        language,
        analytics: ANALYTICS,
        customCode: null,
      })) ?? '',
    );
    const texts = defaultTextsFor(language);
    expect(html).toContain(`lang="${language}"`);
    expect(html).toContain(`>${texts['introduction.title']}</h1>`);
    expect(html).toContain(`>${texts['introduction.text']}</p>`);
    expect(html).toContain(`>${texts['introduction.button']}</button>`);
  });

  it("carries the advanced builder's page code and the campaign's look", async () => {
    const document = documentOf('spin-the-wheel');
    document.styleOptions = {
      ...document.styleOptions,
      colors: { ...document.styleOptions?.colors, primary: '#123456' },
    };
    const html = await renderFirstPage({
      document,
      campaignType: 'spin-the-wheel',
      language: 'en',
      analytics: ANALYTICS,
      customCode: { css: '.promo { color: red }', pages: { introduction: '<p class="promo">Extra</p>' } },
    });
    expect(html).toContain('--gc-primary:#123456');
    expect(html).toContain('<p class="promo">Extra</p>');
    expect(html).toContain('.promo { color: red }');
  });

  it('leaves a flow that opens on the form, or registers from the link, to the player', async () => {
    const form = documentOf('spin-the-wheel', '');
    form.pages = form.pages.map((page) => (page.key === 'introduction' ? { ...page, included: false } : page));
    for (const document of [form, documentOf('spin-the-wheel', 'urlParameters')]) {
      const input = {
        document,
        campaignType: 'spin-the-wheel',
        language: 'en',
        analytics: ANALYTICS,
        customCode: null,
      };
      expect(await renderFirstPage(input)).toBeNull();
    }
  });
});
