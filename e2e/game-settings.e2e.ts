import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bearerFor, createWheelCampaign } from './api-seed.ts';
import { expect, logInAs, test } from './fixtures.ts';

/** The editor's token and a fresh wheel campaign of its company, made through the API as the wizard would. */
async function createEditorCampaign(request: APIRequestContext, name: string) {
  const headers = await bearerFor(request);
  const accessToken = headers.Authorization.slice('Bearer '.length);
  return { accessToken, campaignId: (await createWheelCampaign(request, headers, name)).id };
}

const sector = (page: Page, position: number) => page.getByRole('group', { name: `Sector ${position}`, exact: true });
const sectors = (page: Page) => page.getByTestId('wheel-sector');
const numberOfSectors = (page: Page) => page.getByRole('textbox', { name: 'Number of sectors' });

async function openGameSection(page: Page, campaignId: string) {
  await page.goto(`/builder/${campaignId}?section=game`);
  await expect(numberOfSectors(page)).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
}

async function choose(field: Locator, page: Page, option: RegExp) {
  await field.click();
  await page.getByRole('option', { name: option }).click();
}

test.describe.configure({ timeout: 90_000 });

test('an editor changes the wheel to six sectors, writes and colours a sector, saves and finds it after reloading', async ({
  page,
  request,
}) => {
  const { campaignId } = await createEditorCampaign(request, `Wheel settings ${Date.now()}`);
  await logInAs(page, 'EDITOR');
  await openGameSection(page, campaignId);

  // The §9 default wheel has eight sectors; none has a prize, so shrinking asks nothing.
  await expect(sectors(page)).toHaveCount(8);
  await numberOfSectors(page).fill('6');
  await expect(sectors(page)).toHaveCount(6);

  await sector(page, 1).getByRole('textbox', { name: 'Text (EN)' }).fill('Free coffee');
  await sector(page, 1).getByRole('textbox', { name: 'Sector colour' }).fill('#123456');

  // §5: without multiple registration one play a day; the hint says why more is not accepted, and
  // turning multiple registration off brings a higher number back to 1.
  const hint = page.getByText('Without multiple registration, players can play once a day');
  const playsPerDay = page.getByRole('textbox', { name: 'Plays per day', exact: true });
  await expect(hint).toBeVisible();
  await page.getByRole('switch', { name: 'Multiple registration' }).click();
  await playsPerDay.fill('5');
  await expect(hint).toBeHidden();
  await page.getByRole('switch', { name: 'Multiple registration' }).click();
  await expect(playsPerDay).toHaveValue('1');
  await expect(hint).toBeVisible();
  // Players the campaign cannot identify have their own daily plays (unknownCustomersSettings).
  const unknownPlays = page.getByRole('textbox', { name: 'Plays per day of unknown players' });
  await expect(unknownPlays).toHaveValue('1');
  await unknownPlays.fill('3');
  await save(page);

  await page.reload();
  await expect(unknownPlays).toHaveValue('3');
  await expect(numberOfSectors(page)).toHaveValue('6');
  await expect(sectors(page)).toHaveCount(6);
  await expect(sector(page, 1).getByRole('textbox', { name: 'Text (EN)' })).toHaveValue('Free coffee');
  await expect(sector(page, 1).getByRole('textbox', { name: 'Sector colour' })).toHaveValue('#123456');
});

test('with the LIMITS flag off the play limits are hidden and the group says why', async ({ page, request }) => {
  const { campaignId } = await createEditorCampaign(request, `Wheel limits ${Date.now()}`);
  await logInAs(page, 'EDITOR');
  const limitSwitch = page.getByRole('switch', { name: 'Limit plays per IP address' });
  const note = page.getByText('Some settings of this group are not part of your plan');
  await openGameSection(page, campaignId);
  await expect(limitSwitch).toBeVisible();
  await expect(note).toHaveCount(0);

  // The company's flags as the builder reads them, with LIMITS off (the server's 403 is limits-flag.test.ts's).
  await page.route('**/api/v1/flags', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, boolean> };
    await route.fulfill({ response, json: { data: { ...body.data, LIMITS: false } } });
  });
  await page.reload();
  await expect(numberOfSectors(page)).toBeVisible();
  await expect(note).toBeVisible();
  await expect(limitSwitch).toHaveCount(0);
});

test('an editor gives a sector a prize pool at 100 %, is stopped above 100 %, and the odds are kept', async ({
  page,
  request,
}) => {
  const { accessToken, campaignId } = await createEditorCampaign(request, `Wheel odds ${Date.now()}`);
  const poolName = `Coffee ${Date.now()}`;
  const pool = await request.post('/api/v1/prizes/pools', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { name: poolName, stock: 3 },
  });
  expect(pool.status()).toBe(201);

  await logInAs(page, 'EDITOR');
  await openGameSection(page, campaignId);

  // Dropping a sector that has odds asks first; cancelling keeps it.
  await sector(page, 8).getByRole('textbox', { name: 'Odds' }).fill('5');
  await numberOfSectors(page).fill('7');
  const dialog = page.getByRole('dialog', { name: 'Warning' });
  await expect(dialog).toContainText('sectors with a prize: 1');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(sectors(page)).toHaveCount(8);
  await expect(numberOfSectors(page)).toHaveValue('8');
  await sector(page, 8).getByRole('textbox', { name: 'Odds' }).fill('0');

  const first = sector(page, 1);
  await choose(first.getByRole('textbox', { name: 'Prize' }), page, new RegExp(`${poolName} \\(3 of 3 left\\)`));
  await first.getByRole('textbox', { name: 'Odds' }).fill('100');
  await expect(page.getByTestId('odds-total')).toHaveText('Total odds: 100.00 %');

  // One more basis point is over 100 %: the total turns into an error.
  await sector(page, 2).getByRole('textbox', { name: 'Odds' }).fill('0.01');
  await expect(page.getByTestId('odds-total')).toHaveText('Total odds: 100.01 %');
  await expect(page.getByText('The odds add up to more than 100 %')).toBeVisible();
  await sector(page, 2).getByRole('textbox', { name: 'Odds' }).fill('0');
  await expect(page.getByText('The odds add up to more than 100 %')).toBeHidden();
  await save(page);

  await page.reload();
  await expect(page.getByTestId('odds-total')).toHaveText('Total odds: 100.00 %');
  await expect(sector(page, 1).getByRole('textbox', { name: 'Prize' })).toHaveValue(
    new RegExp(`${poolName} \\(3 of 3 left\\)`),
  );
  await expect(sector(page, 1).getByRole('textbox', { name: 'Odds' })).toHaveValue('100.00');
});
