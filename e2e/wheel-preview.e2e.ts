import type { Page } from '@playwright/test';
import { newCampaignDocument } from '../packages/contracts/src/campaign-document-defaults.ts';
import type { PreviewShowMessage } from '../packages/contracts/src/preview-messages.ts';
import { WHEEL_DEFAULTS } from '../packages/games/src/spin-the-wheel/definition.ts';
import { sectorUnderTicker } from '../packages/games/src/spin-the-wheel/wheel-geometry.ts';
import { expect, test } from './fixtures.ts';

const POOL_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

/**
 * The game page of a wheel campaign with the wheel's defaults. Sector texts are made unique so the
 * announced sector can be checked against where the wheel stands; `hasPools` gives every sector a prize
 * pool (the preview then always shows the win page) or none (always the lose page).
 */
function wheelGameMessage(hasPools: boolean): PreviewShowMessage {
  const settings = {
    ...WHEEL_DEFAULTS,
    sectors: WHEEL_DEFAULTS.sectors.map((sector, index) => ({
      ...sector,
      text: { en: `Sector ${index + 1}` },
      poolId: hasPools ? POOL_ID : null,
    })),
  };
  const document = newCampaignDocument({ languages: ['en'], registrationType: '', game: { version: 1, settings } });
  return {
    type: 'gc-preview:show',
    campaignType: 'spin-the-wheel',
    document,
    page: 'game',
    language: 'en',
    device: 'mobile',
  };
}

/** Posts as the builder does; from the page itself, so the origin is the player's own. */
async function showWheel(page: Page, hasPools: boolean) {
  await page.goto('/p/preview');
  await expect(page.getByRole('status')).toHaveText('Loading the preview…');
  await page.evaluate((data) => window.postMessage(data, window.location.origin), wheelGameMessage(hasPools));
  await expect(page.locator('[data-sector-id]')).toHaveCount(8);
}

/** The wheel's rotation in degrees, read from the turning layer's transform. */
async function wheelRotation(page: Page): Promise<number> {
  const transform = await page.locator('.gcw-rotor').evaluate((element) => (element as SVGSVGElement).style.transform);
  const match = /rotate\((-?[\d.e+-]+)deg\)/.exec(transform);
  if (!match) throw new Error(`The wheel has no rotation: "${transform}"`);
  return Number(match[1]);
}

test.use({ viewport: { width: 375, height: 667 } });

test('the wheel fits a phone, spins from the keyboard, lands on the sector it announces and shows the outcome', async ({
  page,
}) => {
  await showWheel(page, true);
  await expect(page.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  // Nothing wider than the phone, at 375 px and at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 360, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const stage = await page.locator('.gcw-stage').boundingBox();
  expect(stage?.width).toBeGreaterThan(250);

  // The wheel idles before the spin.
  const idleStart = await wheelRotation(page);
  await expect.poll(() => wheelRotation(page)).not.toBe(idleStart);

  const spin = page.getByRole('button', { name: 'Spin' });
  await spin.focus();
  await page.keyboard.press('Enter');
  await expect(spin).toHaveAttribute('aria-disabled', 'true');

  const announcement = page.getByText(/^The wheel stopped on: Sector \d$/);
  await expect(announcement).toBeVisible({ timeout: 12_000 });
  const announced = Number((await announcement.textContent())?.replace(/\D/g, ''));
  expect(sectorUnderTicker(await wheelRotation(page), 8)).toBe(announced - 1);

  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 5_000 });
});

test('with reduced motion the result shows within 1.5 s of pressing Spin', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await showWheel(page, false);
  // No idle turn either.
  const rotation = await wheelRotation(page).catch(() => 0);
  await page.waitForTimeout(300);
  expect(await wheelRotation(page).catch(() => 0)).toBe(rotation);

  await page.getByRole('button', { name: 'Spin' }).focus();
  const pressedAt = Date.now();
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'Not this time' })).toBeVisible({ timeout: 1_500 });
  expect(Date.now() - pressedAt).toBeLessThan(1_500);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('a tap spins the wheel', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await showWheel(page, true);
    await page.getByRole('button', { name: 'Spin' }).tap();
    await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 1_500 });
  });
});
