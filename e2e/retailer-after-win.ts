/**
 * What follows a retailer game's win (issue 13), shared by the journeys of each retailer type: the ad
 * after the win, the prize wallet with the voucher and its QR code, and the voucher redeemed once at
 * the till on the staff page.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

/** A 1×1 PNG served for the ad's image (an https address, as a document may hold). */
const AD_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const AD_IMAGE = 'https://assets.example.com/summer-sale.png';
export const AD_LINK = 'https://shop.example.com/summer-sale';
const AD_ALT = 'Summer sale: 20 % off everything';

/** The campaign's ad through §7's ads call. */
export async function putAd(request: APIRequestContext, headers: Record<string, string>, campaignId: string) {
  const saved = await request.put(`/api/v1/games/campaigns/${campaignId}/ads`, {
    headers,
    data: { imageUrl: AD_IMAGE, linkUrl: AD_LINK, altTexts: { en: AD_ALT } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * The ad and the wallet switched on in the game's settings, as they are (the builder saved the rest),
 * and the ad itself stored.
 */
export async function offerAdAndWallet(
  request: APIRequestContext,
  headers: Record<string, string>,
  campaign: { id: string; type: string },
) {
  await putAd(request, headers, campaign.id);
  const settingsUrl = `/api/v1/games/${campaign.type}/game-settings/${campaign.id}`;
  const current = ((await (await request.get(settingsUrl, { headers })).json()) as { data: { settings: object } }).data
    .settings;
  const saved = await request.put(settingsUrl, {
    headers,
    data: { ...current, showAdAfterWin: true, prizeWalletEnabled: true },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** Publishes through the first retailer's endpoint (§7 Build). */
export async function publishForRetailer(
  request: APIRequestContext,
  headers: Record<string, string>,
  campaign: { id: string; type: string },
) {
  const published = await request.post('/api/v1/build/retailer/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: campaign.type, publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
}

/** The ad's image answered from here: the test machine reaches no outside address. */
export async function serveAdImage(context: BrowserContext) {
  await context.route(AD_IMAGE, (route) => route.fulfill({ contentType: 'image/png', body: AD_PNG }));
}

/**
 * On the win page: the ad, labelled as one, with its link in a new tab; then the wallet, reached from
 * the win page, holds the voucher `code` with its QR code, ready to use.
 */
export async function expectAdThenWallet(player: Page, code: string, by: 'tap' | 'keyboard') {
  const ad = player.getByRole('complementary', { name: 'Advertisement' });
  await expect(ad.getByRole('img', { name: AD_ALT })).toBeVisible();
  await expect(ad.getByRole('link')).toHaveAttribute('href', AD_LINK);
  await expect(ad.getByRole('link')).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(player, 'the win page with its ad');

  if (by === 'tap') {
    await player.getByRole('link', { name: 'See all your prizes' }).tap();
  } else {
    await tabTo(player, 'See all your prizes');
    await player.keyboard.press('Enter');
  }
  const walletCard = player.getByTestId('wallet-prize').filter({ hasText: code });
  await expect(walletCard.getByTestId('wallet-code')).toHaveText(code);
  await expect(walletCard.getByRole('img', { name: `QR code of voucher code ${code}` })).toBeVisible();
  await expect(walletCard.getByTestId('wallet-status')).toHaveText('Ready to use');
}

/**
 * At the till, on a logged-in editor's page: staff look the code up, redeem it once (confirmed), and
 * the second look-up shows it redeemed with no way to redeem it again.
 */
export async function redeemOnceAtTill(page: Page, code: string, poolName: string) {
  await page.goto('/prizes/redeem');
  const field = page.getByRole('textbox', { name: 'Voucher code' });
  await field.fill(code);
  await field.press('Enter');
  const voucher = page.getByRole('region', { name: poolName });
  await voucher.getByRole('button', { name: 'Redeem' }).click();
  await page.getByRole('dialog', { name: 'Redeem this voucher?' }).getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Voucher redeemed')).toBeVisible();
  await field.fill(code);
  await field.press('Enter');
  await expect(voucher.getByText(/^Already redeemed on /)).toBeVisible();
  await expect(voucher.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
}
