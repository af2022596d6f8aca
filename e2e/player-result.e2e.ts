import type { APIRequestContext, Browser, BrowserContext, Page, Route } from '@playwright/test';
import { newCampaignDocument } from '../packages/contracts/src/campaign-document-defaults.ts';
import type { PreviewShowMessage } from '../packages/contracts/src/preview-messages.ts';
import { WHEEL_DEFAULTS, type WheelSettings } from '../packages/games/src/spin-the-wheel/definition.ts';
import { bearerFor, publishableSectors } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ timeout: 90_000 });

/** A 1×1 PNG served for the campaign's no-win icon (an https address, as a document may hold). */
const ICON_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const ICON_URL = 'https://assets.example.com/no-win.png';

type Settings = WheelSettings;

/**
 * As editor@demo.test through the API: a wheel without registration (the introduction, then the wheel)
 * in English and German, with its settings changed by `change`, published now. With `winning`, its first
 * sector always wins a code of a fresh pool; otherwise no sector has a prize, so every play loses.
 */
async function publishWheel(
  request: APIRequestContext,
  name: string,
  change: (settings: Settings, poolId: string | null) => Settings,
  winning = false,
): Promise<string> {
  const headers = await bearerFor(request);
  const created = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType: 'spin-the-wheel', languages: ['en', 'de'], registrationType: 'noDelivery' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()).data as { campaign: { id: string; slug: string } }).campaign;
  let poolId: string | null = null;
  if (winning) {
    const pool = await request.post('/api/v1/prizes/pools', {
      headers,
      data: { name: `${name} pool`, hasCodes: true },
    });
    poolId = ((await pool.json()).data as { id: string }).id;
    const codes = await request.post(`/api/v1/prizes/pools/${poolId}/codes/generate`, {
      headers,
      data: { pattern: 'WIN-XXXX####', count: 2 },
    });
    expect(codes.ok(), await codes.text()).toBe(true);
  }
  const settingsUrl = `/api/v1/games/spin-the-wheel/game-settings/${campaign.id}`;
  const current = ((await (await request.get(settingsUrl, { headers })).json()).data as { settings: Settings })
    .settings;
  const saved = await request.put(settingsUrl, { headers, data: change(current, poolId) });
  expect(saved.ok(), await saved.text()).toBe(true);
  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return `/p/${campaign.slug}`;
}

const withPrize = (settings: Settings, poolId: string | null): Settings['sectors'] =>
  publishableSectors(settings.sectors, poolId);

/** A member of the public on a phone, with the icon's address answered. */
async function newPlayer(browser: Browser, baseURL: string | undefined, locale = 'en-GB'): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  await context.route(ICON_URL, (route) => route.fulfill({ contentType: 'image/png', body: ICON_PNG }));
  return context.newPage();
}

/**
 * Every console error, uncaught error and CSP violation of the page. Chromium logs a refused worker or
 * script as a console error; the securitypolicyviolation events are recorded by the page itself.
 */
