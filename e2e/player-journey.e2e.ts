import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { bearerFor, createWheelCampaign, makeWheelPublishable } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
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

  await makeWheelPublishable(request, headers, campaign.id, poolId);

  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const { productionUrl } = ((await published.json()).data as { campaign: { productionUrl: string } }).campaign;
  return { ...campaign, productionUrl };
}

/** A member of the public: a fresh browser context on a phone, without the editor's session. */
async function newPlayer(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  return context.newPage();
}

async function registerAndSpin(player: Page, email: string, badPhone = false) {
  await expect(player.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await player.getByRole('button', { name: 'Start' }).click();
  await expect(player.getByRole('heading', { name: 'Tell us who you are' })).toBeVisible();

  // The browser checks what it can before anything is sent; the errors sit beside their fields, and
  // focus goes to the first one, so a screen reader reads its error (aria-describedby).
  await player.getByRole('button', { name: 'Continue' }).click();
  const emailField = player.getByRole('textbox', { name: 'E-mail' });
  const emailError = player.getByText('Please enter a valid e-mail address.');
  const consentError = player.getByText('Please accept the terms and conditions and the privacy policy.');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  await expect(emailError).toBeVisible();
  await expect(consentError).toBeVisible();
  await expectNoAxeViolations(player, 'the registration form with its errors');

  // Each error goes as soon as its field is fixed, before the form is sent again; the others stay.
  await emailField.pressSequentially(email.slice(0, 5));
  await expect(emailError).toBeVisible();
  await emailField.fill(email);
  await expect(emailError).toBeHidden();
  await expect(emailField).not.toHaveAttribute('aria-invalid');
  await expect(consentError).toBeVisible();
  await player.getByRole('textbox', { name: 'First name' }).fill('Mila');
  await player.getByRole('textbox', { name: 'Last name' }).fill('Player');
  await player.getByRole('checkbox').check();
  await expect(consentError).toBeHidden();
  if (badPhone) {
    // The server reads the phone number; its message shows beside the field until the number changes.
    const phone = player.getByRole('textbox', { name: /Phone/ });
    await phone.fill('12');
    await player.getByRole('button', { name: 'Continue' }).click();
    await expect(player.getByText('This phone number is not valid')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('');
    await expect(player.getByText('This phone number is not valid')).toBeHidden();
    await expect(phone).not.toHaveAttribute('aria-invalid');
  }
  await player.getByRole('button', { name: 'Continue' }).click();

  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await player.getByRole('button', { name: 'Spin' }).click();
}

test('a player on a phone registers, spins, wins a voucher code (also by e-mail), and the editor finds the lead and the code', async ({
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
  await registerAndSpin(player, email, true);

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

  // The winner's prize e-mail (without SMTP it waits in the outbox, where a super admin reads it).
  const superAdmin = await (await browser.newContext()).newPage();
  await logInAs(superAdmin, 'SUPER_ADMIN');
  await superAdmin.getByRole('tab', { name: 'Email outbox' }).click();
  const mailRow = superAdmin.getByRole('row').filter({ hasText: email });
  await expect(mailRow).toContainText('Your prize:', { timeout: 15_000 });
  await mailRow.click();
  await expect(superAdmin.getByTestId('mail-text')).toContainText(voucher);
  await superAdmin.close();
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

/** A published wheel with the given registration type, made and published through the API. */
async function publishWheel(request: APIRequestContext, name: string, registrationType: string) {
  const headers = await bearerFor(request);
  const created = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType: 'spin-the-wheel', languages: ['en', 'de'], registrationType },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()).data as { campaign: { id: string; slug: string } }).campaign;
  await makeWheelPublishable(request, headers, campaign.id);
  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return { ...campaign, headers };
}

test('a link with userId and email registers without the form; a link without them says what is missing', async ({
  page,
  browser,
  baseURL,
}) => {
  const campaign = await publishWheel(page.request, `Player link ${Date.now()}`, 'urlParameters');
  const player = await newPlayer(browser, baseURL);
  const registrations: unknown[] = [];
  player.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/registrations'))
      registrations.push(request.postDataJSON());
  });

  await player.goto(`/p/${campaign.slug}?email=link%40example.com`);
  await expect(player.getByText(/This link is incomplete \(userId missing\)/)).toBeVisible();
  expect(registrations).toHaveLength(0);

  const email = `link.${Date.now()}@example.com`;
  await player.goto(
    `/p/${campaign.slug}?userId=crm-42&email=${encodeURIComponent(email)}&birthDate=03.14.1990&lang=de`,
  );
  await expect(player.locator('html')).toHaveAttribute('lang', 'de');
  await player.getByRole('button', { name: 'Starten' }).click();
  await expect(player.getByRole('heading', { name: 'Viel Glück!' })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Drehen' })).toBeVisible();
  expect(registrations).toEqual([
    expect.objectContaining({
      userId: 'crm-42',
      email,
      birthDate: '1990-03-14',
      source: 'urlParameters',
      language: 'de',
    }),
  ]);
  await player.context().close();
});

test('a deactivated campaign shows its campaign-expired page, and a failed load offers a retry', async ({
  page,
  browser,
  baseURL,
}) => {
  const campaign = await publishWheel(page.request, `Player ended ${Date.now()}`, 'noDelivery');
  const player = await newPlayer(browser, baseURL);

  // The first load fails as if the phone were offline; Try again loads the campaign.
  await player.route(`**/api/play/campaigns/${campaign.slug}`, (route) => route.abort('internetdisconnected'));
  await player.goto(`/p/${campaign.slug}`);
  await expect(player.getByText('We could not reach the server. Check your connection and try again.')).toBeVisible();
  await player.unroute(`**/api/play/campaigns/${campaign.slug}`);
  await player.getByRole('button', { name: 'Try again' }).click();
  await expect(player.getByRole('heading', { name: 'Play and win!' })).toBeVisible();

  // Without registration (noDelivery) the player goes straight from the introduction to the wheel.
  const finished = player.waitForResponse((response) => /\/api\/play\/plays\/[^/]+\/finish$/.test(response.url()));
  await player.getByRole('button', { name: 'Start' }).click();
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await player.getByRole('button', { name: 'Spin' }).click();
  await expect(player.getByRole('heading', { name: /Not this time|Congratulations!/ })).toBeVisible({
    timeout: 20_000,
  });
  expect((await finished).status()).toBe(204);

  const deactivated = await page.request.put('/api/v1/build/deactivate', {
    headers: campaign.headers,
    data: { campaignId: campaign.id },
  });
  expect(deactivated.ok(), await deactivated.text()).toBe(true);
  // The published campaign may be cached for a few seconds (cache-control max-age=15).
  await expect(async () => {
    await player.reload();
    await expect(player.getByRole('heading', { name: 'This campaign has ended' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await player.context().close();
});
