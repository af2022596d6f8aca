import type { Locator, Page } from '@playwright/test';
import { bearerFor } from './api-seed.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

/** Tabs forward and back through a dialog: focus never leaves it (WCAG 2.4.3, the dialogs of issue 18). */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  }
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent || '');

test('the shared dialogs keep the keyboard inside and give focus back to the control that opened them', async ({
  page,
  request,
}) => {
  const name = `Focus pool ${Date.now()}`;
  const pool = await request.post('/api/v1/prizes/pools', {
    headers: await bearerFor(request),
    data: { name, hasCodes: true },
  });
  expect(pool.ok()).toBe(true);
  await logInAs(page, 'EDITOR');
  await page.goto('/prize-management');
  // Other runs' prizes may fill the first page: the table's search keeps this one in view.
  await page.getByRole('table', { name: 'Prizes' }).getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // A form dialog (the new prize), opened and closed with the keyboard alone.
  await tabTo(page, 'New prize', 40);
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'New prize' });
  await expect(create).toBeVisible();
  await expect.poll(() => create.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, create);
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
  expect((await focusedName(page)).trim()).toBe('New prize');

  // The shared delete confirmation (ConfirmDeleteDialog).
  await tabTo(page, `Delete ${name}`, 60);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog').filter({ hasText: name });
  await expect(confirm).toBeVisible();
  await expectFocusTrapped(page, confirm, 6);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect(await focusedName(page)).toBe(`Delete ${name}`);
});
