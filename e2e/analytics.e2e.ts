import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { makeWheelPublishable } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, expect, logInAs, test } from './fixtures.ts';
import { solvedAltcha } from './played-campaign.ts';

test.describe.configure({ timeout: 90_000 });

type Level = 0 | 1 | 2 | 3;

async function editorHeaders(request: APIRequestContext) {
  const logIn = await request.post('/api/v1/user-management/users/log-in', {
    data: { username: 'editor@demo.test', password: DEMO_PASSWORD, grantType: 'password' },
  });
  expect(logIn.ok()).toBe(true);
  const { accessToken } = (await logIn.json()).data as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

/** A wheel without registration, published at an analytics level (and cookieless or not) as the publish dialog does. */
async function publishedAt(request: APIRequestContext, level: Level, cookieless = false) {
  const headers = await editorHeaders(request);
  const created = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: {
      name: `Analytics ${level}${cookieless ? ' cookieless' : ''} ${randomUUID().slice(0, 8)}`,
      campaignType: 'spin-the-wheel',
      languages: ['en'],
      registrationType: 'noDelivery',
    },
  });
  expect(created.status()).toBe(201);
  const campaign = ((await created.json()).data as { campaign: { id: string; slug: string; name: string } }).campaign;
  await makeWheelPublishable(request, headers, campaign.id);
  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: {
      campaignId: campaign.id,
      campaignType: 'spin-the-wheel',
      publishOptions: { mode: 1, cookieless, analytics: { level } },
    },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return campaign;
}

/** Every request the published page makes to the play API, with its path and body. */
function playApiRequests(page: Page) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/play/') && request.method() === 'POST') {
      sent.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() });
    }
  });
  return sent;
}

async function storage(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookie: document.cookie,
  }));
}

/**
 * The tab goes to the background (the player switches apps): the page sends what waits. Chromium
 * reports no request a page makes while it is being left, so the journey hides the tab instead of
 * leaving it; both run the same flush (the funnel test below reads a visit sent on leaving).
 */
async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/**
 * Opens the page from a link with UTM parameters and puts it in the background without playing:
 * events wait for a play to ride on, so the page sends them only then. Answers the analytics requests,
 * how many requests the page made to the play API while in front, and what the browser kept.
 */
async function visit(page: Page, slug: string, whileOpen = async () => {}) {
  const requests = playApiRequests(page);
  await page.goto(`/p/${slug}?utm_source=newsletter&utm_medium=email`);
  await expect(page.locator('.gc-card')).toBeVisible();
  await whileOpen();
  await page.waitForTimeout(1_500);
  const sentWhileOpen = requests.filter((request) => request.path.endsWith('/events')).length;
  const kept = await storage(page);
  await hideTab(page);
  await page.waitForTimeout(1_000);
  const sent = requests.filter((request) => request.path.endsWith('/events')).map((request) => request.body);
  return { sent, sentWhileOpen, kept };
}

test('level 0 sends nothing, stores nothing, and says so', async ({ page, request }) => {
  const campaign = await publishedAt(request, 0);
  const { sent, sentWhileOpen, kept } = await visit(page, campaign.slug, () =>
    expect(page.getByText('This page collects no statistics about your visit.')).toBeVisible(),
  );
  expect(sentWhileOpen).toBe(0);
  expect(sent).toEqual([]);
  expect(kept).toEqual({ local: [], session: [], cookie: '' });
});

test('level 1 sends the visit and the introduction only, when the tab is hidden, and stores nothing', async ({
  page,
  request,
}) => {
  const campaign = await publishedAt(request, 1);
  const { sent, sentWhileOpen, kept } = await visit(page, campaign.slug, () =>
    expect(page.getByText(/counts visits and plays anonymously/)).toBeVisible(),
  );
  // Nothing while the page is open: the events wait for a play to carry them.
  expect(sentWhileOpen).toBe(0);
  expect(sent).toEqual([{ events: [{ type: 'visit' }, { type: 'introduction' }] }]);
  expect(kept).toEqual({ local: [], session: [], cookie: '' });
});

test('level 2 adds a visitor id kept in localStorage', async ({ page, request }) => {
  const campaign = await publishedAt(request, 2);
  let id: string | null = null;
  const { sent, kept } = await visit(page, campaign.slug, async () => {
    await expect.poll(() => page.evaluate(() => localStorage.getItem('gc-visitor'))).toMatch(/^[a-f0-9]{32}$/);
    id = await page.evaluate(() => localStorage.getItem('gc-visitor'));
  });
  expect(kept.local).toEqual(['gc-visitor']);
  expect(sent).toEqual([{ events: [{ type: 'visit' }, { type: 'introduction' }], visitorId: id }]);
});

