import type { Page } from '@playwright/test';
import { emailFor, expect, logIn, test } from './fixtures.ts';
import { freshAccount } from './fresh-account.ts';

/**
 * The tutorials dialog is owed on an account's first log-in ever in the demo environment (the e2e
 * server seeds the demo, so it is one). The seeded demo accounts never get it, so every journey
 * here makes a fresh account.
 */
const tutorialsDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Game Campaigns' });

test('a new user is offered the video tutorials on the first log-in and Watch opens them', async ({
  page,
  request,
}) => {
  const email = await freshAccount(request, 'tutorials-watch');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const dialog = tutorialsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Short video tutorials show you')).toBeVisible();
  await dialog.getByRole('button', { name: 'Watch tutorials' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/support\/user-guides\?starting_guide=video_tutorials$/);
  await expect(page.getByRole('article').getByRole('heading', { name: 'Video tutorials', level: 2 })).toBeVisible();
  await page.goto('/dashboard');
  await page.waitForTimeout(2500);
  await expect(tutorialsDialog(page)).toBeHidden();
});

test('Skip closes the tutorials for good: not after a reload, not on the next log-in', async ({ page, request }) => {
  const email = await freshAccount(request, 'tutorials-skip');
  await logIn(page, email);
  const dialog = tutorialsDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForTimeout(2500);
  await expect(tutorialsDialog(page)).toBeHidden();

  // A fresh browser (another device) logging in again is no first log-in any more.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForTimeout(2500);
  await expect(tutorialsDialog(page)).toBeHidden();
});

test('the shared demo accounts are never offered the tutorials', async ({ page }) => {
  await logIn(page, emailFor('VIEWER'));
  await expect(page).not.toHaveURL(/\/login/);
  await page.waitForTimeout(2500);
  await expect(tutorialsDialog(page)).toBeHidden();
});
