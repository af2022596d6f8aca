import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { newCampaignDocument } from '../packages/contracts/src/campaign-document-defaults.ts';
import { MEMORY_DEFAULTS } from '../packages/games/src/memory/definition.ts';
import { bearerFor } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { registerByKeyboard, tabTo } from './keyboard.ts';

test.describe.configure({ timeout: 240_000 });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };

/** Two 16 x 16 PNGs (pink, blue): small enough to inline, real enough for the server's image checks. */
const PINK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN44VFAEmIY1TCqYfhqAACgY6AQUdOnhgAAAABJRU5ErkJggg==',
  'base64',
);

type Settings = { outcomes: Record<string, unknown>[] } & Record<string, unknown>;

/**
 * Plays the board as a person with a good memory would, by keyboard: arrow keys to a tile, Enter to turn
 * it, reading each turned tile's name as assistive technology does (its accessible name). A known pair
 * is turned at once; otherwise an unseen tile, then its partner if already seen. The last flip is a tap.
 * Each flip waits as long as a quick person needs (the server refuses a play faster than 250 ms a flip).
 */
async function playBoard(player: Page, columns: number, tileCount: number) {
  const tiles = player.locator('.gcm-tile');
  const names = new Map<number, string>();
  const matched = new Set<number>();
  let cursor = 0;
  let flipsLeft = tileCount;

  const moveTo = async (target: number) => {
    const rows = Math.floor(target / columns) - Math.floor(cursor / columns);
    const cols = (target % columns) - (cursor % columns);
    for (let i = 0; i < Math.abs(rows); i++) await player.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
    for (let i = 0; i < Math.abs(cols); i++) await player.keyboard.press(cols > 0 ? 'ArrowRight' : 'ArrowLeft');
    cursor = target;
    await expect(tiles.nth(target)).toBeFocused();
  };
  const turn = async (index: number, isLast: boolean) => {
    await player.waitForTimeout(400);
    if (isLast) {
      await tiles.nth(index).tap();
    } else {
      await moveTo(index);
      await player.keyboard.press('Enter');
    }
    await expect(tiles.nth(index)).toHaveAttribute('aria-label', new RegExp(`^Tile ${index + 1}: `));
    const label = (await tiles.nth(index).getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Tile \d+: /, '');
    names.set(index, name);
    return name;
  };
  const partnerOf = (index: number) =>
    [...names].find(([other, name]) => other !== index && !matched.has(other) && name === names.get(index))?.[0];

  while (matched.size < tileCount) {
    const known = [...names.keys()].find((index) => !matched.has(index) && partnerOf(index) !== undefined);
    const first = known ?? [...Array(tileCount).keys()].find((index) => !names.has(index)) ?? -1;
    flipsLeft = tileCount - matched.size;
    await turn(first, false);
    const partner = partnerOf(first);
    const second = partner ?? [...Array(tileCount).keys()].find((index) => !names.has(index) && index !== first) ?? -1;
    const isLast = flipsLeft === 2;
    await turn(second, isLast);
    if (names.get(first) === names.get(second)) {
      matched.add(first);
      matched.add(second);
      const live = player.locator('.gcm [aria-live="polite"]');
      await expect(live).toContainText(`A pair: ${names.get(first)}!`);
      if (matched.size === tileCount) await expect(live).toContainText('You found every pair!');
    } else {
      await expect(player.locator('.gcm [aria-live="polite"]')).toContainText('No pair');
      // Both turn back after a second; the next flip would turn them back at once as well.
      await expect(tiles.nth(second)).toHaveAttribute('aria-label', `Tile ${second + 1}`);
    }
  }
}