test('level 3 adds pages, device, language and UTM', async ({ page, request }) => {
  const campaign = await publishedAt(request, 3);
  const { sent } = await visit(page, campaign.slug);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    events: [{ type: 'visit' }, { type: 'introduction' }, { type: 'page', page: 'introduction' }],
    visitorId: expect.any(String),
    context: { device: 'desktop', language: 'en-US', utm: { source: 'newsletter', medium: 'email' } },
  });
});

test("level 3: the play carries the page's events and the finish the result page's, with no request of their own", async ({
  page,
  request,
}) => {
  const campaign = await publishedAt(request, 3);
  const sent = playApiRequests(page);
  await page.goto(`/p/${campaign.slug}?utm_source=newsletter`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Spin' }).click();
  // The finish leaves when the result page is shown, after the wheel lands and the result delay.
  await expect.poll(() => sent.map((r) => r.path.split('/').at(-1)), { timeout: 30_000 }).toEqual(['plays', 'finish']);
  await expect(page.getByRole('heading', { name: 'Good luck!' })).toBeHidden();
  expect(sent[0].body.analytics).toMatchObject({
    events: [
      { type: 'visit' },
      { type: 'introduction' },
      { type: 'page', page: 'introduction' },
      { type: 'page', page: 'game' },
    ],
    visitorId: expect.any(String),
    context: { device: 'desktop', language: 'en-US', utm: { source: 'newsletter' } },
  });
  expect(sent[1].body.analytics).toMatchObject({ events: [{ type: 'page' }], context: { device: 'desktop' } });
  // Everything rode on the play and its finish: hiding the tab sends nothing more.
  await hideTab(page);
  await page.waitForTimeout(1_000);
  expect(sent.map((r) => r.path.split('/').at(-1))).toEqual(['plays', 'finish']);
});

test('cookieless at level 3: the same events, no id, no cookie and nothing in the browser storage', async ({
  page,
  request,
  context,
}) => {
  const campaign = await publishedAt(request, 3, true);
  const { sent, kept } = await visit(page, campaign.slug, () =>
    expect(page.getByText(/without cookies or anything stored in your browser/)).toBeVisible(),
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toHaveProperty('visitorId');
  expect(sent[0]).toMatchObject({ events: [{ type: 'visit' }, { type: 'introduction' }, { type: 'page' }] });
  expect(kept).toEqual({ local: [], session: [], cookie: '' });
  expect(await context.cookies()).toEqual([]);
});

test('an editor opens the analytics of a played campaign, changes the range and reads the funnel', async ({
  page,
  request,
}) => {
  const campaign = await publishedAt(request, 3);
  // A visitor who leaves without playing: the page sends its events on the way out (pagehide).
  await page.goto(`/p/${campaign.slug}`);
  await expect(page.locator('.gc-card')).toBeVisible();
  await page.goto('about:blank');
  // One play: the wheel's default lets an unknown player (this one address) play once a day.
  const played = await request.post(`/api/play/campaigns/${campaign.slug}/plays`, {
    data: { language: 'en', altcha: await solvedAltcha(request, campaign.slug) },
  });
  expect(played.ok(), await played.text()).toBe(true);

  // The server writes its roll-up once a second.
  await page.waitForTimeout(2_500);
  await logInAs(page, 'EDITOR');
  await page.goto(`/campaign/details/${campaign.id}`);
  // The analytics section is a lazy chunk after the details page's own: slow to appear on a busy machine.
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible({ timeout: 30_000 });
  const funnel = page.getByRole('table', { name: 'Funnel' });
  await expect(funnel.getByRole('row', { name: /^Play 1/ })).toBeVisible({ timeout: 30_000 });
  await expect(funnel.getByRole('row', { name: /^Visit 1/ })).toBeVisible();
  await expect(page.getByTestId('analytics-total-plays')).toHaveText('1');

  const asked = page.waitForRequest(
    (r) => r.url().includes('/analytics/campaigns/') && r.url().includes('interval=week'),
  );
  await page.getByText('Weeks', { exact: true }).click();
  await asked;
  const lastWeek = page.waitForRequest((r) => r.url().includes('/analytics/campaigns/'));
  await page.getByText('Last 7 days').click();
  await lastWeek;
  await expect(funnel.getByRole('row', { name: /^Play 1/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the campaign analytics page');
});
