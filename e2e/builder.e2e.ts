import type { APIRequestContext, Page } from '@playwright/test';
import { bearerFor, createWheelCampaign } from './api-seed.ts';
import { expect, logInAs, test } from './fixtures.ts';

/** A fresh two-language campaign of the editor's company. */
async function createCampaign(request: APIRequestContext, name: string): Promise<string> {
  return (await createWheelCampaign(request, await bearerFor(request), name, ['en', 'de'])).id;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// Journeys of many steps on a shared machine: more time than one short check needs.
test.describe.configure({ timeout: 90_000 });

const introductionTitle = (page: Page) =>
  page.getByRole('region', { name: 'Introduction' }).getByRole('textbox', { name: 'Title', exact: true });

test('an editor writes the introduction in two languages, sees it in the preview, saves it and is asked before leaving unsaved changes', async ({
  page,
  request,
}) => {
  const name = `Builder journey ${Date.now()}`;
  const campaignId = await createCampaign(request, name);
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaignId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Content' }).click();
  const preview = page.frameLocator('iframe[title="Preview of the campaign"]');

  // English is the default language: the edit shows in the preview before it is saved.
  await introductionTitle(page).fill('Hello players');
  await expect(preview.getByText('Hello players')).toBeVisible();

  // Choosing Deutsch in the header moves the sections and the preview to it.
  await choose(page, 'Language', 'Deutsch');
  await introductionTitle(page).fill('Hallo Spieler');
  await expect(preview.getByText('Hallo Spieler')).toBeVisible();

  // The preview's own language switch shows each language's working copy.
  await choose(page, 'Preview language', 'English');
  await expect(preview.getByText('Hello players')).toBeVisible();
  await choose(page, 'Preview language', 'Deutsch');
  await expect(preview.getByText('Hallo Spieler')).toBeVisible();

  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.reload();
  await expect(introductionTitle(page)).toHaveValue('Hello players');
  await choose(page, 'Language', 'Deutsch');
  await expect(introductionTitle(page)).toHaveValue('Hallo Spieler');

  // Leaving with an unsaved change asks first (§5); Stay keeps the change, Discard leaves.
  await introductionTitle(page).fill('Hallo alle');
  await page.getByRole('link', { name: 'Campaigns' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog.getByText('You have unsaved changes, Press OK to save or Cancel to dismiss.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/builder/${campaignId}`));
  await expect(introductionTitle(page)).toHaveValue('Hallo alle');

  // Closing the tab gets the browser's own prompt.
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const beforeUnload = await prompt;
  expect(beforeUnload.type()).toBe('beforeunload');
  await beforeUnload.accept();
});

test('leaving with unsaved changes can save them on the way out', async ({ page, request }) => {
  const name = `Builder leave ${Date.now()}`;
  const campaignId = await createCampaign(request, name);
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaignId}?section=content`);
  await introductionTitle(page).fill('Saved on the way out');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/builder/${campaignId}?section=content`);
  await expect(introductionTitle(page)).toHaveValue('Saved on the way out');
});

test("the browser's back and forward buttons ask before unsaved changes are left too", async ({ page, request }) => {
  const campaignId = await createCampaign(request, `Builder history ${Date.now()}`);
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaignId}?section=content`);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await introductionTitle(page).fill('Left by the forward button');

  await page.goForward();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/builder/${campaignId}`));
  await expect(introductionTitle(page)).toHaveValue('Left by the forward button');

  await page.goForward();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a campaign that does not exist shows "Campaign not found" with a way back', async ({ page }) => {
  await logInAs(page, 'EDITOR');
  await page.goto('/builder/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to campaigns' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
});

test('editing a live campaign asks once, and changing its registration asks the §4 question', async ({
  page,
  request,
}) => {
  const campaignId = await createCampaign(request, `Builder live ${Date.now()}`);
  // Going live needs publishing, which is not built yet: the draft's campaign is shown as ACTIVE.
  await page.route(`**/api/v1/campaign-data/campaigns/${campaignId}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.campaign.status = 'ACTIVE';
    await route.fulfill({ response, json: body });
  });
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaignId}?section=content`);

  await introductionTitle(page).fill('Not yet');
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning.getByText(/This campaign is live/)).toBeVisible();
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(introductionTitle(page)).toHaveValue('Play and win!');

  await introductionTitle(page).fill('Live text');
  await warning.getByRole('button', { name: 'Confirm' }).click();
  await expect(introductionTitle(page)).toHaveValue('Live text');
  await introductionTitle(page).fill('Live text, again');
  await expect(warning).toBeHidden();
  await expect(introductionTitle(page)).toHaveValue('Live text, again');

  await page.getByRole('tab', { name: 'Registration' }).click();
  await choose(page, 'Registration type', 'No registration');
  await expect(
    warning.getByText(
      'Changing this options will affect live instance of this campaign. Are you sure you want to proceed ?',
    ),
  ).toBeVisible();
  await warning.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('tab', { name: 'Pages' }).click();
  await expect(page.getByTestId('page-flow')).toHaveText(/Game.*Outcome/);
  await expect(page.getByTestId('page-flow')).not.toHaveText(/Registration/);
});
