import { MAX_PAGE_HTML_LENGTH } from '@gc/contracts/advanced-builder';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignPageHtml, companies, releaseCustomCode } from '../src/db/schema/index.ts';
import { UNKNOWN_ID } from './campaigns-fixture.ts';
import { type PublishingSeed, seedPublishing } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

const HTML = '/api/v1/campaign-data/html/';
const htmlOf = (campaignId: string, pageId: string) => `/api/v1/campaign-data/html/${campaignId}/${pageId}`;
const cssOf = (campaignId: string) => `/api/v1/campaign-data/css/index/${campaignId}`;

/** Every way in of the issue: script, handlers, javascript: links, frames, SVG script, a style breakout. */
const HOSTILE_HTML = [
  '<h2 class="promo">Summer raffle</h2>',
  '<script>window.__pwned = "script"</script>',
  '<img src="/files/x.png" alt="Sun" onerror="window.__pwned = \'onerror\'">',
  '<a href="javascript:window.__pwned = \'link\'">Click</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">Encoded</a>',
  '<iframe srcdoc="<script>parent.__pwned = \'srcdoc\'</script>"></iframe>',
  '<svg width="10" height="10"><script>window.__pwned = "svg"</script><circle r="4" onload="window.__pwned = \'svgload\'"/></svg>',
  '<style>p { color: red }</style></style><script>window.__pwned = "breakout"</script>',
  '<p style="color: teal; background: url(javascript:alert(1))">Kept text</p>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="https://evil.test"><button formaction="javascript:alert(1)">Go</button></form>',
].join('\n');

const HOSTILE_CSS = [
  '@import url("https://evil.test/steal.css");',
  '.promo { color: #c00; }',
  '.a { width: expression(alert(1)); }',
  '.b { background: url("javascript:alert(1)"); }',
  '.c { background: url(j\\61vascript:alert(1)); }',
  '.d { behavior: url(evil.htc); -moz-binding: url("https://evil.test/x.xml#x"); }',
  '.e::after { content: "</style><script>window.__pwned = 1</script>"; }',
].join('\n');

/** What must not survive anywhere: stored, read back, released, or sent to players. */
function expectNoScript(html: string) {
  const lower = html.toLowerCase();
  for (const bad of [
    '<script',
    'onerror',
    'onload',
    'javascript:',
    'javascript&colon;',
    '<iframe',
    'srcdoc',
    '<object',
    '<embed',
    '<form',
    'formaction',
    '<style',
    '__pwned',
  ]) {
    expect(lower, `${bad} in ${html}`).not.toContain(bad);
  }
}

function expectSafeCss(css: string) {
  const lower = css.toLowerCase();
  for (const bad of ['@import', 'expression(', 'javascript:', 'behavior', '-moz-binding', '</style', '<']) {
    expect(lower, `${bad} in ${css}`).not.toContain(bad);
  }
}

