import { newCampaignDocument } from '../packages/contracts/src/campaign-document-defaults.ts';
import type { PreviewShowMessage } from '../packages/contracts/src/preview-messages.ts';
import { RETAILER_SLOT_DEFAULTS } from '../packages/games/src/retailer-slot/definition.ts';
import { bearerFor, createGameCampaign, createVoucherPool } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { registerByKeyboard, tabTo } from './keyboard.ts';
import {
  expectAdThenWallet,
  offerAdAndWallet,
  publishForRetailer,
  redeemOnceAtTill,
  serveAdImage,
} from './retailer-after-win.ts';

test.describe.configure({ timeout: 180_000 });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
const PRIZE_TEXT = 'Free coffee';
const WIN_ANNOUNCEMENT = `Seven, Seven, Seven. ${PRIZE_TEXT}`;

test('a slot machine built in the builder is won on a phone by a tap and by keyboard only, each win with its voucher, the ad and the wallet; the voucher redeemed once at the till', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Slot journey ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createGameCampaign(page.request, headers, name, 'retailer-slot');
  const poolName = `${name} coffee`;
  const poolId = await createVoucherPool(page.request, headers, poolName, 'SLOT-XXXX####', 3);

  // The editor makes three sevens win the pool's voucher at 100 % and the reels three times as fast.
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=game`);
  await expect(page.getByRole('group', { name: 'Symbol 6', exact: true })).toBeVisible();
  const prize = page.getByRole('group', { name: 'Prize 1', exact: true });
  await expect(prize.getByRole('textbox', { name: 'Symbol', exact: true })).toHaveValue('Seven');
  await prize.getByRole('textbox', { name: 'Text (EN)' }).fill(PRIZE_TEXT);
  await prize.getByRole('textbox', { name: 'Prize', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(poolName) }).click();
  await prize.getByRole('textbox', { name: 'Chance of winning this prize' }).fill('100');
  await expect(page.getByText(/^Odds of all prizes: 100(\.00)? %$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Reel speed' }).fill('3');
  await expectNoAxeViolations(page, 'the slot machine in the builder’s Game section');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // The ad after a win and the prize wallet on; published through the retailer's endpoint.
  await offerAdAndWallet(page.request, headers, { id: campaign.id, type: 'retailer-slot' });
  await publishForRetailer(page.request, headers, { id: campaign.id, type: 'retailer-slot' });
  const path = `/p/${campaign.slug}`;

  // A player on a phone pulls with a tap; the reels turn and land on three sevens.
  const touchEmail = `slot.touch.${Date.now()}@example.com`;
  const phone = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  await serveAdImage(phone);
  const toucher = await phone.newPage();
  const html = await (await toucher.request.get(path)).text();
  expect(html).not.toContain(poolId);
  expect(html).not.toContain('oddsBp');
  await toucher.goto(path);
  await expect(toucher.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await toucher.getByRole('button', { name: 'Start' }).tap();
  await registerByKeyboard(toucher, touchEmail, 'Tess');
  const pull = toucher.getByRole('button', { name: 'Pull' });
  await expect(pull).toBeVisible();
  await expect(toucher.getByText('Three alike on the line win. Tap Pull or press Space.')).toBeVisible();
  await expectNoAxeViolations(toucher, 'the slot machine before the pull');
  expect(await toucher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const machineBox = await toucher.locator('.gsl-machine').boundingBox();
  expect(machineBox && machineBox.x >= 0 && machineBox.x + machineBox.width <= 360).toBe(true);
  await pull.tap();
  await expect(toucher.locator('.gsl-result')).toHaveText(WIN_ANNOUNCEMENT);
  await expect(toucher.locator('.gsl-cell[data-symbol]')).toHaveCount(3);
  for (const cell of await toucher.locator('.gsl-cell[data-symbol]').all()) {
    await expect(cell).toHaveAttribute('data-symbol', 'symbol-seven');
  }
  // The reels turned, at three times the normal speed (the first reel's 1,400 ms in a third).
  await expect(toucher.locator('.gsl-strip').first()).toHaveAttribute('style', /transition: transform 467ms/);
  await expect(toucher.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const touchVoucher = (await toucher.getByTestId('voucher-code').textContent()) ?? '';
  expect(touchVoucher).toMatch(/^SLOT-[A-Z0-9]{4}\d{4}$/);
  await expectAdThenWallet(toucher, touchVoucher, 'tap');
  await phone.close();

  // Another player, keyboard only and with reduced motion, pulls with Space: the reels stand on the line at once.
  const keyEmail = `slot.keys.${Date.now()}@example.com`;
  const keys = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB', reducedMotion: 'reduce' });
  await serveAdImage(keys);
  const keyboarder = await keys.newPage();
  await keyboarder.goto(path);
  await expect(keyboarder.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await tabTo(keyboarder, 'Start');
  await keyboarder.keyboard.press('Enter');
  await registerByKeyboard(keyboarder, keyEmail, 'Kim');
  await tabTo(keyboarder, 'Pull');
  await keyboarder.keyboard.press('Space');
  await expect(keyboarder.locator('[aria-live="polite"]').filter({ hasText: 'Seven,' })).toHaveText(WIN_ANNOUNCEMENT);
  // No spin: each reel holds just the server's symbol, with no transition.
  await expect(keyboarder.locator('.gsl-cell')).toHaveCount(3);
  await expect(keyboarder.locator('.gsl-strip').first()).toHaveAttribute('style', /transition: none/);
  await expectNoAxeViolations(keyboarder, 'the slot machine after the pull');
  await expect(keyboarder.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const keyVoucher = (await keyboarder.getByTestId('voucher-code').textContent()) ?? '';
  expect(keyVoucher).toMatch(/^SLOT-[A-Z0-9]{4}\d{4}$/);
  expect(keyVoucher).not.toBe(touchVoucher);
  await expectNoAxeViolations(keyboarder, 'the slot machine win page');
  await expectAdThenWallet(keyboarder, keyVoucher, 'keyboard');
  await keys.close();

  // At the till: the first player's voucher is redeemed once, and refused the second time.
  await redeemOnceAtTill(page, touchVoucher, poolName);
});

/** The game page of a slot machine in the builder's preview, its prize given a pool. */
function previewMessage(symbolName: string): PreviewShowMessage {
  const settings = {
    ...RETAILER_SLOT_DEFAULTS,
    symbols: RETAILER_SLOT_DEFAULTS.symbols.map((symbol, index) =>
      index === 0 ? { ...symbol, label: { en: symbolName }, glyph: null } : symbol,
    ),
    prizes: RETAILER_SLOT_DEFAULTS.prizes.map((prize) => ({
      ...prize,
      text: { en: PRIZE_TEXT },
      poolId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    })),
  };
  const document = newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings } });
  return {
    type: 'gc-preview:show',
    campaignType: 'retailer-slot',
    document,
    page: 'game',
    language: 'en',
    device: 'mobile',
  };
}

test('the builder preview shows the machine as edited and lands a pull on a line it announces', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/p/preview');
  await expect(page.getByRole('status')).toHaveText('Loading the preview…');
  await page.evaluate((data) => window.postMessage(data, window.location.origin), previewMessage('Apple'));
  await expect(page.getByRole('button', { name: 'Pull' })).toBeVisible();
  // A symbol without a picture shows its name on the reel; a change in the builder shows at once.
  await expect(page.locator('.gsl-reel').first()).toHaveText('Apple');
  await page.evaluate((data) => window.postMessage(data, window.location.origin), previewMessage('Pear'));
  await expect(page.locator('.gsl-reel').first()).toHaveText('Pear');
  await page.getByRole('button', { name: 'Pull' }).click();
  await expect(page.locator('.gsl-result')).toHaveText(
    new RegExp(`^(Seven, Seven, Seven\\. ${PRIZE_TEXT}|[A-Za-z]+, [A-Za-z]+, [A-Za-z]+\\. No win this time\\.)$`),
  );
});
