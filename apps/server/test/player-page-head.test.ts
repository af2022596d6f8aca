import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PublishedPage, publishedPage } from './published-page-fixture.ts';
import type { PublishingSeed } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** The head of the built player's index.html, as Vite writes it. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Campaign</title>
    <script type="module" crossorigin src="/p/assets/index-C2jaNk9l.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const HOSTILE_TITLE = 'Spin & "win" <script>alert(1)</script> $& today';
const HOSTILE_TEXT = 'Win a <b>coffee</b>\n\nevery day. "Quotes" & $1 stay text.';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)">`).exec(html)?.[1];

/**
 * /p/{slug} as a crawler or a link preview reads it (no script runs): the campaign's language, title and
 * description are in the HTML the server sends, escaped, per ?lang=, and follow a republish; the page
 * stays cached as the plain index is (no-cache with an ETag, compressed).
 */
describe.each(DIALECTS)('the head of a published page (%s)', (kind) => {
  let page: PublishedPage;
  let s: PublishingSeed;
  let slug: string;
  let campaignId: string;

  beforeAll(async () => {
    page = await publishedPage(kind, {
      name: `Head ${kind}`,
      distFiles: { 'index.html': INDEX },
      texts: {
        en: { 'introduction.title': HOSTILE_TITLE, 'introduction.text': HOSTILE_TEXT },
        de: { 'introduction.title': 'Dreh am Rad!', 'introduction.text': 'Jeden Tag gewinnen.' },
      },
    });
    ({ s, slug, campaignId } = page);
  }, 60_000);
  afterAll(() => page?.close());

  const get = (url: string, headers: Record<string, string> = {}) => page.get(url, headers);

  it("carries the campaign's title and description in its default language, escaped", async () => {
    const response = await get(`/p/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(titleOf(html)).toBe('Spin &amp; &quot;win&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; today');
    const description = 'Win a &lt;b&gt;coffee&lt;/b&gt; every day. &quot;Quotes&quot; &amp; $1 stay text.';
    expect(metaOf(html, 'name="description"')).toBe(description);
    expect(metaOf(html, 'property="og:title"')).toBe(titleOf(html));
    expect(metaOf(html, 'property="og:description"')).toBe(description);
    expect(html).not.toContain('<script>alert(1)');
    // The rest of the page is the player's own.
    expect(html).toContain('<script type="module" crossorigin src="/p/assets/index-C2jaNk9l.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('is in the language the link asks for, else the default; never by Accept-Language', async () => {
    const german = (await get(`/p/${slug}?lang=de`)).body;
    expect(german).toContain('<html lang="de">');
    expect(titleOf(german)).toBe('Dreh am Rad!');
    expect(metaOf(german, 'name="description"')).toBe('Jeden Tag gewinnen.');

    const unknownLanguage = (await get(`/p/${slug}?lang=hu`)).body;
    expect(unknownLanguage).toContain('<html lang="en">');
    const byBrowser = await get(`/p/${slug}`, { 'accept-language': 'de-CH, de' });
    expect(byBrowser.body).toContain('<html lang="en">');
    expect(byBrowser.headers.vary).toBe('accept-encoding');
  });

  it('stays cacheable as the plain index: no-cache with an ETag answered by 304, and compressed', async () => {
    const first = await get(`/p/${slug}`, { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect((await get(`/p/${slug}`, { 'if-none-match': etag })).statusCode).toBe(304);
    // Another language is another page.
    expect((await get(`/p/${slug}?lang=de`)).headers.etag).not.toBe(etag);
  });

  it('follows a republish with the new title', async () => {
    expect((await s.save(campaignId, { texts: { en: { 'introduction.title': 'Second version' } } })).status).toBe(200);
    expect((await s.publish(campaignId)).status).toBe(200);
    // A page may read a campaign row up to 2 s old (PLAY_CAMPAIGN_MAX_AGE_MS).
    await expect
      .poll(async () => titleOf((await get(`/p/${slug}`)).body), { timeout: 5_000, interval: 250 })
      .toBe('Second version');
  });

  it('is the plain index for the preview, an unknown slug and a draft', async () => {
    const draft = await s.newDraft({ name: `Unpublished ${kind}` });
    for (const url of ['/p/preview', '/p/no-such-campaign', `/p/${draft.campaign.slug}`, '/p/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });
});
