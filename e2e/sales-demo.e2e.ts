import type { APIRequestContext, Page } from '@playwright/test';
import { bearerFor } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { emailFor, expect, logInAs, test } from './fixtures.ts';

const PASSWORD = 'Demo-Founder-2026!';

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

async function logOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' });

test('a sales manager sends a demo offer; its receiver registers from the link once and accepts the EULA', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // the sales area, the registration, the wizard and the EULA in one journey, with axe
  const stamp = Date.now();
  const email = `prospect-${stamp}@example.test`;
  const company = `Prospect Games ${stamp}`;

  await logInAs(page, 'SALES_MANAGER');
  await expect(page).toHaveURL(/\/sales-dashboard$/);
  // The signed-in frame's first load is slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Demo offers' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'the sales dashboard');

  await page.getByRole('button', { name: 'New demo offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New demo offer' });
  await dialog.getByLabel('Company name').fill(company);
  await dialog.getByLabel('First name').fill('Petra');
  await dialog.getByLabel('Last name').fill('Prospect');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Demo days').fill('21');
  await expectNoAxeViolations(page, 'the new demo offer dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Create and send' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Send again' })).toBeVisible();
  await expectNoAxeViolations(page, 'the sales dashboard with an offer');

  // The offer's e-mail is in the outbox with the register-demo link.
  const mail = await newestMailTo(request, email);
  expect(mail.subject).toBe('Your campaign builder demo');
  expect(mail.text).toContain('21-day demo');
  const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  expect(link.pathname).toBe('/register-demo');

  // The receiver opens it: the form is filled from the offer, the e-mail is the offer's.
  await logOut(page);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Open your demo' })).toBeVisible();
  await expect(page.getByText('Your demo company runs for 21 days.')).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(company);
  await expect(page.getByLabel('First name')).toHaveValue('Petra');
  await expect(page.getByLabel('Work email')).toHaveValue(email);
  await expectNoAxeViolations(page, 'the register-demo form');
  // In Serbian too.
  await page.getByText('SR', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Otvorite svoj demo' })).toBeVisible();
  await expectNoAxeViolations(page, 'the register-demo form in Serbian');
  await page.getByText('EN', { exact: true }).click();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Open my demo' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`You are working for ${company}.`)).toBeVisible();
  // The tutorials of a first log-in in the demo.
  const tutorials = page.getByRole('dialog', { name: 'Welcome to Game Campaigns' });
  await expect(tutorials).toBeVisible();
  await tutorials.getByRole('button', { name: 'Skip' }).click();

  // The first campaign asks for the EULA first.
  await page.goto('/wizard');
  await page.getByRole('radio', { name: 'Spin the wheel', exact: true }).click();
  await next(page).click();
  await next(page).click();
  await page.getByRole('textbox', { name: 'Campaign name' }).fill('My first demo');
  await expect(page.getByText('This name is available')).toBeVisible();
  await next(page).click();
  await page.getByRole('textbox', { name: 'Languages' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Finish' }).click();
  const delivery = page.getByRole('dialog', { name: 'Choose a delivery method' });
  await delivery.getByRole('combobox', { name: 'Delivery method' }).selectOption({ label: 'Registration form' });
  await delivery.getByRole('button', { name: 'Continue' }).click();
  const eula = page.getByRole('dialog', { name: 'End-user licence agreement' });
  await expect(eula).toBeVisible();
  await expect(eula.getByRole('button', { name: 'Accept and create' })).toBeDisabled();
  await expectNoAxeViolations(page, 'the EULA dialog', '[role="dialog"]');
  await eula.getByLabel('I have read and accept the licence agreement').check();
  await eula.getByRole('button', { name: 'Accept and create' }).click();
  await expect(page).toHaveURL(/\/builder\/[0-9a-f-]{36}$/);

  // A second use of the link goes to the plain register-demo page.
  await logOut(page);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/register-demo$/);
  await expect(page.getByText(/This page needs the link from your demo offer email/)).toBeVisible();
  await expectNoAxeViolations(page, 'register-demo without an offer');
});

test('a sales manager registers a customer company whose person is invited', async ({ page, request }) => {
  test.slow(); // the outbox is read through a super admin's log-in
  const email = `customer-${Date.now()}@example.test`;
  await logInAs(page, 'SALES_MANAGER');
  await page.getByRole('link', { name: 'Register a customer' }).click();
  await expect(page).toHaveURL(/\/sales-dashboard\/register$/);
  await expect(page.getByRole('heading', { name: 'Register a customer' })).toBeVisible();
  await expectNoAxeViolations(page, 'the customer registration page');
  await page.getByRole('button', { name: 'Register company' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('Company name').fill('Customer Corp');
  await page.getByLabel('First name').fill('Cora');
  await page.getByLabel('Last name').fill('Customer');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Register company' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Customer Corp is registered.' })).toBeVisible();
  await expectNoAxeViolations(page, 'the customer registration page after registering');
  const mail = await newestMailTo(request, email);
  expect(mail.subject).toBe('Your invitation to Customer Corp');
});

test('an offer sender sees the offers but cannot make offers or register companies; others go to the dashboard', async ({
  page,
}) => {
  test.slow(); // two log-ins
  await logInAs(page, 'SALES_OFFER_SENDER');
  await page.goto('/sales-dashboard');
  // The signed-in frame's first load is slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Demo offers' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'New demo offer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Register a customer' })).toHaveCount(0);
  await page.goto('/sales-dashboard/register');
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);
  await logInAs(page, 'EDITOR');
  await page.goto('/sales-dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});
