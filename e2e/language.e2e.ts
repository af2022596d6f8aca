import { expect, logInAs, test } from './fixtures.ts';

test('switching to Serbian translates the UI and is remembered', async ({ page }) => {
  await logInAs(page, 'EDITOR');
  await page.getByText('SR', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Kontrolna tabla' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Odjavi se' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kontrolna tabla' })).toBeVisible();
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
