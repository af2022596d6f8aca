import { FIRST_PAGE_RENDERER_PATH } from '@gc/contracts/first-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PublishedPage, publishedPage } from './published-page-fixture.ts';
import type { PublishingSeed } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** The built player's index.html as Vite writes it: the entry script and the style sheet in the head. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Campaign</title>
    <script type="module" crossorigin src="/p/assets/index-C2jaNk9l.js"></script>
    <link rel="stylesheet" crossorigin href="/p/assets/index-DYkcsOiI.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const CSS = '.gc-page{min-height:100vh}.gc-button{min-height:52px}';
/**
 * The player's renderer as its SSR build exposes it (dist/.ssr), here straight from its source: the
 * player's own components render the page, as they do from the build.
 */
const RENDERER = `export { renderFirstPage } from ${JSON.stringify(
  new URL('../../player/src/first-page/render-first-page.tsx', import.meta.url).pathname,
)};`;

const firstPageOf = (html: string) => /<div id="gc-first-page">([\s\S]*?)<\/div><div id="root"><\/div>/.exec(html)?.[1];

/**
 * /p/{slug} as the browser receives it, before any script runs (issue 18): a live campaign's
 * introduction (title, text, start button, the campaign's look) is in the HTML with its style sheet
 * inlined, in the page's language; nothing of it is script, so the page's policy stays as it was.
 */
describe.each(DIALECTS)("a published page's first page in its HTML (%s)", (kind) => {
  let page: PublishedPage;
  let s: PublishingSeed;
  let slug: string;
  let campaignId: string;

  beforeAll(async () => {
    page = await publishedPage(kind, {
      name: `First page ${kind}`,
      distFiles: {
        'index.html': INDEX,
        'assets/index-DYkcsOiI.css': CSS,
        [FIRST_PAGE_RENDERER_PATH]: RENDERER,
      },
      texts: {
        en: { 'introduction.title': 'Spin <and> win', 'introduction.text': 'A coffee every day.' },
        sr: { 'introduction.title': 'Zavrti i osvoji', 'introduction.text': 'Kafa svaki dan.' },
      },
    });
    ({ s, slug, campaignId } = page);
  }, 60_000);
  afterAll(() => page?.close());

  const get = (url: string, headers: Record<string, string> = {}) => page.get(url, headers);

  it('holds the introduction, its text and its start button before any script runs', async () => {
    const response = await get(`/p/${slug}`);
    expect(response.statusCode).toBe(200);
    const firstPage = firstPageOf(response.body);
    expect(firstPage).toBeDefined();
    expect(firstPage).toContain('<h1 class="gc-title" tabindex="-1">Spin &lt;and&gt; win</h1>');
    expect(firstPage).toContain('<p class="gc-text">A coffee every day.</p>');
    // Busy until the player runs and replaces it with its own, working button.
    expect(firstPage).toContain('<button class="gc-button" type="button" aria-busy="true" disabled="">Start</button>');
    expect(firstPage).toContain('--gc-primary:');
  });

  it('paints without another request: the style sheet inline, no inline script, the policy unchanged', async () => {
    const response = await get(`/p/${slug}`);
    const html = response.body;
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toMatch(/<link[^>]*stylesheet/);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/p/assets/index-C2jaNk9l.js">',
    ]);
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('is in the language the link asks for', async () => {
    const firstPage = firstPageOf((await get(`/p/${slug}?lang=sr`)).body);
    expect(firstPage).toContain('lang="sr"');
    expect(firstPage).toContain('>Zavrti i osvoji</h1>');
    expect(firstPage).toContain('>Započni</button>');
  });

  it("is left to the player where it picks another language by the browser's (the head stays the default's)", async () => {
    const serbianBrowser = (await get(`/p/${slug}`, { 'accept-language': 'sr-Latn-RS, sr;q=0.9, en;q=0.5' })).body;
    expect(serbianBrowser).toContain('<html lang="en">');
    expect(firstPageOf(serbianBrowser)).toBeUndefined();
    expect(serbianBrowser).toContain('<div id="root"></div>');
    // A language the campaign does not offer: the player shows the default, as the served page does.
    expect(firstPageOf((await get(`/p/${slug}`, { 'accept-language': 'de-CH, de' })).body)).toContain(
      '>Start</button>',
    );
    // The link's language wins over the browser's.
    expect(firstPageOf((await get(`/p/${slug}?lang=en`, { 'accept-language': 'sr' })).body)).toContain(
      '>Start</button>',
    );
  });

  it('is left to the player once the campaign is no longer live', async () => {
    expect((await s.deactivate(campaignId)).status).toBe(200);
    // A page may read a campaign row up to 2 s old (PLAY_CAMPAIGN_MAX_AGE_MS).
    await expect
      .poll(async () => firstPageOf((await get(`/p/${slug}`)).body), { timeout: 5_000, interval: 250 })
      .toBeUndefined();
  });
});
