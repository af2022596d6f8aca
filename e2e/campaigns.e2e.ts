import type { APIRequestContext, Page } from '@playwright/test';
import { bearerFor } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { emailFor, expect, logInAs, test } from './fixtures.ts';

async function createCampaign(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const response = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType: 'spin-the-wheel', languages: ['en', 'de'], registrationType: '' },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { campaign: { id: string } } };
  return data.campaign.id;
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

async function seededCampaign(page: Page, prefix: string) {
  const name = `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const headers = await bearerFor(page.request, emailFor('EDITOR'));
  const id = await createCampaign(page.request, headers, name);
  return { name, id, headers };
}

test('an editor finds a campaign by search, copies it and deletes the copy after typing its name', async ({ page }) => {
  const { name, id, headers } = await seededCampaign(page, 'E2E wheel');
  const copyName = `${name} (copy)`;
  // A live address makes the Link dropdown of a two-language campaign appear.
  const linked = await page.request.put('/api/v1/campaign/', {
    headers,
    data: { id, productionUrl: 'https://play.example.test/p/e2e-wheel' },
  });
  expect(linked.status()).toBe(200);

  await logInAs(page, 'EDITOR');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await search(page, name);
  await expect(rowOf(page, name)).toHaveCount(1);
  await expect(page.getByTestId('table-footer')).toHaveText('Showing 1/1 entries');

  const row = rowOf(page, name);
  await expect(row.getByText('Draft')).toBeVisible();
  await expect(row.getByRole('img', { name: 'Type: Spin the wheel' })).toBeVisible();
  await expect(row.getByRole('link', { name: `Edit ${name}` })).toHaveAttribute('href', `/builder/${id}`);
  await expect(row.getByRole('link', { name: `Analytics of ${name}` })).toHaveAttribute(
    'href',
    `/campaign/details/${id}`,
  );
  // The row of a campaign with a live address: every control's name holds its visible text (WCAG 2.5.3).
  await expectNoAxeViolations(page, 'the campaign list with a live campaign', 'main');
  // Two languages: the Link button is a dropdown of languages, each opening the live page with ?lang=.
  await row.getByRole('button', { name: `Link: open ${name} live` }).click();
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toHaveAttribute(
    'href',
    'https://play.example.test/p/e2e-wheel?lang=de',
  );
  await expect(page.getByRole('menuitem', { name: 'English' }).locator('img')).toHaveAttribute('src', '/flags/gb.svg');
  await page.keyboard.press('Escape');

  // Copy: the list refreshes with the "(copy)" row and a toast says so.
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Copy' }).click();
  await expect(page.getByText(`"${name}" has been copied as "${copyName}".`)).toBeVisible();
  await expect(rowOf(page, copyName)).toHaveCount(1);
  await expect(page.getByTestId('table-footer')).toHaveText('Showing 2/2 entries');

  // Delete the copy: Yes stays disabled until the exact name is typed.
  await rowOf(page, copyName)
    .getByRole('button', { name: `Actions for ${copyName}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm deletion' });
  const yes = dialog.getByRole('button', { name: 'Yes' });
  await expect(yes).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name to confirm' }).fill(name);
  await expect(yes).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name to confirm' }).fill(copyName);
  await yes.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`"${copyName}" has been deleted.`)).toBeVisible();
  await expect(rowOf(page, copyName)).toHaveCount(0);
  await expect(page.getByTestId('table-footer')).toHaveText('Showing 1/1 entries');
  // An editor has no Deleted filter.
  await page.getByRole('textbox', { name: 'Filter' }).click();
  await expect(page.getByRole('option', { name: 'Draft' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Deleted' })).toHaveCount(0);
});

test('the dashboard counts campaigns by status and opens the list filtered to one', async ({ page }) => {
  const { name } = await seededCampaign(page, 'E2E dashboard');
  await logInAs(page, 'EDITOR');
  await expect(page).toHaveURL(/\/dashboard$/);
  const drafts = page.getByTestId('status-count-DRAFT');
  await expect(drafts.getByTestId('count')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('status-count-ACTIVE').getByTestId('count')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('status-count-DELETED')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Latest campaigns' }).getByRole('row').nth(1)).toBeVisible();
  await drafts.click();
  await expect(page).toHaveURL(/\/campaigns\?status=DRAFT$/);
  await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue('Draft');
  await search(page, name);
  await expect(rowOf(page, name)).toHaveCount(1);
});

test('a super admin picks a company and finds a deleted campaign under the Deleted filter', async ({ page }) => {
  const { name, id, headers } = await seededCampaign(page, 'E2E deleted');
  const deleted = await page.request.delete(`/api/v1/campaign/${id}`, { headers });
  expect(deleted.status()).toBe(200);

  await logInAs(page, 'SUPER_ADMIN');
  await page.goto('/campaigns');
  // The company selector sets companyViewId; the list then shows that company's campaigns.
  const company = page.getByRole('textbox', { name: 'Company' });
  await company.click();
  await page.getByRole('option', { name: /^Demo Child Company/ }).click();
  await expect(page).toHaveURL(/companyViewId=/);
  await company.click();
  await page.getByRole('option', { name: /^Demo Company/ }).click();
  await page.getByRole('textbox', { name: 'Filter' }).click();
  await page.getByRole('option', { name: 'Deleted' }).click();
  await expect(page).toHaveURL(/status=DELETED/);
  await search(page, name);
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Deleted', { exact: true })).toBeVisible();
  // A deleted campaign can no longer be edited or deleted, only copied.
  await expect(row.getByRole('link', { name: `Edit ${name}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Copy' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
});

test('with the ANALYTICS flag off for a company, its campaigns have no Analytics link and the details page goes to the dashboard', async ({
  page,
  request,
}) => {
  const headers = await bearerFor(request, emailFor('SUPER_ADMIN'));
  const companies = await request.get('/api/v1/companies', { headers });
  const child = ((await companies.json()).data as { id: string; parentId: string | null }[]).find((c) => c.parentId);
  if (!child) throw new Error('the demo has a child company');
  const name = `E2E analytics off ${Date.now()}`;
  const created = await request.post(`/api/v1/campaign-data/campaigns?companyViewId=${child.id}`, {
    headers,
    data: { name, campaignType: 'spin-the-wheel', languages: ['en'], registrationType: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()).data as { campaign: { id: string } }).campaign;
  const setAnalytics = async (enabled: boolean) => {
    const response = await request.put('/api/v1/flags/ANALYTICS', { headers, data: { enabled, companyId: child.id } });
    expect(response.status(), await response.text()).toBe(200);
  };

  await setAnalytics(false);
  try {
    await logInAs(page, 'SUPER_ADMIN');
    await page.goto(`/campaigns?companyViewId=${child.id}`);
    await search(page, name);
    const row = rowOf(page, name);
    await expect(row.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
    await expect(row.getByRole('link', { name: `Analytics of ${name}` })).toHaveCount(0);
    await page.goto(`/campaign/details/${id}?companyViewId=${child.id}`);
    // /dashboard, which sends a super admin on to the admin dashboard.
    await expect(page).toHaveURL(/\/(admin-)?dashboard(\?|$)/);
  } finally {
    await setAnalytics(true);
  }
  // On again: the link and the page are back.
  await page.goto(`/campaigns?companyViewId=${child.id}`);
  await search(page, name);
  await rowOf(page, name)
    .getByRole('link', { name: `Analytics of ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/campaign/details/${id}`));
});
