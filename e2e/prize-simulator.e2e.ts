import { bearerFor, createWheelCampaign, makeWheelPublishable } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';

test.describe.configure({ timeout: 90_000 });

test('the prize simulator shows the day a small prize runs out, for a campaign without an end', async ({ page }) => {
  const name = `Simulator journey ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createWheelCampaign(page.request, headers, name);
  const pool = await page.request.post('/api/v1/prizes/pools', { headers, data: { name: `${name} mugs`, stock: 10 } });
  expect(pool.status()).toBe(201);
  await makeWheelPublishable(page.request, headers, campaign.id, (await pool.json()).data.id, 5000);

  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=game`);
  const panel = page.getByRole('region', { name: 'Prize simulator' });
  await expect(panel).toBeVisible();
  await panel.getByRole('textbox', { name: 'Expected daily plays (all players)' }).fill('100');
  await panel.getByRole('button', { name: 'Run' }).click();

  const row = panel.getByTestId('simulated-pool');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(`${name} mugs`);
  // 10 mugs at 50 % odds and 100 plays a day: gone on the first day (the campaign has no end: 30 days).
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(panel.getByText('The campaign has no end date: its next 30 days are simulated.')).toBeVisible();
  await expectNoAxeViolations(page, 'the prize simulator', 'section[aria-labelledby="prize-simulator-title"]');
});
