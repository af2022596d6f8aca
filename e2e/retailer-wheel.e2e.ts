import type { WheelSettings } from '../packages/games/src/spin-the-wheel/definition.ts';
import { bearerFor, createGameCampaign, createVoucherPool, publishableSectors } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { registerByKeyboard, tabTo } from './keyboard.ts';
import {
  AD_LINK,
  expectAdThenWallet,
  publishForRetailer,
  putAd,
  redeemOnceAtTill,
  serveAdImage,
} from './retailer-after-win.ts';

test.describe.configure({ timeout: 120_000 });

test("a retailer's wheel is published through the retailer's endpoint, won on a phone with its ad and newsletter box, kept in the wallet and redeemed once at the till", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Retailer ad ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createGameCampaign(page.request, headers, name, 'retailer-wheel');
  const poolId = await createVoucherPool(page.request, headers, `${name} pool`, 'SHOP-XXXX####', 2);

  // The ad through §7's ads call, the game's switch and a sure win through its settings.
  await putAd(page.request, headers, campaign.id);
  const settingsUrl = `/api/v1/games/retailer-wheel/game-settings/${campaign.id}`;
  const current = (
    (await (await page.request.get(settingsUrl, { headers })).json()).data as { settings: WheelSettings }
  ).settings;
  const saved = await page.request.put(settingsUrl, {
    headers,
    data: {
      ...current,
      showAdAfterWin: true,
      isNewsletterSubscriptionEnabled: true,
      prizeWalletEnabled: true,
      showWinPageAfter: 0,
      sectors: publishableSectors(current.sectors, poolId),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The editor finds the ad in the Game section, beside the switch that shows it.
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=game`);
  const adPanel = page.getByRole('region', { name: 'Ad after a win' });
  await expect(adPanel.getByRole('textbox', { name: 'Link (optional)' })).toHaveValue(AD_LINK);
  await expect(page.getByRole('switch', { name: 'Show an ad after a win' })).toBeChecked();
  await expect(adPanel.getByText('Turn on')).toHaveCount(0);
  await expectNoAxeViolations(page, "the retailer wheel's Game section");

  // The editor dresses the campaign in a retail brand (§9): its colours, font and logo.
  await page.goto(`/builder/${campaign.id}?section=design`);
  await page.getByRole('textbox', { name: 'Brand' }).click();
  await page.getByRole('option', { name: 'Danubia' }).click();
  await expect(page.getByText("The brand's logo is shown at the top of every page")).toBeVisible();
  await expectNoAxeViolations(page, "the retailer wheel's Design section with a brand");
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await publishForRetailer(page.request, headers, { id: campaign.id, type: 'retailer-wheel' });

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
  });
  await serveAdImage(context);
  const player = await context.newPage();
  await player.goto(`/p/${campaign.slug}`);
  const brandLogo = player.getByRole('img', { name: 'Danubia' });
  await expect(brandLogo).toBeVisible();
  expect(await brandLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(player.getByRole('button', { name: 'Start' })).toHaveCSS('background-color', 'rgb(163, 18, 42)');
  await player.getByRole('button', { name: 'Start' }).tap();
  const email = `retail.${Date.now()}@example.com`;
  // The campaign offers its newsletter: an optional box, which this player ticks.
  await player.getByRole('checkbox', { name: 'Send me news and offers by e-mail (optional).' }).tap();
  await registerByKeyboard(player, email, 'Ana');
  await player.getByRole('button', { name: 'Spin' }).tap();

  await expect(player.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const code = ((await player.getByTestId('voucher-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^SHOP-[A-Z0-9]{4}\d{4}$/);
  // The ad, then the wallet keeps the voucher with its QR code.
  await expectAdThenWallet(player, code, 'tap');
  await context.close();

  // At the till: staff look the code up, redeem it once, and the second time it is refused.
  await redeemOnceAtTill(page, code, `${name} pool`);

  // The consent is kept with the lead and in the export.
  const csv = await (await page.request.get(`/api/v1/leads/campaigns/${campaign.id}/export.csv`, { headers })).text();
  const row = csv.split('\r\n').find((line) => line.includes(email)) ?? '';
  expect(csv.split('\r\n')[0]).toMatch(/,Newsletter$/);
  expect(row).toMatch(/,yes$/);
});

test("the second retailer's wheel is published through its own endpoint and won by keyboard only, more than once a day", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Partner wheel ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createGameCampaign(page.request, headers, name, 'retailer2-wheel');
  const poolId = await createVoucherPool(page.request, headers, `${name} pool`, 'PART-XXXX####', 3);
  const settingsUrl = `/api/v1/games/retailer2-wheel/game-settings/${campaign.id}`;
  const current = (
    (await (await page.request.get(settingsUrl, { headers })).json()).data as { settings: WheelSettings }
  ).settings;
  // §9: 10,000 plays a day with multi-registration, as the second retailer's wheel starts.
  expect(current).toMatchObject({ playsPerDay: 10_000, multiRegistration: true });
  const saved = await page.request.put(settingsUrl, {
    headers,
    data: { ...current, showWinPageAfter: 0, sectors: publishableSectors(current.sectors, poolId) },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const wrongEndpoint = await page.request.post('/api/v1/build/retailer/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'retailer2-wheel', publishOptions: { mode: 1 } },
  });
  expect(wrongEndpoint.status()).toBe(400);
  const published = await page.request.post('/api/v1/build/retailer2/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'retailer2-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);

  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 }, reducedMotion: 'reduce' });
  const player = await context.newPage();
  const email = `partner.${Date.now()}@example.com`;
  for (const round of [1, 2]) {
    await player.goto(`/p/${campaign.slug}`);
    await tabTo(player, 'Start');
    await player.keyboard.press('Enter');
    // The page remembers a registered player: the second round goes straight to the wheel.
    if (round === 1) await registerByKeyboard(player, email, 'Kim');
    await tabTo(player, 'Spin');
    await player.keyboard.press('Enter');
    await expect(player.getByRole('heading', { name: 'Congratulations!' }), `round ${round}`).toBeVisible({
      timeout: 20_000,
    });
    await expect(player.getByTestId('voucher-code')).toHaveText(/^PART-[A-Z0-9]{4}\d{4}$/);
  }
  await context.close();
});
