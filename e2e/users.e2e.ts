import { DEMO_PASSWORD, expect, logIn, logInAs, test } from './fixtures.ts';

test('a user admin invites a user, who sets a password from the e-mailed link and logs in', async ({ browser }) => {
  const email = `invited-${Date.now()}@demo.test`;

  const admin = await browser.newPage();
  await logInAs(admin, 'USER_ADMIN');
  await admin.getByRole('link', { name: 'Users' }).click();
  await expect(admin.getByText('viewer@demo.test')).toBeVisible();
  await admin.getByRole('button', { name: 'Invite user' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Ina');
  await dialog.getByLabel('Last name').fill('Vited');
  await dialog.getByLabel('Roles').click();
  await admin.getByRole('option', { name: 'Viewer' }).click();
  await admin.keyboard.press('Escape'); // the multi-select stays open over the buttons
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await admin.getByRole('textbox', { name: 'Search' }).fill('invited-');
  await expect(admin.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await expect(admin.getByTestId('table-footer')).toHaveText('Showing 1/1 entries');
  await admin.close();

  // Without SMTP the invitation waits in the outbox, where a super admin reads it.
  const superAdmin = await browser.newPage();
  await logInAs(superAdmin, 'SUPER_ADMIN');
  await superAdmin.getByRole('tab', { name: 'Email outbox' }).click();
  await superAdmin.getByRole('cell', { name: email, exact: true }).first().click();
  const link = superAdmin.getByTestId('mail-text').getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toContain('/forgot-password/reset?token=');
  await superAdmin.close();

  const invited = await browser.newPage();
  await invited.goto(new URL(href ?? '').pathname + new URL(href ?? '').search);
  await invited.getByLabel('New password').fill(DEMO_PASSWORD);
  await invited.getByLabel('Repeat the password').fill(DEMO_PASSWORD);
  await invited.getByRole('button', { name: 'Save password' }).click();
  await expect(invited.getByText('Your password has been saved.')).toBeVisible();
  await logIn(invited, email);
  await expect(invited).toHaveURL(/\/dashboard$/);
  await invited.close();
});
