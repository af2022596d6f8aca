import { expect, logInAs, test } from './fixtures.ts';

// The shortest window the builder supports, so that the pages scroll.
test.use({ viewport: { width: 1366, height: 560 } });

test('the back button brings the page back where it was scrolled, and a new page starts at the top (spec §2)', async ({
  page,
}) => {
  await logInAs(page, 'EDITOR');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(900);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/account$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});
