import { readFile } from 'node:fs/promises';
import { bearerFor, createGameCampaign, createVoucherPool } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { registerByKeyboard, tabTo } from './keyboard.ts';

test.describe.configure({ timeout: 240_000 });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
const GIFT = 'Chocolate star';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Tile = { id: string; dayNumber: number; position: number };

test('an advent calendar built in the builder opens only today’s tile, by touch and by keyboard, whatever the phone’s clock says; the leads are in the export', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Calendar journey ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createGameCampaign(page.request, headers, name, 'advent-calendar');
  const poolName = `${name} stars`;
  const poolId = await createVoucherPool(page.request, headers, poolName, 'STAR-XXXX####', 3);

  // Five days around the server's today (the company's zone may be a day off UTC, so day 2 to 4 is today).
  const settingsUrl = `/api/v1/games/advent-calendar/game-settings/${campaign.id}`;
  const current = (await (await page.request.get(settingsUrl, { headers })).json()).data.settings as {
    tiles: Tile[];
  } & Record<string, unknown>;
  const utcToday = new Date().toISOString().slice(0, 10);
  const startDate = addDays(utcToday, -2);
  const fiveDays = {
    ...current,
    startDate,
    endDate: addDays(startDate, 4),
    tiles: current.tiles.slice(0, 5),
  };
  const saved = await page.request.put(settingsUrl, { headers, data: fiveDays });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The editor arranges the grid with the keyboard and gives every day a prize from the pool in the builder.
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=game`);
  await expect(page.getByRole('button', { name: 'Edit the tile of day 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Move day 1 one place later' }).focus();
  await page.keyboard.press('Enter');
  for (const day of [2, 3, 4]) {
    await page.getByRole('button', { name: `Edit the tile of day ${day}` }).click();
    await page.getByRole('button', { name: 'Add prize' }).click();
    const prize = page.getByRole('group', { name: 'Prize 1', exact: true });
    await prize.getByRole('textbox', { name: 'Prize (en)' }).fill(`${GIFT} ${day}`);
    await prize.getByRole('textbox', { name: 'Prize', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(poolName) }).click();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoAxeViolations(page, 'the calendar editor');

  // The preview plays as on the day the marketer picks: there, day 5's tile is today's.
  await page.getByRole('textbox', { name: 'Page', exact: true }).click();
  await page.getByRole('option', { name: 'Game', exact: true }).click();
  await page.getByRole('textbox', { name: 'Preview as on', exact: true }).click();
  await page.getByRole('option', { name: `Day 5 (${addDays(startDate, 4)})`, exact: true }).click();
  const preview = page.frameLocator('iframe[title="Preview of the campaign"]');
  await expect(preview.getByRole('button', { name: 'Day 5, open today' })).toBeEnabled();
  await expect(preview.getByRole('button', { name: 'Day 4, missed' })).toBeDisabled();
  const stored = (await (await page.request.get(settingsUrl, { headers })).json()).data.settings as { tiles: Tile[] };
  expect(stored.tiles.find((tile) => tile.dayNumber === 1)?.position).toBe(1);
  expect(stored.tiles.find((tile) => tile.dayNumber === 2)?.position).toBe(0);

  const published = await page.request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'advent-calendar', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const path = `/p/${campaign.slug}`;
  const serverToday = (
    (await (await page.request.get(`/api/play/campaigns/${campaign.slug}`)).json()).data as {
      today: string;
    }
  ).today;
  const todayNumber = Math.round((Date.parse(serverToday) - Date.parse(startDate)) / 86_400_000) + 1;
  const tomorrowNumber = todayNumber + 1;

  // A player whose phone says it is already tomorrow: today's tile opens by touch, tomorrow's stays shut.
  const touchEmail = `calendar.touch.${Date.now()}@example.com`;
  const phone = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  const toucher = await phone.newPage();
  await toucher.clock.setFixedTime(new Date(`${addDays(serverToday, 1)}T12:00:00Z`));
  const html = await (await toucher.request.get(path)).text();
  expect(html).not.toContain(GIFT);
  expect(html).not.toContain(poolId);
  await toucher.goto(path);
  await toucher.getByRole('button', { name: 'Start' }).tap();
  await registerByKeyboard(toucher, touchEmail, 'Tess');
  const todayTile = toucher.getByRole('button', { name: `Day ${todayNumber}, open today` });
  await expect(todayTile).toBeEnabled();
  await expect(toucher.getByRole('button', { name: `Day ${tomorrowNumber}, not yet` })).toBeDisabled();
  await expect(toucher.getByRole('button', { name: `Day ${todayNumber - 1}, missed` })).toBeDisabled();
  expect(await toucher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(toucher, 'the closed calendar');
  await todayTile.tap();
  await expect(toucher.locator('.gcc-result')).toHaveText(`Day ${todayNumber}: ${GIFT} ${todayNumber}`);
  await expect(toucher.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const touchVoucher = (await toucher.getByTestId('voucher-code').textContent()) ?? '';
  expect(touchVoucher).toMatch(/^STAR-[A-Z0-9]{4}\d{4}$/);
  // The page opened again (same tab, same player) shows the tile opened and offers it no more.
  await toucher.reload();
  await toucher.getByRole('button', { name: 'Start' }).tap();
  await expect(toucher.getByRole('button', { name: `Day ${todayNumber}, opened` })).toBeDisabled();
  await phone.close();

  // Another player, keyboard only with reduced motion, opens today's tile with Enter.
  const keyEmail = `calendar.keys.${Date.now()}@example.com`;
  const keys = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB', reducedMotion: 'reduce' });
  const keyboarder = await keys.newPage();
  await keyboarder.goto(path);
  await tabTo(keyboarder, 'Start');
  await keyboarder.keyboard.press('Enter');
  await registerByKeyboard(keyboarder, keyEmail, 'Kim');
  await tabTo(keyboarder, `Day ${todayNumber}, open today`);
  await keyboarder.keyboard.press('Enter');
  await expect(keyboarder.locator('[aria-live="polite"]').filter({ hasText: `Day ${todayNumber}:` })).toHaveText(
    `Day ${todayNumber}: ${GIFT} ${todayNumber}`,
  );
  await expect(keyboarder.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const keyVoucher = (await keyboarder.getByTestId('voucher-code').textContent()) ?? '';
  await expectNoAxeViolations(keyboarder, 'the calendar win page');
  await keys.close();

  // Both players and their vouchers are in the leads export.
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('table', { name: 'Leads' }).getByText(keyEmail)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = (await readFile(await (await downloading).path())).toString('utf8');
  for (const expected of [touchEmail, touchVoucher, keyEmail, keyVoucher]) expect(csv).toContain(expected);
  // The latest result names what was behind the tile and its day.
  expect(csv).toContain(`${GIFT} ${todayNumber} · Day ${todayNumber}`);
});
