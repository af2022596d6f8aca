import { bearerFor } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, expect, logIn, logInAs, test } from './fixtures.ts';
import { freshAccount } from './fresh-account.ts';

test('a user admin invites a user, who sets a password from the e-mailed link and logs in', async ({ browser }) => {
  test.slow(); // three people, three browsers
  const email = `invited-${Date.now()}@demo.test`;
  // Each person in a context of their own (axe needs a page of a context it can open frames in).
  const newPerson = async () => (await browser.newContext()).newPage();

  const admin = await newPerson();
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
  await admin.getByRole('textbox', { name: 'Search' }).fill(email);
  await expect(admin.locator('tbody').getByRole('cell', { name: email, exact: true })).toBeVisible();
  await expect(admin.getByTestId('table-footer')).toHaveText('Showing 1/1 entries');
  await admin.close();

  // Without SMTP the invitation waits in the outbox, its link hidden; a super admin shows it in full
  // (which is recorded) to hand the link over.
  const superAdmin = await newPerson();
  await logInAs(superAdmin, 'SUPER_ADMIN');
  await superAdmin.getByRole('tab', { name: 'Email outbox' }).click();
  await superAdmin.getByRole('cell', { name: email, exact: true }).first().click();
  const mailText = superAdmin.getByTestId('mail-text');
  await expect(mailText).toContainText('/forgot-password/reset?token=••••••••');
  await expect(mailText.getByRole('link')).toHaveCount(0);
  await expect(superAdmin.getByText('Not shown in full yet.')).toBeVisible();
  await expectNoAxeViolations(superAdmin, 'an outbox mail with its link hidden');
  await superAdmin.getByRole('button', { name: 'Show the whole email' }).click();
  await expect(superAdmin.getByText(`Shown in full. Hand the link only to ${email}.`)).toBeVisible();
  const href = await mailText.getByRole('link').first().getAttribute('href');
  expect(href).toContain('/forgot-password/reset?token=');
  expect(href).not.toContain('•');
  await expect(superAdmin.getByTestId('mail-reveals')).toContainText('super-admin@demo.test');
  await expectNoAxeViolations(superAdmin, 'an outbox mail shown in full');
  await superAdmin.close();

  const invited = await newPerson();
  await invited.goto(new URL(href ?? '').pathname + new URL(href ?? '').search);
  await invited.getByLabel('New password').fill(DEMO_PASSWORD);
  await invited.getByLabel('Repeat the password').fill(DEMO_PASSWORD);
  await invited.getByRole('button', { name: 'Save password' }).click();
  await expect(invited.getByText('Your password has been saved.')).toBeVisible();
  await logIn(invited, email);
  await expect(invited).toHaveURL(/\/dashboard$/);
  await invited.close();
});

test('the role picker offers only the roles the user may give', async ({ page }) => {
  await logInAs(page, 'USER_ADMIN');
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByText('viewer@demo.test')).toBeVisible();
  // Users holding a role a user admin cannot give (the platform roles) cannot be edited or deactivated here.
  const superAdminRow = page.getByRole('row').filter({ hasText: 'super-admin@demo.test' });
  await expect(superAdminRow.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'viewer@demo.test' }).getByRole('button')).toHaveCount(2);
  await expectNoAxeViolations(page, 'the users page');

  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('Roles').click();
  await expect(page.getByRole('option')).toHaveText(['User', 'User admin', 'Editor', 'Viewer', 'Creator']);
  await page.keyboard.press('Escape');
  await dialog.getByRole('textbox', { name: 'Type' }).click();
  await expect(page.getByRole('option')).toHaveText(['User', 'Company', 'Agency']);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, 'the invite dialog');
});

test('a super admin who manages users gives platform roles in its own company only', async ({ page, request }) => {
  // The /users page is for user admins (spec §6): this super admin is one too.
  const email = await freshAccount(request, 'super-and-user-admin', {
    roles: ['SUPER_ADMIN', 'SUPER_USER_ADMIN'],
    invitedBy: 'SUPER_ADMIN',
  });
  await logIn(page, email);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // A new account's first log-in in the demo offers the tutorials first.
  await page.getByRole('dialog', { name: 'Welcome to Game Campaigns' }).getByRole('button', { name: 'Skip' }).click();
  await page.goto('/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('Roles').click();
  await expect(page.getByRole('option')).toHaveCount(10);
  await expect(page.getByRole('option', { name: 'Super admin' })).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Acting on another company (the demo's child company) through companyViewId: company roles only.
  const companies = await request.get('/api/v1/companies', { headers: await bearerFor(request, email) });
  const child = ((await companies.json()).data as { id: string; parentId: string | null }[]).find((c) => c.parentId);
  await page.goto(`/users?companyViewId=${child?.id}`);
  await page.getByRole('button', { name: 'Invite user' }).click();
  await page.getByRole('dialog', { name: 'Invite a user' }).getByLabel('Roles').click();
  await expect(page.getByRole('option')).toHaveText([
    'User',
    'User admin',
    'Super user admin',
    'Editor',
    'Viewer',
    'Creator',
  ]);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, "the invite dialog in another company's users");
});
