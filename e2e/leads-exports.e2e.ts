import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { publishedCampaign, registerAndPlay } from './played-campaign.ts';

test.describe.configure({ timeout: 120_000 });

/**
 * The general leads export (issue 16): an editor starts an export of one campaign from /exports, sees
 * it run and finish, leaves and comes back to find it, and downloads the CSV; the page stays at 0 axe
 * violations throughout.
 */
test('an editor exports the leads of a campaign in the background, comes back and downloads the CSV', async ({
  page,
  request,
}) => {
  const name = `Export Journey ${Date.now()}`;
  const campaign = await publishedCampaign(request, name);
  const stamp = Date.now();
  await registerAndPlay(request, campaign.slug, { email: `ana.${stamp}@example.com`, firstName: 'Ana' });
  await registerAndPlay(request, campaign.slug, { email: `bob.${stamp}@example.com`, firstName: 'Bob' });

  await logInAs(page, 'EDITOR');
  await page.goto('/campaigns');
  await page.getByRole('link', { name: 'Leads export' }).click();
  await expect(page).toHaveURL(/\/exports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads export' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Your company's exports" })).toBeVisible();
  await expectNoAxeViolations(page, 'the exports page');

  // A reversed range is refused before anything is sent.
  await page.getByLabel('Registered from').fill('2030-01-02');
  await page.getByLabel('Registered until').fill('2030-01-01');
  await expect(page.getByText('The end of the range is before its start.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start export' })).toBeDisabled();
  await page.getByLabel('Registered from').fill('');
  await page.getByLabel('Registered until').fill('');

  const campaigns = page.getByRole('textbox', { name: 'Campaigns' });
  await campaigns.click();
  await campaigns.fill(name);
  await page.getByRole('option', { name }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByText('The export has started. It continues if you leave this page.')).toBeVisible();

  const row = page.getByTestId('export-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/^(Waiting|Running|Ready)$/)).toBeVisible();
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('2 rows')).toBeVisible();

  // Left and picked up again: the export is still there, finished.
  await page.goto('/campaigns');
  await page.goto('/exports');
  await expect(row.getByText('Ready')).toBeVisible();
  await expectNoAxeViolations(page, 'the exports page with a finished export');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = text.slice(1).trim().split('\r\n');
  expect(header.startsWith('Campaign,Lead ID,Email')).toBe(true);
  expect(rows).toHaveLength(2);
  expect(rows.every((line) => line.startsWith(`${name},`))).toBe(true);
  expect(text).toContain(`ana.${stamp}@example.com`);
  expect(text).toContain(`bob.${stamp}@example.com`);
});
