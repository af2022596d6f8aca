import { newCampaignDocument } from '../packages/contracts/src/campaign-document-defaults.ts';
import type { PreviewShowMessage } from '../packages/contracts/src/preview-messages.ts';
import { PENALTY_DEFAULTS } from '../packages/games/src/retailer-penalty/definition.ts';
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
const VOUCHER = /^PEN-[A-Z0-9]{4}\d{4}$/;

test('a penalty built in the builder is scored on a phone by touch and by keyboard only, each goal with its voucher, the ad and the wallet; the voucher redeemed once at the till', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Penalty journey ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createGameCampaign(page.request, headers, name, 'retailer-penalty');
  const poolName = `${name} coffee`;
  const poolId = await createVoucherPool(page.request, headers, poolName, 'PEN-XXXX####', 3);

  // The editor gives the prize its line, its pool and 100 % odds in the builder's Game section.
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=game`);
  const prize = page.getByRole('group', { name: 'Prize 1', exact: true });
  await prize.getByRole('textbox', { name: 'Text on a goal (EN)' }).fill(PRIZE_TEXT);
  await prize.getByRole('textbox', { name: 'Prize', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(poolName) }).click();
  await prize.getByRole('textbox', { name: 'Chance of scoring this prize' }).fill('100');
  await expect(page.getByText(/^Chance of a goal: 100(\.00)? %$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pitch colour' })).toBeVisible();
  await expectNoAxeViolations(page, 'the builder Game section of the penalty', 'main');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // The ad after a win and the prize wallet on; published through the retailer's endpoint.
  await offerAdAndWallet(page.request, headers, { id: campaign.id, type: 'retailer-penalty' });
  await publishForRetailer(page.request, headers, { id: campaign.id, type: 'retailer-penalty' });
  const path = `/p/${campaign.slug}`;

  // A player on a phone taps the top-left corner of the goal.
  const touchEmail = `penalty.touch.${Date.now()}@example.com`;
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
  const zones = toucher.getByRole('group', { name: 'Where do you shoot?' }).getByRole('button');
  await expect(zones).toHaveCount(6);
  await expectNoAxeViolations(toucher, 'the penalty before the shot');
  expect(await toucher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Every zone is a finger-sized target inside the phone's screen.
  for (const box of await Promise.all((await zones.all()).map((zone) => zone.boundingBox()))) {
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  await toucher.getByRole('button', { name: 'Top left' }).tap();
  // The ball flies to the corner and the keeper dives elsewhere, then the goal is announced.
  await expect(toucher.locator('[aria-live="polite"]').filter({ hasText: 'Goal!' })).toHaveText(`Goal! ${PRIZE_TEXT}`);
  await expectNoAxeViolations(toucher, 'the penalty after the goal');
  await expect(toucher.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const touchVoucher = ((await toucher.getByTestId('voucher-code').textContent()) ?? '').trim();
  expect(touchVoucher).toMatch(VOUCHER);
  await expectAdThenWallet(toucher, touchVoucher, 'tap');
  await phone.close();

  // Another player, keyboard only and with reduced motion, aims with the arrow keys and shoots with Enter.
  const keyEmail = `penalty.keys.${Date.now()}@example.com`;
  const keys = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB', reducedMotion: 'reduce' });
  await serveAdImage(keys);
  const keyboarder = await keys.newPage();
  await keyboarder.goto(path);
  await expect(keyboarder.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await tabTo(keyboarder, 'Start');
  await keyboarder.keyboard.press('Enter');
  await registerByKeyboard(keyboarder, keyEmail, 'Kim');
  // The six zones are one tab stop; the arrow keys move between them.
  await tabTo(keyboarder, 'Bottom centre');
  await keyboarder.keyboard.press('ArrowUp');
  await keyboarder.keyboard.press('ArrowRight');
  await expect(keyboarder.getByRole('button', { name: 'Top right' })).toBeFocused();
  await keyboarder.keyboard.press('Enter');
  // Announced at once: no flight with reduced motion.
  await expect(keyboarder.locator('[aria-live="polite"]').filter({ hasText: 'Goal!' })).toHaveText(
    `Goal! ${PRIZE_TEXT}`,
    { timeout: 5_000 },
  );
  await expect(keyboarder.locator('.gpk-ball')).toHaveCSS('transition-duration', '0s');
  await expect(keyboarder.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const keyVoucher = ((await keyboarder.getByTestId('voucher-code').textContent()) ?? '').trim();
  expect(keyVoucher).toMatch(VOUCHER);
  await expectNoAxeViolations(keyboarder, 'the penalty win page');
  await expectAdThenWallet(keyboarder, keyVoucher, 'keyboard');
  await keys.close();

  // At the till: the first player's voucher is redeemed once, and refused the second time.
  await redeemOnceAtTill(page, touchVoucher, poolName);
});

/** The game page of a penalty in the builder's preview, its pitch in `colour`, its prize given a pool. */
function previewMessage(colour: string): PreviewShowMessage {
  const settings = {
    ...PENALTY_DEFAULTS,
    pitchColour: colour,
    prizes: [{ id: 'prize-1', text: { en: PRIZE_TEXT }, poolId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', oddsBp: 0 }],
  };
  const document = newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings } });
  return {
    type: 'gc-preview:show',
    campaignType: 'retailer-penalty',
    document,
    page: 'game',
    language: 'en',
    device: 'mobile',
  };
}

test('the builder preview shows the pitch as edited and plays a shot without a server', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/p/preview');
  await expect(page.getByRole('status')).toHaveText('Loading the preview…');
  await page.evaluate((data) => window.postMessage(data, window.location.origin), previewMessage('#123456'));
  const pitch = page.getByRole('region', { name: 'Penalty kick' });
  await expect(pitch).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  await page.evaluate((data) => window.postMessage(data, window.location.origin), previewMessage('#654321'));
  await expect(pitch).toHaveCSS('background-color', 'rgb(101, 67, 33)');
  await page.getByRole('button', { name: 'Bottom right' }).click();
  await expect(page.locator('.gpk-result')).toHaveText(/^(Goal! Free coffee|Saved! The keeper stopped your shot\.)$/);
});
