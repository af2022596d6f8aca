import type { APIRequestContext } from '@playwright/test';
import type { Role } from '../packages/contracts/src/roles.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ALL_ROLES, DEMO_PASSWORD, emailFor, expect, logIn, test } from './fixtures.ts';
import { freshAccount } from './fresh-account.ts';

const LANDING: Partial<Record<Role, string>> = {
  SUPER_ADMIN: '/admin-dashboard',
  SALES_MANAGER: '/sales-dashboard',
};

for (const role of ALL_ROLES) {
  const landing = LANDING[role] ?? '/dashboard';
  test(`${role} lands on ${landing} after log-in`, async ({ page }) => {
    await logIn(page, emailFor(role));
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
}

test('a wrong password shows the server message', async ({ page }) => {
  await logIn(page, emailFor('EDITOR'), 'Not-The-Password-1!');
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('log out goes to /login and protected pages stay closed', async ({ page }) => {
  await logIn(page, emailFor('EDITOR'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

const LOG_IN = '/api/v1/user-management/users/log-in';

/** Five wrong passwords for an e-mail, from a client address of the caller's choosing. */
async function failFiveTimes(request: APIRequestContext, email: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 5; i++) {
    const response = await request.post(LOG_IN, {
      headers,
      data: { username: email, password: `Wrong-Password-${i}!`, grantType: 'password' },
    });
    expect(response.status()).toBe(401);
  }
}

test('after an attacker failed five times elsewhere, the owner logs in: the browser checks itself first', async ({
  page,
  request,
}) => {
  const email = await freshAccount(request, 'login-after-attack');
  await failFiveTimes(request, email, { 'X-Forwarded-For': '203.0.113.77' });

  // The challenge is held back a moment (and then answered by the server) so the short state can be seen.
  await page.route('**/log-in/challenge', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await logIn(page, email);
  await expect(page.getByRole('status').filter({ hasText: 'Checking your browser…' })).toBeVisible();
  await expectNoAxeViolations(page, 'the log-in page checking the browser');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a log-in slowed at this address says how long to wait, in Serbian too', async ({ page, request }) => {
  const email = await freshAccount(request, 'login-slowed');
  // From the browser's own address (the test's X-Forwarded-For), as someone mistyping five times.
  await failFiveTimes(request, email);
  await page.addInitScript(() => localStorage.setItem('gc_lang', 'sr'));
  await page.goto('/login');
  await page.getByLabel('Imejl').fill(email);
  await page.getByLabel('Lozinka').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(/^Previše pokušaja\. Pokušajte ponovo za \d sekund[eiu]\.$/);
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page, 'the log-in page with a slowed log-in');
});
