import type { Sector } from './api-seed.ts';
import { bearerFor, createVoucherPool, createWheelCampaign, publishableSectors } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ timeout: 180_000 });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };

test('a phone player wins a wheel with the prize wallet on, opens it from the win page and sees the voucher; a tampered link is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  // The editor's wheel always wins a code of a fresh pool, with the wallet on; published through the API.
  const name = `Wallet journey ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createWheelCampaign(page.request, headers, name);
  const poolId = await createVoucherPool(page.request, headers, `${name} coffee`, 'WAL-XXXX####', 2);
  const settingsUrl = `/api/v1/games/spin-the-wheel/game-settings/${campaign.id}`;
  const current = await page.request.get(settingsUrl, { headers });
  const { settings } = (await current.json()).data as { settings: { sectors: Sector[] } & Record<string, unknown> };
  const saved = await page.request.put(settingsUrl, {
    headers,
    data: { ...settings, sectors: publishableSectors(settings.sectors, poolId), prizeWalletEnabled: true },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const published = await page.request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);

  // A player on a phone registers, spins and wins.
  const phone = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  const player = await phone.newPage();
  await player.goto(`/p/${campaign.slug}`);
  await player.getByRole('button', { name: 'Start' }).click();
  await expect(player.getByRole('heading', { name: 'Tell us who you are' })).toBeVisible();
  await player.getByRole('textbox', { name: 'E-mail' }).fill(`wallet.${Date.now()}@example.com`);
  await player.getByRole('textbox', { name: 'First name' }).fill('Wanda');
  await player.getByRole('textbox', { name: 'Last name' }).fill('Player');
  await player.getByRole('checkbox').check();
  await player.getByRole('button', { name: 'Continue' }).click();
  await player.getByRole('button', { name: 'Spin' }).click();
  await expect(player.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const code = ((await player.getByTestId('voucher-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^WAL-[A-Z0-9]{4}\d{4}$/);

  // The win page links to the wallet; a tap opens it.
  const walletLink = player.getByRole('link', { name: 'See all your prizes' });
  await expect(walletLink).toBeVisible();
  await expectNoAxeViolations(player, 'the win page with its wallet link');
  await walletLink.tap();
  await expect(player).toHaveURL(new RegExp(`/p/${campaign.slug}/wallet#t=`));
  await expect(player.getByRole('heading', { name: 'Your prizes' })).toBeVisible();
  const card = player.getByTestId('wallet-prize');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('wallet-code')).toHaveText(code);
  await expect(card.getByTestId('wallet-status')).toHaveText('Ready to use');
  await expect(card.getByText(name, { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: `${name} coffee` })).toBeVisible();
  await expect(card.getByRole('img', { name: `QR code of voucher code ${code}` })).toBeVisible();
  // The pool has no end date: the card says when it was won, and no expiry it does not have.
  await expect(card.getByText(/^Won on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(card.getByTestId('wallet-expiry')).toHaveCount(0);
  expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(player, 'the prize wallet');

  // An expiry set on the pool shows on the card, in the language the player registered in (English here).
  const expiresAt = new Date(Date.UTC(2031, 5, 30, 12)).toISOString();
  const updated = await page.request.put(`/api/v1/prizes/pools/${poolId}`, { headers, data: { expiresAt } });
  expect(updated.ok(), await updated.text()).toBe(true);
  await player.reload();
  await expect(card.getByTestId('wallet-expiry')).toHaveText('Valid until June 30, 2031');

  // One character changed in the link: the page says the link does not work.
  const url = new URL(player.url());
  const token = url.hash.slice('#t='.length);
  const at = token.length - 8;
  const tampered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
  await player.goto(`/p/${campaign.slug}/wallet#t=${tampered}`);
  await player.reload();
  await expect(player.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(player.getByTestId('wallet-prize')).toHaveCount(0);
  await expectNoAxeViolations(player, 'the refused wallet link');
  await phone.close();
});
