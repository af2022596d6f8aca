import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { newCampaignDocument } from '../packages/contracts/src/campaign-document-defaults.ts';
import type { PreviewShowMessage } from '../packages/contracts/src/preview-messages.ts';
import { SCRATCH_CARD_DEFAULTS } from '../packages/games/src/scratch-card/definition.ts';
import { bearerFor, createGameCampaign, createVoucherPool } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { registerByKeyboard, tabTo } from './keyboard.ts';

test.describe.configure({ timeout: 180_000 });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
const PRIZE_TEXT = 'Free coffee';

/**
 * Scratches the card with a finger: rows of touch moves across the canvas (Chromium's touch input through
 * CDP, so the page gets real pointer events of type touch), until the card opens or the rows run out.
 */
async function scratchByTouch(player: Page) {
  const cdp = await player.context().newCDPSession(player);
  const box = await player.locator('.gcs-layer').boundingBox();
  if (!box) throw new Error('no scratch layer');
  const announced = player.locator('.gcs-result');
  for (let row = 0.1; row <= 0.95; row += 0.12) {
    const y = box.y + box.height * row;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: box.x + 4, y }],
    });
    for (let step = 1; step <= 10; step++) {
      const x = box.x + 4 + ((box.width - 8) * step) / 10;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (step % 2) * 6 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    if ((await announced.textContent())?.trim()) break;
  }
  await cdp.detach();
}

test('a scratch card built in the builder is won on a phone by scratching with a finger and by keyboard only, and both leads are in the export', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Scratch journey ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createGameCampaign(page.request, headers, name, 'scratch-card');
  const poolName = `${name} coffee`;
  const poolId = await createVoucherPool(page.request, headers, poolName, 'CARD-XXXX####', 3);

  // The editor gives the card's prize its text, its pool and 100 % odds in the builder.
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=game`);
  const prize = page.getByRole('group', { name: 'Prize 1', exact: true });
  await prize.getByRole('textbox', { name: 'Text (EN)' }).fill(PRIZE_TEXT);
  await prize.getByRole('textbox', { name: 'Prize', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(poolName) }).click();
  await prize.getByRole('textbox', { name: 'Chance of winning this prize' }).fill('100');
  await expect(page.getByText(/^Odds of all prizes: 100(\.00)? %$/)).toBeVisible();
  await expectNoAxeViolations(page, 'the scratch card editor', '[data-testid="scratch-face"]');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  const published = await page.request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'scratch-card', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const path = `/p/${campaign.slug}`;

  // A player on a phone scratches the card with a finger.
  const touchEmail = `scratch.touch.${Date.now()}@example.com`;
  const phone = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  const toucher = await phone.newPage();
  const html = await (await toucher.request.get(path)).text();
  expect(html).not.toContain(poolId);
  expect(html).not.toContain('oddsBp');
  await toucher.goto(path);
  await expect(toucher.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await toucher.getByRole('button', { name: 'Start' }).click();
  await registerByKeyboard(toucher, touchEmail, 'Tess');
  await expect(toucher.getByRole('button', { name: 'Reveal' })).toBeVisible();
  await expect(toucher.getByText('Scratch the card with your finger or mouse, or press Reveal.')).toBeVisible();
  await expectNoAxeViolations(toucher, 'the closed scratch card');
  expect(await toucher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await scratchByTouch(toucher);
  await expect(toucher.locator('.gcs-result')).toHaveText(`The card shows: ${PRIZE_TEXT}`);
  await expect(toucher.locator('.gcs-face')).toContainText(PRIZE_TEXT);
  await expect(toucher.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const touchVoucher = (await toucher.getByTestId('voucher-code').textContent()) ?? '';
  expect(touchVoucher).toMatch(/^CARD-[A-Z0-9]{4}\d{4}$/);
  await phone.close();

  // Another player, keyboard only and with reduced motion, opens the card with Reveal.
  const keyEmail = `scratch.keys.${Date.now()}@example.com`;
  const keys = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB', reducedMotion: 'reduce' });
  const keyboarder = await keys.newPage();
  await keyboarder.goto(path);
  await expect(keyboarder.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await tabTo(keyboarder, 'Start');
  await keyboarder.keyboard.press('Enter');
  await registerByKeyboard(keyboarder, keyEmail, 'Kim');
  await tabTo(keyboarder, 'Reveal');
  await keyboarder.keyboard.press('Enter');
  // Announced, and the layer is gone at once (no fade with reduced motion).
  await expect(keyboarder.locator('[aria-live="polite"]').filter({ hasText: 'The card shows:' })).toHaveText(
    `The card shows: ${PRIZE_TEXT}`,
  );
  await expect(keyboarder.locator('.gcs-layer')).toHaveCSS('opacity', '0');
  await expectNoAxeViolations(keyboarder, 'the open scratch card');
  await expect(keyboarder.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const keyVoucher = (await keyboarder.getByTestId('voucher-code').textContent()) ?? '';
  expect(keyVoucher).toMatch(/^CARD-[A-Z0-9]{4}\d{4}$/);
  await expectNoAxeViolations(keyboarder, 'the scratch card win page');
  await keys.close();

  // Both players and their vouchers are in the leads export.
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('table', { name: 'Leads' }).getByText(keyEmail)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = (await readFile(await (await downloading).path())).toString('utf8');
  for (const expected of [touchEmail, touchVoucher, keyEmail, keyVoucher]) expect(csv).toContain(expected);
});

/** The game page of a scratch card in the builder's preview, its layer in `colour`, its prize given a pool. */
function previewMessage(colour: string): PreviewShowMessage {
  const settings = {
    ...SCRATCH_CARD_DEFAULTS,
    closedCardColour: colour,
    prizes: SCRATCH_CARD_DEFAULTS.prizes.map((prize) => ({
      ...prize,
      text: { en: PRIZE_TEXT },
      poolId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    })),
  };
  const document = newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings } });
  return {
    type: 'gc-preview:show',
    campaignType: 'scratch-card',
    document,
    page: 'game',
    language: 'en',
    device: 'mobile',
  };
}

/** The layer's colour in the middle of the card, as drawn on the canvas. */
const layerColourAt = (page: Page) =>
  page.locator('.gcs-layer').evaluate((canvas) => {
    const element = canvas as HTMLCanvasElement;
    const data = element.getContext('2d')?.getImageData(element.width / 2, element.height / 2, 1, 1).data;
    return data ? `rgb(${data[0]}, ${data[1]}, ${data[2]})` : '';
  });

test('the builder preview shows the card as edited, repaints it on a change and opens it with Reveal', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/p/preview');
  await expect(page.getByRole('status')).toHaveText('Loading the preview…');
  await page.evaluate((data) => window.postMessage(data, window.location.origin), previewMessage('#123456'));
  await expect(page.getByRole('button', { name: 'Reveal' })).toBeVisible();
  await expect.poll(() => layerColourAt(page)).toBe('rgb(18, 52, 86)');
  await page.evaluate((data) => window.postMessage(data, window.location.origin), previewMessage('#654321'));
  await expect.poll(() => layerColourAt(page)).toBe('rgb(101, 67, 33)');
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.locator('.gcs-result')).toHaveText(/^The card shows: (Free coffee|No luck this time)$/);
});
