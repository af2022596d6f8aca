import type { Page } from '@playwright/test';
import { bearerFor } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { emailFor, expect, logIn, test } from './fixtures.ts';
import { freshAccount } from './fresh-account.ts';

/** A new account is offered the video tutorials on its first log-in (tutorials.e2e.ts): skipped here. */
async function skipTutorials(page: Page) {
  await page.getByRole('dialog', { name: 'Welcome to Game Campaigns' }).getByRole('button', { name: 'Skip' }).click();
}

test("a user admin finds a time zone by searching and saves it as the company's; the company's editor sees it and cannot change it", async ({
  page,
  browser,
  request,
}) => {
  // A company of its own: other journeys running meanwhile keep the demo company's zone.
  const created = await request.post('/api/v1/companies', {
    headers: await bearerFor(request, emailFor('SUPER_ADMIN')),
    data: { name: `Zone Company ${Date.now()}`, timeZone: 'Europe/Zurich' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()).data as { id: string }).id;
  const admin = await freshAccount(request, 'zone-admin', { roles: ['USER_ADMIN'], companyId });
  const editorEmail = await freshAccount(request, 'zone-editor', { roles: ['EDITOR'], companyId });

  await logIn(page, admin);
  await skipTutorials(page);
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Company time zone' });
  await expect(card).toBeVisible();
  const zone = card.getByRole('textbox', { name: 'Time zone' });
  await expect(zone).toHaveValue(/Europe\/Zurich/);
  await zone.fill('Lord');
  // Each zone shows its offset now: Lord Howe Island's is +10:30 or +11:00.
  await page.getByRole('option', { name: /^\(UTC\+1[01]:[03]0\) Australia\/Lord Howe$/ }).click();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("The company's time zone has been saved.")).toBeVisible();
  await expect(page.getByText(/Time zone: Australia\/Lord_Howe/)).toBeVisible();
  await expectNoAxeViolations(page, 'the account page with the company time zone');

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await logIn(editor, editorEmail);
  await skipTutorials(editor);
  await editor.goto('/account');
  await expect(editor.getByText(/Time zone: Australia\/Lord_Howe/)).toBeVisible();
  await expect(editor.getByRole('region', { name: 'Company time zone' })).toHaveCount(0);
  await editorContext.close();
});
