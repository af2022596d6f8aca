import type { APIRequestContext, Page } from '@playwright/test';
import { bearerFor, createWheelCampaign, makeWheelPublishable, type SeededCampaign } from './api-seed.ts';
import { expect, logInAs, test } from './fixtures.ts';

/**
 * A fresh one-language wheel campaign of the editor's company, made through the API as the wizard
 * would, with no sector labelled as a prize (which the publish checklist would refuse).
 */
async function createCampaign(request: APIRequestContext, name: string): Promise<SeededCampaign> {
  const headers = await bearerFor(request);
  const campaign = await createWheelCampaign(request, headers, name);
  await makeWheelPublishable(request, headers, campaign.id);
  return campaign;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test.describe.configure({ timeout: 90_000 });

test('an editor publishes a wheel from the builder, sees its address, finds it live in the list and deactivates it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const name = `Publish journey ${Date.now()}`;
  const campaign = await createCampaign(page.request, name);
  const productionUrl = `${baseURL}/p/${campaign.slug}`;
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Unsaved changes must be saved before publishing.
  const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publishButton).toBeEnabled();
  await page.getByRole('tab', { name: 'Content' }).click();
  await page
    .getByRole('region', { name: 'Introduction' })
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill('Spin to win');
  await expect(publishButton).toBeDisabled();
  await expect(page.getByText('Save your changes before publishing.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(publishButton).toBeEnabled();

  await publishButton.click();
  const dialog = page.getByRole('dialog', { name: `Publish "${name}"` });
  await expect(dialog.getByRole('textbox', { name: 'Analytics' })).toHaveValue('Game Analytics');
  // Scheduling asks for a start in the company's time zone.
  await dialog.getByText('Scheduled', { exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Start (Europe/Zurich)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByText('Choose when the campaign starts')).toBeVisible();
  await dialog.getByText('Immediately', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Publish now' }).click();

  await expect(dialog.getByText('The campaign is live (release 1).')).toBeVisible();
  const link = dialog.getByRole('link', { name: productionUrl.slice(0, 39) });
  await expect(link).toHaveAttribute('href', productionUrl);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Successfully copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(productionUrl);
  await expect(dialog.getByText('Successfully copied to clipboard!')).toBeHidden({ timeout: 5000 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // The header shows the new status and offers Deactivate.
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Campaigns' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  const row = rowOf(page, name);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Link: open ${name} live` })).toHaveAttribute('href', productionUrl);

  // The list may still refresh after the search (a busy machine answers late), which closes a menu
  // opened just before: open it again until it stays.
  await expect(async () => {
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`"${name}" has been deactivated.`)).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
});
