import { randomUUID } from 'node:crypto';
import { type APIRequestContext, chromium } from '@playwright/test';
import { bearerFor, createVoucherPool, createWheelCampaign, makeWheelPublishable } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { qrCodeVideo } from './fake-camera.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { solvedAltcha } from './played-campaign.ts';

test.describe.configure({ timeout: 90_000 });

/** A published wheel whose every win is the pool's voucher, and one play of it: answers the code won. */
async function winVoucher(request: APIRequestContext, name: string) {
  const headers = await bearerFor(request);
  const poolId = await createVoucherPool(request, headers, `${name} coffee`, 'CUP-XXXX-####', 1);
  const campaign = await createWheelCampaign(request, headers, name);
  await makeWheelPublishable(request, headers, campaign.id, poolId, 10_000);
  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  // The campaign asks players to register (the default), as the published page's form would.
  const registered = await request.post(`/api/play/campaigns/${campaign.slug}/registrations`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      email: `winner.${Date.now()}@example.com`,
      firstName: 'Vera',
      language: 'en',
      consent: { terms: true, privacy: true },
      altcha: await solvedAltcha(request, campaign.slug),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { playerToken } = (await registered.json()).data as { playerToken: string };
  const played = await request.post(`/api/play/campaigns/${campaign.slug}/plays`, {
    data: { playerToken, language: 'en', altcha: await solvedAltcha(request, campaign.slug) },
  });
  expect(played.ok(), await played.text()).toBe(true);
  const code = ((await played.json()).data as { prize: { voucherCode: string | null } | null }).prize?.voucherCode;
  expect(code).toMatch(/^CUP-[A-Z0-9]{4}-\d{4}$/);
  return { code: code as string, headers, poolName: `${name} coffee` };
}

test('staff look up a won voucher by typing it, redeem it once with the keyboard, and are refused the second time with the date', async ({
  page,
  request,
}) => {
  const name = `Till ${Date.now()}`;
  const { code, headers, poolName } = await winVoucher(request, name);

  await logInAs(page, 'EDITOR');
  await page.goto('/prize-management');
  await page.getByRole('link', { name: 'Redeem a voucher' }).click();
  await expect(page).toHaveURL(/\/prizes\/redeem$/);
  await expect(page.getByRole('heading', { name: 'Redeem vouchers', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'the empty redemption page');

  // Typed as a cashier might: lower case, a space after it; Enter looks it up.
  const field = page.getByRole('textbox', { name: 'Voucher code' });
  await field.fill(`${code.toLowerCase()} `);
  await field.press('Enter');
  const card = page.getByRole('region', { name: poolName });
  await expect(card.getByText('Valid', { exact: true })).toBeVisible();
  await expect(card.getByRole('row', { name: `Code ${code}` })).toBeVisible();
  await expect(card.getByRole('row', { name: `Campaign ${name}` })).toBeVisible();
  await expect(card.getByRole('row', { name: /^Won on \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/ })).toBeVisible();
  await expectNoAxeViolations(page, 'a valid voucher');

  // Redeemed with the keyboard alone: the confirmation's Redeem button has the focus.
  await card.getByRole('button', { name: 'Redeem' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Redeem this voucher?' });
  await expect(confirm).toContainText(code);
  await expectNoAxeViolations(page, 'the confirmation', '[role="dialog"]');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Voucher redeemed')).toBeVisible();
  await expect(page.getByText(`${code} (${poolName}) was redeemed on`)).toBeVisible();
  await expect(card.getByText('Already redeemed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Redeem' })).toHaveCount(0);

  // The same voucher shown again: refused, with when and by whom.
  await field.fill(code);
  await field.press('Enter');
  await expect(page.getByText('Voucher redeemed')).toHaveCount(0);
  await expect(
    card.getByText(/^Already redeemed on \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(.+\) by editor@demo\.test\./),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'a redeemed voucher');
  const again = await request.post('/api/v1/prizes/vouchers/redeem', { headers, data: { code } });
  expect(again.status()).toBe(409);
  expect((await again.json()).code).toBe('VOUCHER_ALREADY_REDEEMED');

  // A code no prize of the company has.
  await field.fill('NO-SUCH-CODE-1');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('No prize of your company has the code NO-SUCH-CODE-1.');

  // Prize management counts the voucher as won and redeemed.
  await page.getByRole('link', { name: 'Prize management' }).first().click();
  await page.getByRole('table', { name: 'Prizes' }).getByRole('textbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: poolName });
  await expect(row.getByText('1 won')).toBeVisible();
  await expect(row.getByText('1 redeemed')).toBeVisible();
  await expect(row.getByText('0 expired')).toBeVisible();
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: poolName })
      .filter({ hasText: 'Voucher redeemed' })
      .filter({ hasText: code }),
  ).toBeVisible();
});

test('the redemption page fits a phone held at the till', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await logInAs(page, 'EDITOR');
  await page.goto('/prizes/redeem');
  await expect(page.getByRole('textbox', { name: 'Voucher code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Look up' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Voucher code' }).fill('NOT-A-CODE');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page, 'the redemption page on a phone');
});

test('a voucher held up to the camera is read by ZXing where the browser has no QR reader of its own, and looked up', async ({
  page,
  baseURL,
}) => {
  const name = `Scan ${Date.now()}`;
  const { code, poolName } = await winVoucher(page.request, name);
  // Chromium on Linux has no BarcodeDetector: the fallback reads the fake camera's picture of the QR code.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${await qrCodeVideo(code)}`,
    ],
  });
  const context = await browser.newContext({ baseURL, permissions: ['camera'] });
  const staff = await context.newPage();
  expect(await staff.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
  await logInAs(staff, 'EDITOR');
  await staff.goto('/prizes/redeem');
  await staff.getByRole('button', { name: 'Scan with camera' }).click();
  await expect(staff.getByRole('region', { name: poolName }).getByText('Valid', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(staff.getByRole('dialog', { name: 'Scan a voucher' })).toBeHidden();
  await browser.close();
});

test('where the browser reads QR codes, staff open the camera; without a camera they are told to type the code', async ({
  page,
}) => {
  // Headless Chromium has neither BarcodeDetector nor a camera: the detector is stood in for, the camera is not.
  await page.addInitScript(() => {
    class StandInDetector {
      static async getSupportedFormats() {
        return ['qr_code'];
      }
      async detect() {
        return [];
      }
    }
    Object.assign(window, { BarcodeDetector: StandInDetector });
  });
  await logInAs(page, 'EDITOR');
  await page.goto('/prizes/redeem');
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan a voucher' });
  await expect(dialog.getByRole('alert')).toHaveText(/type the code/i);
  await expectNoAxeViolations(page, 'the camera dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Voucher code' })).toBeVisible();
});

test('a viewer is not let in to redeem vouchers', async ({ page }) => {
  await logInAs(page, 'VIEWER');
  await page.goto('/prizes/redeem');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('link', { name: 'Redeem vouchers' })).toHaveCount(0);
});
