import { bearerFor, createWheelCampaign, publishNow } from './api-seed.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

/**
 * The product reached over plain http under a host name other than localhost, as on an intranet
 * (http://campaigns.intranet:3000). Chromium resolves gc-plain.test to this machine; such a page is no
 * secure context (no crypto.subtle, no crypto.randomUUID), and an https upgrade would find nothing.
 */
const HOST = 'gc-plain.test';
const ORIGIN = `http://${HOST}:${Number(process.env.E2E_PORT ?? 3100)}`;

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
});
test.describe.configure({ timeout: 90_000 });

test('the builder renders over plain http on a host name, logs in and stays signed in after a reload', async ({
  page,
}) => {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(request.url()));
  await page.goto(`${ORIGIN}/login`);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await page.getByLabel('Email').fill('editor@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(failures.filter((url) => url.startsWith('https:'))).toEqual([]);
});

test('a campaign renders over plain http on a host name; a player registers and spins (proof of work without WebCrypto)', async ({
  page,
  request,
}) => {
  const headers = await bearerFor(request);
  const path = await publishNow(request, headers, await createWheelCampaign(request, headers, `Plain ${Date.now()}`));

  const plays: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/play\/.*\/plays$/.test(response.url())) plays.push(response.status());
  });
  await page.goto(`${ORIGIN}${path}`);
  expect(await page.evaluate(() => ({ secure: window.isSecureContext, subtle: Boolean(crypto.subtle) }))).toEqual({
    secure: false,
    subtle: false,
  });
  await expect(page.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`plain.${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: 'First name' }).fill('Plain');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Http');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByRole('heading', { name: /Not this time|Congratulations!/ })).toBeVisible({ timeout: 30_000 });
  expect(plays).toEqual([200]);
});
