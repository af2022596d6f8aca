import { bearerFor } from './api-seed.ts';
import { emailFor, expect, logIn, test } from './fixtures.ts';
import { freshAccount } from './fresh-account.ts';

// The browser sits in Belgrade; the company in New York: the builder must show New York's dates.
test.use({ timezoneId: 'Europe/Belgrade' });

test("the builder shows dates and times in the company's time zone, named, not in the browser's", async ({
  page,
  request,
}) => {
  const created = await request.post('/api/v1/companies', {
    headers: await bearerFor(request, emailFor('SUPER_ADMIN')),
    data: { name: `Dates Company ${Date.now()}`, timeZone: 'America/New_York' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()).data as { id: string }).id;
  const editor = await freshAccount(request, 'dates-editor', { roles: ['EDITOR'], companyId });

  // The last moment of 31 December in New York is already 1 January in Belgrade.
  const name = `New Year prize ${Date.now()}`;
  const pool = await request.post('/api/v1/prizes/pools', {
    headers: await bearerFor(request, editor),
    data: { name, stock: 3, expiresAt: '2027-01-01T04:59:59.999Z' },
  });
  expect(pool.status(), await pool.text()).toBe(201);

  // The API log-in above was the account's first, so the browser is not offered the tutorials.
  await logIn(page, editor);
  // Landed past the log-in page: going on before the session is stored would land on /login again.
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/prize-management');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('31.12.2026', { timeout: 15_000 });

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit prize' });
  await expect(edit.getByText('until 23:59 in America/New_York')).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('31.12.2026');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByRole('columnheader', { name: 'When (America/New_York)' })).toBeVisible();
});
