import type { Page } from '@playwright/test';
import { bearerFor } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { emailFor, expect, logInAs, test } from './fixtures.ts';

/**
 * Issue 17, the admin area (spec §2 admin-dashboard, §6): a super admin creates a child company, edits
 * its tags and time zone, views the builder as it, manages its users, and deactivates it with a
 * confirmation; the usage counts (INTERNAL_ANALYTICS) and the help or chat widget (CHAT_WIDGET).
 */

const labelOf = (company: { id: string; name: string }) => `${company.name} (${company.id.split('-')[0]})`;

async function createCompany(page: Page, name: string, parentId: string | null = null) {
  const admin = await bearerFor(page.request, emailFor('SUPER_ADMIN'));
  const response = await page.request.post('/api/v1/companies', { headers: admin, data: { name, parentId } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: string; name: string };
}

async function setFlag(page: Page, key: string, enabled: boolean, companyId: string) {
  const admin = await bearerFor(page.request, emailFor('SUPER_ADMIN'));
  const response = await page.request.put(`/api/v1/flags/${key}`, { headers: admin, data: { enabled, companyId } });
  expect(response.status(), await response.text()).toBe(200);
}

const companiesTable = (page: Page) => page.getByRole('table', { name: 'Companies' });
const rowOf = (page: Page, label: string) => companiesTable(page).getByRole('row').filter({ hasText: label }).first();

async function search(page: Page, text: string) {
  await companiesTable(page).getByRole('textbox', { name: 'Search' }).fill(text);
}

test('a super admin creates a child company, edits its tags and time zone and switches the view to it', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now();
  const parent = await createCompany(page, `E2E Parent ${stamp}`);
  await logInAs(page, 'SUPER_ADMIN');
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await expect(companiesTable(page)).toBeVisible();
  await expectNoAxeViolations(page, 'the admin companies list');

  // A child from its parent's row: the parent is chosen already.
  await search(page, String(stamp));
  await rowOf(page, labelOf(parent))
    .getByRole('button', { name: `Actions for ${labelOf(parent)}` })
    .click();
  await page.getByRole('menuitem', { name: 'New child company' }).click();
  const create = page.getByRole('dialog', { name: 'New company' });
  await expect(create.getByRole('textbox', { name: 'Parent company' })).toHaveValue(labelOf(parent));
  await expectNoAxeViolations(page, 'the new company dialog', '[role="dialog"]');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('This field is required.')).toBeVisible();
  const childName = `E2E Child ${stamp}`;
  await create.getByRole('textbox', { name: 'Name' }).fill(childName);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();

  // The child is listed right under its parent.
  const rows = companiesTable(page).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(labelOf(parent));
  await expect(rows.nth(1)).toContainText(childName);
  await expect(rows.nth(1)).toContainText('↳');
  const childLabel = (await rows.nth(1).getByText(childName).first().textContent())?.trim() ?? '';
  const childId = await (async () => {
    const admin = await bearerFor(page.request, emailFor('SUPER_ADMIN'));
    const all = (await (await page.request.get('/api/v1/companies', { headers: admin })).json()).data as {
      id: string;
      name: string;
      parentId: string | null;
    }[];
    const child = all.find((company) => company.name === childName);
    expect(child?.parentId).toBe(parent.id);
    return child?.id ?? '';
  })();
  expect(childLabel).toBe(labelOf({ id: childId, name: childName }));

  // Edit: a tag and the time zone from the IANA zones.
  await rowOf(page, childLabel)
    .getByRole('button', { name: `Actions for ${childLabel}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${childName}` });
  await edit.getByRole('checkbox', { name: /Advanced builder/ }).check();
  const zone = edit.getByRole('textbox', { name: 'Time zone' });
  await zone.click();
  await zone.fill('Tokyo');
  await page.getByRole('option', { name: /Asia\/Tokyo/ }).click();
  await expectNoAxeViolations(page, 'the edit company dialog', '[role="dialog"]');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const childRow = rowOf(page, childLabel);
  await expect(childRow).toContainText('builder2access');
  await expect(childRow).toContainText('Asia/Tokyo');

  // Switching the view: the builder as the child company (advanced builder, for its builder2access tag).
  await rowOf(page, childLabel)
    .getByRole('button', { name: `View the builder as ${childLabel}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`companyViewId=${childId}`));
  await expect(page).toHaveURL(/\/advanced-builder/);
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue(childLabel);
});

test("a super admin manages a company's users and deactivates it with a confirmation, then reactivates it", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now();
  const parent = await createCompany(page, `E2E Holding ${stamp}`);
  const child = await createCompany(page, `E2E Child ${stamp}`, parent.id);
  const childName = child.name;
  const childLabel = labelOf(child);
  await logInAs(page, 'SUPER_ADMIN');
  await search(page, String(stamp));
  const childRow = rowOf(page, childLabel);
  await expect(childRow).toContainText('↳');

  // The company's users: listed and invited through the users feature, scoped to the company.
  await childRow.getByRole('button', { name: `Actions for ${childLabel}` }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  const users = page.getByRole('dialog', { name: `Users of ${childLabel}` });
  await expect(users.getByText('No data')).toBeVisible();
  await expectNoAxeViolations(page, "a company's users", '[role="dialog"]');
  await users.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a user' });
  const invitee = `child-${stamp}@e2e.test`;
  await invite.getByLabel('Email').fill(invitee);
  await invite.getByLabel('First name').fill('Chi');
  await invite.getByLabel('Last name').fill('Ld');
  await invite.getByLabel('Roles').click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await page.keyboard.press('Escape');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(users.getByRole('cell', { name: invitee, exact: true })).toBeVisible();
  await users.getByRole('button', { name: 'Close dialog' }).click();
  await expect(users).toBeHidden();
  await expect(page).not.toHaveURL(/companyViewId=/);

  // Deactivation asks first; Cancel changes nothing, Deactivate marks it and logs its users out.
  await search(page, childName);
  await rowOf(page, childLabel)
    .getByRole('button', { name: `Actions for ${childLabel}` })
    .click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Warning' });
  await expect(confirm).toContainText(`Deactivate ${childLabel}?`);
  await expectNoAxeViolations(page, 'the deactivation confirmation', '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, childLabel).getByText('Deactivated')).toHaveCount(0);
  await rowOf(page, childLabel)
    .getByRole('button', { name: `Actions for ${childLabel}` })
    .click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, childLabel).getByText('Deactivated', { exact: true })).toBeVisible();
  const admin = await bearerFor(page.request, emailFor('SUPER_ADMIN'));
  const stored = (await (await page.request.get(`/api/v1/companies/${child.id}`, { headers: admin })).json()).data;
  expect(stored.deactivatedAt).not.toBeNull();

  // And back.
  await rowOf(page, childLabel)
    .getByRole('button', { name: `Actions for ${childLabel}` })
    .click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(rowOf(page, childLabel).getByText('Deactivated', { exact: true })).toHaveCount(0);
});

test('the usage counts show while INTERNAL_ANALYTICS is on; the chat widget replaces the help widget while CHAT_WIDGET is on', async ({
  page,
}) => {
  test.slow();
  const company = await createCompany(page, `E2E Flags ${Date.now()}`);
  await logInAs(page, 'SUPER_ADMIN');

  // Flags off (their default for a new company): no Usage tab, the service-desk widget.
  await page.goto(`/admin-dashboard?companyViewId=${company.id}`);
  await expect(page.getByRole('tab', { name: 'Email outbox' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Usage' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat with support' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'How can we help?' });
  await expect(help.getByRole('link', { name: 'User guides' })).toBeVisible();
  await expectNoAxeViolations(page, 'the help widget', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await setFlag(page, 'INTERNAL_ANALYTICS', true, company.id);
  await setFlag(page, 'CHAT_WIDGET', true, company.id);
  // The app-init of this very page is counted (the flag is on for the company viewed).
  const appInit = page.waitForResponse((response) => response.url().includes('/api/v1/internal-analytics/events'));
  await page.reload();
  expect((await appInit).status()).toBe(204);
  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page.getByRole('button', { name: 'Date range' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Usage events per day' });
  await expect(table.getByRole('cell', { name: 'Builder opened' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the usage counts');

  await expect(page.getByRole('button', { name: 'Help' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Chat with support' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with support' });
  await expect(chat).toContainText('super-admin@demo.test');
  await expectNoAxeViolations(page, 'the chat widget', '[role="dialog"]');
  await chat.getByRole('textbox', { name: 'Your message' }).fill('The wheel does not spin on my phone.');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('status')).toContainText('super-admin@demo.test');

  // The message waits in the outbox for the support mailbox.
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Email outbox' }).click();
  await expect(page.getByRole('cell', { name: 'support@localhost' }).first()).toBeVisible();

  // Serbian texts.
  await page.getByRole('button', { name: 'SR' }).click();
  await page.getByRole('tab', { name: 'Kompanije' }).click();
  await expect(page.getByRole('button', { name: 'Nova kompanija' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Korišćenje' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ćaskanje sa podrškom' })).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
});
