import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { bearerFor, createWheelCampaign, publishableSectors, type Sector } from './api-seed.ts';
import { axeFor, expectNoAxeViolations } from './axe.ts';
import { emailFor, expect, logInAs, test } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

const PHONE = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };
type Mail = { to: string; subject: string; text: string };

/** As editor@demo.test: a wheel whose first sector always wins from a pool of three voucher codes. */
async function winningWheel(request: APIRequestContext, name: string) {
  const headers = await bearerFor(request);
  const campaign = await createWheelCampaign(request, headers, name);
  const pool = await request.post('/api/v1/prizes/pools', { headers, data: { name: `${name} pool`, hasCodes: true } });
  expect(pool.status(), await pool.text()).toBe(201);
  const poolId = ((await pool.json()).data as { id: string }).id;
  const codes = await request.post(`/api/v1/prizes/pools/${poolId}/codes/generate`, {
    headers,
    data: { pattern: 'MAIL-XXXX####', count: 3 },
  });
  expect(codes.ok(), await codes.text()).toBe(true);
  const settingsUrl = `/api/v1/games/spin-the-wheel/game-settings/${campaign.id}`;
  const { settings } = (await (await request.get(settingsUrl, { headers })).json()).data as {
    settings: { sectors: Sector[] };
  };
  const sectors = publishableSectors(settings.sectors, poolId);
  const saved = await request.put(settingsUrl, { headers, data: { ...settings, sectors } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { ...campaign, headers };
}

async function publish(request: APIRequestContext, headers: Record<string, string>, campaignId: string) {
  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
}

/** The e-mails to an address, newest first, as a super admin reads them in the outbox (no SMTP here). */
async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const outbox = await request.get('/api/v1/admin/outbox?page=0&size=100', {
    headers: await bearerFor(request, emailFor('SUPER_ADMIN')),
  });
  expect(outbox.status()).toBe(200);
  return ((await outbox.json()).data.items as Mail[]).filter((mail) => mail.to === to);
}

async function newPlayer(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  return context.newPage();
}

async function register(player: Page, email: string) {
  await player.getByRole('button', { name: 'Start' }).click();
  await expect(player.getByRole('heading', { name: 'Tell us who you are' })).toBeVisible();
  await player.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await player.getByRole('checkbox').check();
  await player.getByRole('button', { name: 'Continue' }).click();
}

test('an editor asks for the e-mail code in the builder; a player types it from the e-mail, by keyboard, and plays', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Verified wheel ${Date.now()}`;
  const campaign = await winningWheel(page.request, name);

  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=registration`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const verify = page.getByRole('switch', { name: 'Confirm the e-mail with a code before the first play' });
  await expect(verify).not.toBeChecked();
  // The section this journey changes (the builder's frame around it has checks of its own).
  const { violations } = await axeFor(page).include('[role="tabpanel"]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await verify.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Confirm the e-mail with a code before the first play' }),
  ).toBeChecked();
  await publish(page.request, campaign.headers, campaign.id);

  const player = await newPlayer(browser, baseURL);
  const email = `verify.${Date.now()}@example.com`;
  await player.goto(`/p/${campaign.slug}`);
  await register(player, email);

  // The game waits for the code sent to the e-mail; the page says so and takes the code by keyboard.
  await expect(player.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(player.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  await expectNoAxeViolations(player, 'the code page');
  const codeField = player.getByRole('textbox', { name: 'Code from the e-mail' });
  await player.keyboard.press('Tab');
  await expect(codeField).toBeFocused();
  await player.keyboard.type('12345');
  await player.keyboard.press('Enter');
  await expect(player.getByText('Please enter the 6 digits of the code.')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription('Please enter the 6 digits of the code.');

  const [mail] = await mailsTo(page.request, email);
  const code = /^Your code: (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  expect(mail.text).toContain(code);

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeField.fill(wrong);
  await player.keyboard.press('Enter');
  await expect(codeField).toHaveAccessibleDescription('This code is wrong or has expired. Tries left: 4.');
  await expect(codeField).toBeFocused();
  await expectNoAxeViolations(player, 'the code page with its error');

  // A new code only once a minute; the answer is announced.
  await player.getByRole('button', { name: 'Send a new code' }).click();
  await expect(player.getByRole('status')).toHaveText('Please wait a minute before asking for a new code.');

  await codeField.fill(code);
  await player.keyboard.press('Enter');
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeFocused();
  await player.getByRole('button', { name: 'Spin' }).click();
  await expect(player.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  await expect(player.getByTestId('voucher-code')).toHaveText(/^MAIL-[A-Z0-9]{4}\d{4}$/);

  // This tab's registration stays confirmed after a reload.
  await player.reload();
  await player.getByRole('button', { name: 'Start' }).click();
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await player.context().close();
});

test('a campaign that sends the voucher only by e-mail shows no code on the win page, and the prize e-mail has it', async ({
  page,
  browser,
  baseURL,
}) => {
  const campaign = await winningWheel(page.request, `Voucher by e-mail ${Date.now()}`);
  const saved = await page.request.put(`/api/v1/campaign-data/campaigns/${campaign.id}`, {
    headers: campaign.headers,
    data: { changes: { registrationOptions: { showsVoucherOnlyInEmail: true } } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await publish(page.request, campaign.headers, campaign.id);

  const player = await newPlayer(browser, baseURL);
  const email = `voucher.${Date.now()}@example.com`;
  await player.goto(`/p/${campaign.slug}`);
  await register(player, email);
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await player.getByRole('button', { name: 'Spin' }).click();
  await expect(player.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  await expect(player.getByText('Your voucher code is on its way to your e-mail.')).toBeVisible();
  await expect(player.getByTestId('voucher-code')).toHaveCount(0);
  await expect(player.getByText(/MAIL-/)).toHaveCount(0);
  await expectNoAxeViolations(player, 'the win page with the voucher on its way');

  await expect(async () => {
    const [prizeMail] = await mailsTo(page.request, email);
    expect(prizeMail?.subject).toMatch(/^Your prize:/);
    expect(prizeMail?.text).toMatch(/Your voucher code:\nMAIL-[A-Z0-9]{4}\d{4}/);
  }).toPass({ timeout: 20_000 });
  await player.context().close();
});
