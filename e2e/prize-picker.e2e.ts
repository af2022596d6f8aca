import { bearerFor, createWheelCampaign } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';

test.describe.configure({ timeout: 90_000 });

test('an editor finds prize management in the navigation, creates a prize from a sector’s picker, and the sector keeps it after saving', async ({
  page,
}) => {
  const headers = await bearerFor(page.request);
  const campaign = await createWheelCampaign(page.request, headers, `Picker ${Date.now()}`);
  const prizeName = `Picker mug ${Date.now()}`;
  await logInAs(page, 'EDITOR');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Prize management' }),
  ).toBeVisible();

  await page.goto(`/builder/${campaign.id}?section=game`);
  const sector = page.getByRole('group', { name: 'Sector 1', exact: true });
  const newPrize = sector.getByRole('button', { name: 'New prize' });
  // Keyboard: the button opens the dialog, Enter in a field submits it.
  await newPrize.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New prize' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
  // Only the essential fields: the rest waits on the prize page.
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the new prize dialog', '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Create prize' }).click();
  await expect(dialog.getByText('Please enter a name')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(prizeName);
  await dialog.getByRole('textbox', { name: 'How many' }).fill('5');
  await dialog.getByRole('textbox', { name: 'How many' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`The prize ${prizeName} was created.`)).toBeVisible();
  await expect(sector.getByRole('textbox', { name: 'Prize' })).toHaveValue(`${prizeName} (5 of 5 left)`);

  await sector.getByRole('textbox', { name: 'Odds' }).fill('25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.reload();
  await expect(sector.getByRole('textbox', { name: 'Prize' })).toHaveValue(`${prizeName} (5 of 5 left)`);

  // The saved sector draws from the new pool.
  const pools = (await (await page.request.get('/api/v1/prizes/pools', { headers })).json()).data as {
    id: string;
    name: string;
  }[];
  const pool = pools.find((p) => p.name === prizeName);
  const settings = await page.request.get(`/api/v1/games/spin-the-wheel/game-settings/${campaign.id}`, { headers });
  const [first] = ((await settings.json()).data as { settings: { sectors: { poolId: string; oddsBp: number }[] } })
    .settings.sectors;
  expect(first).toMatchObject({ poolId: pool?.id, oddsBp: 2500 });
});
