import type { Role } from '../packages/contracts/src/roles.ts';
import { ALL_ROLES, emailFor, expect, logIn, test } from './fixtures.ts';

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
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
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