test('an editor builds a memory game with pictures from the asset library, and a player on a phone plays it by keyboard (and one tap), wins, and is in the export', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Memory ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const created = await page.request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType: 'memory', languages: ['en'], registrationType: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()).data as { campaign: { id: string; slug: string } }).campaign;

  // A pool of vouchers for the fast result, which covers up to an hour here so that any play wins.
  const pool = await page.request.post('/api/v1/prizes/pools', {
    headers,
    data: { name: `${name} pool`, hasCodes: true },
  });
  expect(pool.status(), await pool.text()).toBe(201);
  const poolId = ((await pool.json()).data as { id: string }).id;
  const codes = await page.request.post(`/api/v1/prizes/pools/${poolId}/codes/generate`, {
    headers,
    data: { pattern: 'MEM-XXXX####', count: 3 },
  });
  expect(codes.ok(), await codes.text()).toBe(true);
  const settingsUrl = `/api/v1/games/memory/game-settings/${campaign.id}`;
  const current = await page.request.get(settingsUrl, { headers });
  const { settings } = (await current.json()).data as { settings: Settings };
  const outcomes = [
    { ...settings.outcomes[0], upTimeThreshold: 3000, poolId, oddsBp: 10_000 },
    { ...settings.outcomes[1], downTimeThreshold: 3001 },
  ];
  const prized = await page.request.put(settingsUrl, { headers, data: { ...settings, outcomes, poolIds: [poolId] } });
  expect(prized.ok(), await prized.text()).toBe(true);

  // In the builder: the first two tiles get their pictures from the asset library, the second a name.
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=game`);
  await expect(page.getByTestId('memory-tile')).toHaveCount(8);
  const fileName = `pink-${Date.now()}.png`;
  for (const position of [1, 2]) {
    const tile = page.getByRole('group', { name: `Tile ${position}`, exact: true });
    await tile
      .getByRole('group', { name: `Tile ${position} picture` })
      .getByRole('button', { name: 'Choose' })
      .click();
    const library = page.getByRole('dialog', { name: 'Image library' });
    await expect(library).toBeVisible();
    if (position === 1) {
      await library
        .locator('input[type=file]')
        .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PINK_PNG });
    }
    await library.getByRole('button', { name: `Choose ${fileName}` }).click();
    await expect(library).toBeHidden();
  }
  await page.getByRole('textbox', { name: 'Tile 2 name (EN)' }).fill('Flamingo');
  // The editor's own controls (the asset library's upload notice and the header's status are the builder's).
  await expectNoAxeViolations(page, 'the memory results editor', '[data-testid="memory-outcome"]');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  const published = await page.request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'memory', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const { productionUrl } = ((await published.json()).data as { campaign: { productionUrl: string } }).campaign;

  const email = `memory.${Date.now()}@example.com`;
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  const player = await context.newPage();
  await player.goto(new URL(productionUrl).pathname);
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');
  await registerByKeyboard(player, email, 'Mona');
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await expect(player.getByText(/Turn over two tiles at a time/)).toBeVisible();
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');

  // The dealt board: 4 × 4 covered tiles, the first focused, nothing to scroll on a 360 × 640 phone.
  const tiles = player.locator('.gcm-tile');
  await expect(tiles).toHaveCount(16);
  await expect(tiles.first()).toBeFocused();
  await expect(tiles.first()).toHaveAttribute('aria-label', 'Tile 1');
  const size = await player.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  expect(size.width).toBeLessThanOrEqual(360);
  expect(size.height).toBeLessThanOrEqual(640);
  const board = await player.getByRole('group', { name: 'Memory board' }).boundingBox();
  expect((board?.y ?? 0) + (board?.height ?? 0)).toBeLessThanOrEqual(640);
  await expectNoAxeViolations(player, 'the memory board');

  await playBoard(player, 4, 16);
  await expect(player.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const summary = player.getByTestId('game-result');
  await expect(summary).toContainText(/Your time: \d+ s, in \d+ moves/);
  await expect(summary.getByRole('heading', { name: 'Lightning fast!' })).toBeVisible();
  const code = player.getByTestId('voucher-code');
  await expect(code).toHaveText(/^MEM-[A-Z0-9]{4}\d{4}$/);
  const voucher = (await code.textContent()) ?? '';
  await expectNoAxeViolations(player, 'the memory win page');
  await context.close();

  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('table', { name: 'Leads' }).getByText(email)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = (await readFile(await (await downloading).path())).toString('utf8');
  expect(csv).toContain(email);
  expect(csv).toContain(voucher);
});

test('the largest memory board (12 pairs, 4 × 6) fits a 360 × 640 phone without scrolling, and turns without motion when asked', async ({
  page,
  browser,
  baseURL,
}) => {
  const headers = await bearerFor(page.request);
  const created = await page.request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: {
      name: `Memory 4x6 ${Date.now()}`,
      campaignType: 'memory',
      languages: ['en'],
      registrationType: 'noDelivery',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()).data as { campaign: { id: string } }).campaign;
  const settingsUrl = `/api/v1/games/memory/game-settings/${campaign.id}`;
  const current = await page.request.get(settingsUrl, { headers });
  const { settings } = (await current.json()).data as { settings: { tiles: { id: string }[] } };
  const tiles = Array.from({ length: 12 }, (_, t) => ({
    ...settings.tiles[0],
    id: `tile-${t + 1}`,
    label: { en: `Card ${t + 1}` },
  }));
  const patched = await page.request.patch(settingsUrl, { headers, data: { tiles } });
  expect(patched.ok(), await patched.text()).toBe(true);
  const published = await page.request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'memory', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const { productionUrl } = ((await published.json()).data as { campaign: { productionUrl: string } }).campaign;

  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB', reducedMotion: 'reduce' });
  const player = await context.newPage();
  await player.goto(new URL(productionUrl).pathname);
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');
  const board = player.locator('.gcm-tile');
  await expect(board).toHaveCount(24);
  await expect(board.first()).toBeFocused();
  const size = await player.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  expect(size.width).toBeLessThanOrEqual(360);
  expect(size.height).toBeLessThanOrEqual(640);
  const last = await board.last().boundingBox();
  expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(640);
  expect(last?.width ?? 0).toBeGreaterThanOrEqual(44);
  await board.nth(5).tap();
  await expect(board.nth(5)).toHaveAttribute('aria-label', /^Tile 6: Card \d+$/);
  const transition = await board
    .nth(5)
    .locator('.gcm-inner')
    .evaluate((inner) => getComputedStyle(inner).transitionDuration);
  expect(transition).toBe('0s');
  await expectNoAxeViolations(player, 'the 4 × 6 memory board with a tile turned');
  await context.close();
});

test("the builder's preview plays the marketer's working copy of memory without a server", async ({ page }) => {
  const settings = { ...MEMORY_DEFAULTS, tiles: MEMORY_DEFAULTS.tiles.slice(0, 2) };
  const document = newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings } });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/p/preview');
  await expect(page.getByRole('status')).toHaveText('Loading the preview…');
  await page.evaluate((data) => window.postMessage(data, window.location.origin), {
    type: 'gc-preview:show',
    campaignType: 'memory',
    document,
    page: 'game',
    language: 'en',
    device: 'mobile',
  });
  await page.getByRole('button', { name: 'Start' }).click();
  const tiles = page.locator('.gcm-tile');
  await expect(tiles).toHaveCount(4);
  await tiles.first().click();
  await expect(tiles.first()).toHaveAttribute('aria-label', /^Tile 1: [12]$/);
});