async function watchProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`csp: ${event.effectiveDirective} refused ${event.blockedURI}`),
    );
  });
  return async () => [
    ...problems,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

/**
 * Records in the page, by the page's own clock, when the wheel announces where it stopped and when the
 * result page's heading appears: the result delay measured without the test's polling in it.
 */
async function markResultTimes(page: Page, resultHeading: string) {
  await page.addInitScript((heading) => {
    const marks: { landed?: number; result?: number } = {};
    (window as unknown as { resultMarks: typeof marks }).resultMarks = marks;
    new MutationObserver(() => {
      if (marks.landed === undefined && document.querySelector('.gcw-result')?.textContent)
        marks.landed = performance.now();
      if (marks.result === undefined && document.querySelector('h1')?.textContent === heading)
        marks.result = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, resultHeading);
  return async () => {
    const marks = await page.evaluate(() => (window as unknown as { resultMarks: Record<string, number> }).resultMarks);
    return marks.result - marks.landed;
  };
}

async function spin(player: Page) {
  await player.getByRole('button', { name: 'Start' }).click();
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await player.getByRole('button', { name: 'Spin' }).click();
}

test('a win throws the confetti with no CSP violation or console error, and the win page passes axe', async ({
  page,
  browser,
  baseURL,
}) => {
  const path = await publishWheel(
    page.request,
    `Confetti ${Date.now()}`,
    (settings, poolId) => ({
      ...settings,
      showConfettiFirework: true,
      showConfettiSnow: true,
      showWinPageAfter: 0,
      sectors: withPrize(settings, poolId),
    }),
    true,
  );
  const player = await newPlayer(browser, baseURL);
  const problems = await watchProblems(player);
  await player.goto(path);
  await spin(player);

  await expect(player.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const confetti = player.locator('canvas.gc-confetti');
  // Soft: a page whose confetti never shows still gets its console and CSP checked below.
  await expect.soft(confetti, 'the confetti is thrown').toBeAttached();
  await expectNoAxeViolations(player, 'the win page');
  // The confetti falls and its canvas goes; nothing was refused on the way.
  await expect(confetti).toHaveCount(0, { timeout: 20_000 });
  expect(await problems()).toEqual([]);
  await player.context().close();
});

test('with reduced motion a win throws no confetti', async ({ page, browser, baseURL }) => {
  const path = await publishWheel(
    page.request,
    `Calm win ${Date.now()}`,
    (settings, poolId) => ({ ...settings, showConfettiSnow: true, sectors: withPrize(settings, poolId) }),
    true,
  );
  const player = await newPlayer(browser, baseURL);
  await player.emulateMedia({ reducedMotion: 'reduce' });
  await player.goto(path);
  await spin(player);
  await expect(player.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  await player.waitForTimeout(500);
  await expect(player.locator('canvas.gc-confetti')).toHaveCount(0);
  await player.context().close();
});

test("the lose page comes the campaign's seconds after the wheel stops and shows its no-win icon", async ({
  page,
  browser,
  baseURL,
}) => {
  const path = await publishWheel(page.request, `No win ${Date.now()}`, (settings) => ({
    ...settings,
    sectors: withPrize(settings, null),
    noWinIcon: ICON_URL,
    showWinPageAfter: 3,
  }));
  const player = await newPlayer(browser, baseURL);
  const delay = await markResultTimes(player, 'Not this time');
  await player.goto(path);
  await spin(player);

  await expect(player.getByText(/^The wheel stopped on: /)).toBeVisible({ timeout: 20_000 });
  await expect(player.getByRole('heading', { name: 'Not this time' })).toBeVisible({ timeout: 10_000 });
  // 3 s, give or take the page's own render time on a busy machine (the wheel used to wait 1.2 s).
  const waited = await delay();
  expect(waited).toBeGreaterThanOrEqual(2_500);
  expect(waited).toBeLessThan(4_500);

  const icon = player.getByTestId('no-win-icon');
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('src', ICON_URL);
  expect(await icon.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(player, 'the lose page with its icon');
  await player.context().close();
});

/** The preview's game page of a wheel that always loses, with the given result settings. */
function previewMessage(settings: Partial<Settings>): PreviewShowMessage {
  const document = newCampaignDocument({
    languages: ['en'],
    registrationType: '',
    game: { version: 1, settings: { ...WHEEL_DEFAULTS, ...settings } },
  });
  return {
    type: 'gc-preview:show',
    campaignType: 'spin-the-wheel',
    document,
    page: 'game',
    language: 'en',
    device: 'mobile',
  };
}

test("in the builder's preview the lose page shows the icon, and with reduced motion waits at most a second", async ({
  browser,
  baseURL,
}) => {
  const preview = await newPlayer(browser, baseURL);
  await preview.emulateMedia({ reducedMotion: 'reduce' });
  const delay = await markResultTimes(preview, 'Not this time');
  await preview.goto('/p/preview');
  await expect(preview.getByRole('status')).toHaveText('Loading the preview…');
  await preview.evaluate(
    (data) => window.postMessage(data, window.location.origin),
    previewMessage({ noWinIcon: ICON_URL, showWinPageAfter: 5 }),
  );
  await preview.getByRole('button', { name: 'Spin' }).click();
  await expect(preview.getByRole('heading', { name: 'Not this time' })).toBeVisible({ timeout: 5_000 });
  // 1 s rather than the campaign's 5, give or take the page's render time (the wheel used to wait 0.6 s).
  const waited = await delay();
  expect(waited).toBeGreaterThanOrEqual(850);
  expect(waited).toBeLessThan(2_000);
  await expect(preview.getByTestId('no-win-icon')).toBeVisible();
  await preview.context().close();
});

test("the tab's title and description follow the player's language", async ({ page, browser, baseURL }) => {
  const path = await publishWheel(page.request, `Title ${Date.now()}`, (settings) => ({
    ...settings,
    sectors: withPrize(settings, null),
  }));
  // The server's HTML names the default language's title; a German browser's page turns to German.
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('<title>Play and win!</title>');
  const player = await newPlayer(browser, baseURL, 'de-DE');
  await player.goto(path);
  await expect(player.getByRole('heading', { name: 'Spielen und gewinnen!' })).toBeVisible();
  await expect(player).toHaveTitle('Spielen und gewinnen!');
  await expect(player.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Versuchen Sie Ihr Glück: Jeder Teilnehmer hat die Chance, einen unserer Preise zu gewinnen.',
  );
  const english = await newPlayer(browser, baseURL);
  await english.goto(path);
  await expect(english).toHaveTitle('Play and win!');
  await expect(english.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Try your luck: every player has a chance to win one of our prizes.',
  );
  await player.context().close();
  await english.context().close();
});

test("a German player's page shows no English while its language's words load", async ({ page, browser, baseURL }) => {
  const path = await publishWheel(page.request, `Words ${Date.now()}`, (settings) => ({
    ...settings,
    sectors: withPrize(settings, null),
  }));
  const player = await newPlayer(browser, baseURL, 'de-DE');
  // Every text the page shows, from its first frame.
  await player.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenTexts: string[] }).seenTexts = seen;
    new MutationObserver(() => seen.push(document.body?.textContent ?? '')).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  // The German words come later than the campaign, which comes later than the first render: an English
  // loading notice or page would show in between if a screen did not wait for its language.
  const later = (ms: number) => async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  };
  await player.route(/\/p\/assets\/de-[\w-]+\.js$/, later(1_000));
  await player.route('**/api/play/campaigns/*', later(300));
  await player.goto(path);
  await expect(player.getByRole('heading', { name: 'Spielen und gewinnen!' })).toBeVisible();
  const seen = await player.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts.join('\n'));
  expect(seen).not.toContain('Loading…');
  expect(seen).not.toContain('Play and win!');
  await player.context().close();
});