describe.each(DIALECTS)('advanced builder: page HTML and CSS (§7 /api/html, /api/css) on %s', (kind) => {
  let p: PublishingSeed;
  const setTags = (companyId: string, tags: string[]) =>
    p.t.ctx.db.update(companies).set({ tags }).where(eq(companies.id, companyId));

  beforeAll(async () => {
    p = await seedPublishing(kind);
    await setTags(p.companyId, ['builder2access']);
  });
  afterAll(() => p.t.close());

  it('saves a hostile page and style sheet sanitised, publishes them, and players get none of it', async () => {
    const s = p;
    const campaign = await p.newCampaign('Advanced Hostile');
    const saved = await s.api.put(
      HTML,
      { campaignId: campaign.id, pageId: 'introduction', rawHtml: HOSTILE_HTML },
      s.tokens.EDITOR,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.removedCount).toBeGreaterThan(5);
    expectNoScript(saved.body.data.rawHtml);
    // What a marketer meant stays.
    expect(saved.body.data.rawHtml).toContain('<h2 class="promo">Summer raffle</h2>');
    expect(saved.body.data.rawHtml).toContain('Kept text');
    expect(saved.body.data.rawHtml).toContain('color: teal');

    const [stored] = await s.t.ctx.db
      .select()
      .from(campaignPageHtml)
      .where(eq(campaignPageHtml.campaignId, campaign.id));
    expectNoScript(stored.html);
    const read = await s.api.get(htmlOf(campaign.id, 'introduction'), s.tokens.VIEWER);
    expect(read.status).toBe(200);
    expect(read.body.data.rawHtml).toBe(stored.html);

    const css = await s.api.put(cssOf(campaign.id), { css: HOSTILE_CSS }, s.tokens.EDITOR);
    expect(css.status, JSON.stringify(css.body)).toBe(200);
    expectSafeCss(css.body.data.css);
    expect(css.body.data.css).toContain('.promo');
    expect((await s.api.get(cssOf(campaign.id), s.tokens.EDITOR)).body.data.css).toBe(css.body.data.css);

    // Even a row written past the API (an older sanitiser, a restore) is sanitised again at publish.
    await s.t.ctx.db
      .update(campaignPageHtml)
      .set({ html: `${stored.html}<img src=x onerror="window.__pwned=1">` })
      .where(eq(campaignPageHtml.campaignId, campaign.id));
    const published = await p.publish(campaign.id);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const [frozen] = await s.t.ctx.db
      .select()
      .from(releaseCustomCode)
      .where(eq(releaseCustomCode.releaseId, published.body.data.release.id));
    expectNoScript((frozen.pages as Record<string, string>).introduction);

    const player = await s.api.get(`/api/play/campaigns/${published.body.data.campaign.slug}`);
    expect(player.status).toBe(200);
    const code = player.body.data.customCode;
    expect(code.pages.introduction).toContain('Summer raffle');
    expectNoScript(code.pages.introduction);
    expectSafeCss(code.css);
  });

  it('serves published pages under a policy that runs no inline script', async () => {
    const page = await p.t.app.inject({ method: 'GET', url: '/p/any-campaign' });
    const policy = String(page.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('a campaign without custom code is published without any', async () => {
    const campaign = await p.newCampaign('Advanced Plain');
    const published = await p.publish(campaign.id);
    expect(published.status).toBe(200);
    const player = await p.api.get(`/api/play/campaigns/${published.body.data.campaign.slug}`);
    expect(player.body.data.customCode).toBeNull();
  });

  it('refuses too large HTML and CSS, unreadable CSS and unknown pages with problem+json', async () => {
    const s = p;
    const campaign = await p.newCampaign('Advanced Limits');
    const big = await s.api.put(
      HTML,
      { campaignId: campaign.id, pageId: 'introduction', rawHtml: `<p>${'a'.repeat(MAX_PAGE_HTML_LENGTH)}</p>` },
      s.tokens.EDITOR,
    );
    expect(big.status).toBe(400);
    expect(big.headers['content-type']).toContain('application/problem+json');
    expect(big.body.code).toBe('VALIDATION_FAILED');
    const huge = await s.api.put(
      HTML,
      { campaignId: campaign.id, pageId: 'introduction', rawHtml: 'a'.repeat(MAX_PAGE_HTML_LENGTH * 4) },
      s.tokens.EDITOR,
    );
    expect(huge.status).toBe(413);
    expect(huge.headers['content-type']).toContain('application/problem+json');
    const bigCss = await s.api.put(cssOf(campaign.id), { css: `p{color:red}${' '.repeat(300_000)}` }, s.tokens.EDITOR);
    expect(bigCss.status).toBe(400);
    const unreadable = await s.api.put(cssOf(campaign.id), { css: 'p { color: red' }, s.tokens.EDITOR);
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.violations[0].field).toBe('css');
    const unknownPage = await s.api.put(
      HTML,
      { campaignId: campaign.id, pageId: 'terms', rawHtml: '<p>x</p>' },
      s.tokens.EDITOR,
    );
    expect(unknownPage.status).toBe(400);
    expect((await s.api.get(htmlOf(campaign.id, 'nope'), s.tokens.EDITOR)).status).toBe(404);
    expect((await s.api.get(htmlOf(UNKNOWN_ID, 'introduction'), s.tokens.EDITOR)).status).toBe(404);
    const missingField = await s.api.put(HTML, { campaignId: campaign.id, pageId: 'introduction' }, s.tokens.EDITOR);
    expect(missingField.status).toBe(400);
    expect(missingField.headers['content-type']).toContain('application/problem+json');
  });

  it('lets the editing roles write and the dashboard roles read, within their own company', async () => {
    const s = p;
    const campaign = await p.newCampaign('Advanced Roles');
    const body = { campaignId: campaign.id, pageId: 'game', rawHtml: '<p>Editors only</p>' };
    for (const role of ['VIEWER', 'CREATOR', 'USER_ADMIN', 'SUCCESS_MANAGER'] as const) {
      expect((await s.api.put(HTML, body, s.tokens[role])).status, role).toBe(403);
      expect((await s.api.put(cssOf(campaign.id), { css: 'p{}' }, s.tokens[role])).status, role).toBe(403);
    }
    expect((await s.api.put(HTML, body, s.tokens.EDITOR)).status).toBe(200);
    expect((await s.api.put(HTML, body, s.tokens.SUPER_ADMIN)).status).toBe(200);
    expect((await s.api.get(htmlOf(campaign.id, 'game'), s.tokens.VIEWER)).body.data.rawHtml).toBe(
      '<p>Editors only</p>',
    );
    // Another company's editor neither reads nor writes it, even with the tag.
    await setTags(s.other.id, ['builder2access']);
    expect((await s.api.get(htmlOf(campaign.id, 'game'), s.otherEditor)).status).toBe(404);
    expect((await s.api.put(HTML, { ...body, rawHtml: '<p>Hijacked</p>' }, s.otherEditor)).status).toBe(404);
    expect((await s.api.put(cssOf(campaign.id), { css: 'p{}' }, s.otherEditor)).status).toBe(404);
    await setTags(s.other.id, []);
    expect((await s.api.get(htmlOf(campaign.id, 'game'), s.tokens.EDITOR)).body.data.rawHtml).toBe(
      '<p>Editors only</p>',
    );
  });

  it('answers 403 to a company without builder2access, and leaves its next release without the code', async () => {
    const s = p;
    const campaign = await p.newCampaign('Advanced Untagged');
    const body = { campaignId: campaign.id, pageId: 'introduction', rawHtml: '<p>Advanced</p>' };
    expect((await s.api.put(HTML, body, s.tokens.EDITOR)).status).toBe(200);
    await setTags(s.companyId, []);
    try {
      for (const response of [
        await s.api.put(HTML, body, s.tokens.EDITOR),
        await s.api.get(htmlOf(campaign.id, 'introduction'), s.tokens.EDITOR),
        await s.api.get(cssOf(campaign.id), s.tokens.EDITOR),
        await s.api.put(cssOf(campaign.id), { css: 'p{}' }, s.tokens.EDITOR),
      ]) {
        expect(response.status).toBe(403);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
      const published = await p.publish(campaign.id);
      expect(published.status).toBe(200);
      const player = await s.api.get(`/api/play/campaigns/${published.body.data.campaign.slug}`);
      expect(player.body.data.customCode).toBeNull();
    } finally {
      await setTags(s.companyId, ['builder2access']);
    }
  });

  it('refuses edits of a deleted campaign', async () => {
    const s = p;
    const campaign = await p.newCampaign('Advanced Deleted');
    await s.setStatus(campaign.id, 'DELETED');
    const response = await s.api.put(
      HTML,
      { campaignId: campaign.id, pageId: 'introduction', rawHtml: '<p>x</p>' },
      s.tokens.EDITOR,
    );
    expect(response.status).toBe(409);
  });
});
