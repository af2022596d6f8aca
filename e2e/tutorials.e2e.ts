import type { APIRequestContext, Page } from '@playwright/test';
import { bearerFor } from './api-seed.ts';
import { DEMO_PASSWORD, emailFor, expect, logIn, test } from './fixtures.ts';

/**
 * The tutorials dialog is owed on an account's first log-in ever in the demo environment (the e2e
 * server seeds the demo, so it is one). The seeded demo accounts never get it, so every journey
 * here makes a fresh account: invited as the user admin, password set from the e-mailed link.
 */
async function freshAccount(request: APIRequestContext, label: string): Promise<string> {
  const email = `tutorials-${label}-${Date.now()}@example.test`;
  const invited = await request.post('/api/v1/user-management/users', {
    headers: await bearerFor(request, emailFor('USER_ADMIN')),
    data: { email, firstName: 'Tia', lastName: 'Torial', roles: ['EDITOR'] },
  });
  expect(invited.status()).toBe(201);

  // Without SMTP the invitation waits in the outbox, where a super admin reads it.
  const outbox = await request.get('/api/v1/admin/outbox?page=0&size=100', {
    headers: await bearerFor(request, emailFor('SUPER_ADMIN')),
  });
  expect(outbox.status()).toBe(200);
  const mails = (await outbox.json()).data.items as { to: string; text: string }[];
  const token = mails.find((mail) => mail.to === email)?.text.match(/reset\?token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();

  const saved = await request.post('/api/v1/user-management/users/reset-password', {
    data: { token, password: DEMO_PASSWORD },
  });
  expect(saved.status()).toBe(200);
  return email;
}

const tutorialsDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Game Campaigns' });

test('a new user is offered the video tutorials on the first log-in and Watch opens them', async ({
  page,
  request,
}) => {
  const email = await freshAccount(request, 'watch');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const dialog = tutorialsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Short video tutorials show you')).toBeVisible();
  await dialog.getByRole('button', { name: 'Watch tutorials' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/support\/user-guides\?starting_guide=video_tutorials$/);
  await page.goto('/dashboard');
  await page.waitForTimeout(2500);
  await expect(tutorialsDialog(page)).toBeHidden();
});

test('Skip closes the tutorials for good: not after a reload, not on the next log-in', async ({ page, request }) => {
  const email = await freshAccount(request, 'skip');
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
