import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { bearerFor, createWheelCampaign } from './api-seed.ts';
import { expect, logInAs, test } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

const PHONE = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };

type Published = { id: string; slug: string; productionUrl: string };

/**
 * As editor@demo.test through the API: a wheel whose first sector always wins from a pool of three
 * voucher codes, published now.
 */
async function publishWinningWheel(request: APIRequestContext, name: string): Promise<Published> {
  const headers = await bearerFor(request);
  const campaign = await createWheelCampaign(request, headers, name);
  const pool = await request.post('/api/v1/prizes/pools', { headers, data: { name: `${name} pool`, hasCodes: true } });
  expect(pool.status(), await pool.text()).toBe(201);
  const poolId = ((await pool.json()).data as { id: string }).id;
  const codes = await request.post(`/api/v1/prizes/pools/${poolId}/codes/generate`, {
    headers,
    data: { pattern: 'WIN-XXXX####', count: 3 },
  });
  expect(codes.ok(), await codes.text()).toBe(true);

  const settingsUrl = `/api/v1/games/spin-the-wheel/game-settings/${campaign.id}`;
  const current = await request.get(settingsUrl, { headers });
  expect(current.ok()).toBe(true);
  const { settings } = (await current.json()).data as { settings: { sectors: Record<string, unknown>[] } };
  const sectors = settings.sectors.map((sector, index) =>
    index === 0 ? { ...sector, poolId, oddsBp: 10_000 } : { ...sector, poolId: null, oddsBp: 0 },
  );
  const saved = await request.put(settingsUrl, { headers, data: { ...settings, sectors } });
  expect(saved.ok(), await saved.text()).toBe(true);

  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const { productionUrl } = (await published.json()).data as { productionUrl: string };
  return { ...campaign, productionUrl };
}

/** A member of the public: a fresh browser context on a phone, without the editor's session. */
async function newPlayer(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  return context.newPage();
}

async function registerAndSpin(player: Page, email: string) {
  await expect(player.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await player.getByRole('button', { name: 'Start' }).click();
  await expect(player.getByRole('heading', { name: 'Tell us who you are' })).toBeVisible();

  // The browser checks what it can before anything is sent; the errors sit beside their fields.
  await player.getByRole('button', { name: 'Continue' }).click();
  const emailField = player.getByRole('textbox', { name: 'E-mail' });
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(player.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(player.getByText('Please accept the terms and conditions and the privacy policy.')).toBeVisible();

  await emailField.fill(email);
  await player.getByRole('textbox', { name: 'First name' }).fill('Mila');
  await player.getByRole('textbox', { name: 'Last name' }).fill('Player');
  await player.getByRole('checkbox').check();
  await player.getByRole('button', { name: 'Continue' }).click();

  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await player.getByRole('button', { name: 'Spin' }).click();
}

test('a player on a phone registers, spins, wins a voucher code, and the editor finds the lead and the code', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Player journey ${Date.now()}`;
  const campaign = await publishWinningWheel(page.request, name);
  expect(campaign.productionUrl).toContain(`/p/${campaign.slug}`);
  const email = `mila.${Date.now()}@example.com`;

  const player = await newPlayer(browser, baseURL);
  await player.goto(new URL(campaign.productionUrl).pathname);
  await expect(player.locator('html')).toHaveAttribute('lang', 'en');
  await registerAndSpin(player, email);

  await expect(player.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const code = player.getByTestId('voucher-code');
  await expect(code).toHaveText(/^WIN-[A-Z0-9]{4}\d{4}$/);
  const voucher = (await code.textContent()) ?? '';
  await expect(player.getByRole('button', { name: 'Copy' })).toBeVisible();
  await player.context().close();

  await logInAs(page, 'EDITOR');
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Leads' }).getByText(email)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = (await readFile(await (await downloading).path())).toString('utf8');
  expect(csv).toContain(email);
  expect(csv).toContain(voucher);
});

test('a reload after playing does not register again, and a second spin the same day has no more plays', async ({
  page,
  browser,
  baseURL,
}) => {
  const campaign = await publishWinningWheel(page.request, `Player reload ${Date.now()}`);
  const player = await newPlayer(browser, baseURL);
  const registrations: string[] = [];
  player.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/registrations')) registrations.push(request.url());
  });
  await player.goto(new URL(campaign.productionUrl).pathname);
  await registerAndSpin(player, `reload.${Date.now()}@example.com`);
  await expect(player.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  expect(registrations).toHaveLength(1);

  await player.reload();
  await expect(player.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await player.getByRole('button', { name: 'Start' }).click();
  // The tab still holds the player token: the form is skipped.
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await player.getByRole('button', { name: 'Spin' }).click();
  await expect(player.getByRole('heading', { name: 'No more plays today' })).toBeVisible({ timeout: 20_000 });
  await expect(player.getByText('You have used all your plays. Come back tomorrow!')).toBeVisible();
  expect(registrations).toHaveLength(1);
  await player.context().close();
});

test('an unknown campaign shows a friendly page', async ({ browser, baseURL }) => {
  const player = await newPlayer(browser, baseURL);
  await player.goto('/p/no-such-campaign-here');
  await expect(player.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  await expect(player.getByText('This campaign does not exist or has not been published yet.')).toBeVisible();
  await player.context().close();
});
