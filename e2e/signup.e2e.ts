import type { APIRequestContext } from '@playwright/test';
import { bearerFor } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { emailFor, expect, logIn, test } from './fixtures.ts';
import { freshAccount } from './fresh-account.ts';

const PASSWORD = 'Founder-Pass-2026!';

/** The newest mail to an address in full, as a super admin reveals it from the outbox (no SMTP here). */
async function newestMailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  const superAdmin = await bearerFor(request, emailFor('SUPER_ADMIN'));
  const outbox = await request.get('/api/v1/admin/outbox?page=0&size=100', { headers: superAdmin });
  expect(outbox.status()).toBe(200);
  const mail = ((await outbox.json()).data.items as { id: string; to: string }[]).find((item) => item.to === to);
  expect(mail, `a mail to ${to}`).toBeTruthy();
  const revealed = await request.post(`/api/v1/admin/outbox/${mail?.id}/reveal`, { headers: superAdmin });
  expect(revealed.status()).toBe(200);
  return (await revealed.json()).data;
}

test('a company signs up, is told it is pending, confirms by the e-mailed link and lands in its empty dashboard', async ({
  page,
  request,
}) => {
  const email = `founder-${Date.now()}@example.test`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'No account yet? Sign up your company' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Sign up your company' })).toBeVisible();
  await expectNoAxeViolations(page, 'the sign-up page');

  // A weak password is refused before anything is sent (the founder's stronger §5 rules).
  await page.getByLabel('Company name').fill('Rocket Games');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Founder');
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Short-1!');
  await page.getByLabel('Repeat the password').fill('Short-1!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Password must have at least 12 characters/)).toBeVisible();
  await expectNoAxeViolations(page, 'the sign-up page with an error');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/account-status$/);
  await expect(page.getByText('Waiting for your confirmation')).toBeVisible();
  await expect(page.getByText(`We have sent a confirmation link to ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page, 'the account status of a pending account');

  // Logging in before the confirmation leads to the same status, with the link to send again.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account-status$/);
  await expect(page.getByText('Waiting for your confirmation')).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(`a new link is on its way to ${email}`)).toBeVisible();

  const mail = await newestMailTo(request, email);
  expect(mail.subject).toBe('Confirm your e-mail address');
  expect(mail.text).toContain('Rocket Games');
  const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  expect(link.pathname).toBe('/register/confirm');

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Ada!')).toBeVisible();
  await expect(page.getByText('You are working for Rocket Games.')).toBeVisible();
  await expect(page.getByText('No campaigns yet. Your newest campaigns will appear here.')).toBeVisible();

  // The link worked once.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(/This confirmation link is invalid, used or expired/)).toBeVisible();
  await expectNoAxeViolations(page, 'a used confirmation link');
});

test('sign-up refuses an e-mail that already has an account, in the chosen language', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Company name').fill('Copycat Ltd');
  await page.getByLabel('First name').fill('Eve');
  await page.getByLabel('Last name').fill('Taken');
  await page.getByLabel('Work email').fill(emailFor('EDITOR'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists. Please log in instead.');
  await expect(page).toHaveURL(/\/register$/);

  // In Serbian the page and the answer are Serbian (the sign-up texts come with the page, both languages).
  await page.getByText('SR', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registrujte svoju kompaniju' })).toBeVisible();
  await page.getByRole('button', { name: 'Napravi nalog' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nalog sa ovim emailom već postoji. Prijavite se.');
  await expectNoAxeViolations(page, 'the sign-up page in Serbian with an error');
  await page.getByText('EN', { exact: true }).click();
});

test('account status, opened directly, checks an account with the keyboard alone and tells what to do', async ({
  page,
}) => {
  await page.goto('/account-status');
  await expect(page.getByRole('heading', { name: 'Account status' })).toBeVisible();
  await expectNoAxeViolations(page, 'the account status form');

  await page.getByLabel('Email').focus();
  await page.keyboard.type(emailFor('EDITOR'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('Wrong-Password-1!');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');

  await page.getByLabel('Password').fill('Demo-Password-2026!');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your account is active')).toBeVisible();
  await expectNoAxeViolations(page, 'the account status of an active account');
  await page.getByRole('link', { name: 'Go to my dashboard' }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a deactivated user who logs in is told so at /account-status, with what to do', async ({ page, request }) => {
  const email = await freshAccount(request, 'status-deactivated');
  const userAdmin = await bearerFor(request, emailFor('USER_ADMIN'));
  const listed = await request.get('/api/v1/user-management/users', {
    headers: userAdmin,
    params: { page: 0, size: 10, search: email },
  });
  const user = ((await listed.json()).data.items as { id: string; email: string }[]).find((u) => u.email === email);
  const deactivated = await request.post(`/api/v1/user-management/users/${user?.id}/deactivate`, {
    headers: userAdmin,
  });
  expect(deactivated.status()).toBe(200);

  await logIn(page, email);
  await expect(page).toHaveURL(/\/account-status$/);
  await expect(page.getByText('Your account is deactivated')).toBeVisible();
  await expect(
    page.getByText("Ask your company's user administrator to activate it again.", { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the account status of a deactivated account');
});
