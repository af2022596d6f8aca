import type { Page } from '@playwright/test';
import { newCampaignDocument } from '../packages/contracts/src/campaign-document-defaults.ts';
import type { PreviewShowMessage } from '../packages/contracts/src/preview-messages.ts';
import { RETAILER_PATH_DEFAULTS } from '../packages/games/src/retailer-path/definition.ts';
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
const VOUCHER = /^PATH-[A-Z0-9]{4}\d{4}$/;

/**
 * Rolls the die three times with `press(roll)` (a tap, or a key on the focused button): after each roll the
 * rolls left count down, the button is ready again once the token stands still, and the roll is announced.
 * Answers the last announcement, which ends with the result.
 */
async function rollThreeTimes(player: Page, press: (roll: number) => Promise<void>, square = 16) {
  const rollButton = player.getByRole('button', { name: 'Roll' });
  const announced = player.locator('.gpa-result');
  for (let roll = 0; roll < 3; roll++) {
    await expect(rollButton).toHaveAttribute('aria-disabled', 'false');
    await press(roll);
    await expect(player.getByText(`Rolls left: ${2 - roll}`)).toBeVisible();
  }
  await expect(announced).toHaveText(
    new RegExp(`^You rolled [1-6]\\. The token is on square ${square}\\. You stopped on .+!$`),
  );
  return (await announced.textContent()) ?? '';
}

test('a path built in the builder is won on a phone by tapping Roll and by keyboard only, with the ad and the wallet; the voucher redeemed once at the till', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Path journey ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createGameCampaign(page.request, headers, name, 'retailer-path');
  const poolName = `${name} coffee`;
  const poolId = await createVoucherPool(page.request, headers, poolName, 'PATH-XXXX####', 3);

  // The editor names the prize on the finish square, gives it its pool and 100 % odds (the builder needs
  // a desktop screen; the players below are on phones).
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=game`);
  await expect(page.getByRole('textbox', { name: 'Squares on the path' })).toHaveValue('16');
  const prize = page.getByRole('group', { name: 'Prize 1', exact: true });
  await prize.getByRole('textbox', { name: 'Prize name (EN)' }).fill(PRIZE_TEXT);
  await expect(prize.getByText('Square 16', { exact: true })).toBeVisible();
  await prize.getByRole('textbox', { name: 'Prize', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(poolName) }).click();
  await prize.getByRole('textbox', { name: 'Chance of winning this prize' }).fill('100');
  await expect(page.getByText(/^Odds of all prizes: 100(\.00)? %$/)).toBeVisible();
  await expectNoAxeViolations(page, 'the builder Game section of the path');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // The ad after a win and the prize wallet on; published through the retailer's endpoint.
  await offerAdAndWallet(page.request, headers, { id: campaign.id, type: 'retailer-path' });
  await publishForRetailer(page.request, headers, { id: campaign.id, type: 'retailer-path' });
  const path = `/p/${campaign.slug}`;

  // A player on a phone taps Roll three times; the token walks to the prize on square 16.
  const phone = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  await serveAdImage(phone);
  const toucher = await phone.newPage();
  const html = await (await toucher.request.get(path)).text();
  expect(html).not.toContain(poolId);
  expect(html).not.toContain('oddsBp');
  await toucher.goto(path);
  await expect(toucher.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await toucher.getByRole('button', { name: 'Start' }).tap();
  await registerByKeyboard(toucher, `path.touch.${Date.now()}@example.com`, 'Tess');
  await expect(toucher.getByRole('list', { name: 'Game board' })).toBeVisible();
  await expect(toucher.getByText('Roll the die 3 times.', { exact: false })).toBeVisible();
  await expect(toucher.getByRole('listitem').filter({ hasText: `Square 16: ${PRIZE_TEXT}` })).toBeVisible();
  await expectNoAxeViolations(toucher, 'the path before the first roll');
  expect(await toucher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const touched = await rollThreeTimes(toucher, () => toucher.getByRole('button', { name: 'Roll' }).tap());
  expect(touched).toContain(`You stopped on ${PRIZE_TEXT}!`);
  await expect(toucher.locator('.gpa-cell[aria-current="location"]')).toContainText(PRIZE_TEXT);
  await expectNoAxeViolations(toucher, 'the path after the last roll');
  await expect(toucher.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  await expect(toucher.getByTestId('voucher-code')).toHaveText(VOUCHER);
  await expect(toucher.getByTestId('game-result')).toContainText('Your token stopped on square 16.');
  await expect(toucher.getByTestId('game-result')).toContainText(PRIZE_TEXT);
  const touchVoucher = ((await toucher.getByTestId('voucher-code').textContent()) ?? '').trim();
  await expectAdThenWallet(toucher, touchVoucher, 'tap');
  await phone.close();

  // Another player, keyboard only and with reduced motion: the token jumps straight to each square.
  const keys = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB', reducedMotion: 'reduce' });
  await serveAdImage(keys);
  const keyboarder = await keys.newPage();
  await keyboarder.goto(path);
  await expect(keyboarder.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await tabTo(keyboarder, 'Start');
  await keyboarder.keyboard.press('Enter');
  await registerByKeyboard(keyboarder, `path.keys.${Date.now()}@example.com`, 'Kim');
  await tabTo(keyboarder, 'Roll');
  await expect(keyboarder.locator('.gpa-token')).toHaveCSS('animation-name', 'none');
  // Enter and Space both roll (a native button).
  const typed = await rollThreeTimes(keyboarder, (roll) => keyboarder.keyboard.press(roll === 1 ? 'Space' : 'Enter'));
  expect(typed).toContain(`You stopped on ${PRIZE_TEXT}!`);
  await expect(keyboarder.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  await expect(keyboarder.getByTestId('voucher-code')).toHaveText(VOUCHER);
  await expectNoAxeViolations(keyboarder, 'the path win page');
  const keyVoucher = ((await keyboarder.getByTestId('voucher-code').textContent()) ?? '').trim();
  await expectAdThenWallet(keyboarder, keyVoucher, 'keyboard');
  await keys.close();

  // At the till: the first player's voucher is redeemed once, and refused the second time.
  await redeemOnceAtTill(page, touchVoucher, poolName);
});

/** The game page of a path in the builder's preview: `pathLength` squares, its prize given a pool at 100 %. */
function previewMessage(pathLength: number): PreviewShowMessage {
  const settings = {
    ...RETAILER_PATH_DEFAULTS,
    pathLength,
    prizes: RETAILER_PATH_DEFAULTS.prizes.map((prize) => ({
      ...prize,
      text: { en: PRIZE_TEXT },
      squares: [12],
      poolId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      oddsBp: 10_000,
    })),
  };
  const document = newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings } });
  return {
    type: 'gc-preview:show',
    campaignType: 'retailer-path',
    document,
    page: 'game',
    language: 'en',
    device: 'mobile',
  };
}

test('the builder preview shows the path as edited and plays it to the prize', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/p/preview');
  await expect(page.getByRole('status')).toHaveText('Loading the preview…');
  await page.evaluate((data) => window.postMessage(data, window.location.origin), previewMessage(20));
  const squares = page.getByRole('list', { name: 'Game board' }).getByRole('listitem');
  await expect(squares).toHaveCount(21);
  await page.evaluate((data) => window.postMessage(data, window.location.origin), previewMessage(14));
  await expect(squares).toHaveCount(15);
  const announced = await rollThreeTimes(page, () => page.getByRole('button', { name: 'Roll' }).click(), 12);
  expect(announced).toContain(`You stopped on ${PRIZE_TEXT}!`);
});
