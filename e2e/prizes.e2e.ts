import sharp from 'sharp';
import { expect, logInAs, test } from './fixtures.ts';

test('an editor makes a voucher prize, imports and generates codes, edits it, reads the audit, and deletes another', async ({
  page,
}) => {
  // Two creations, an import, a generation, an edit and a delete on a machine shared with other runs.
  test.setTimeout(60_000);
  const stamp = Date.now();
  const name = `Summer vouchers ${stamp}`;
  const codes = [`SUN-${stamp}-1`, `SUN-${stamp}-2`, `SUN-${stamp}-3`];

  await logInAs(page, 'EDITOR');
  await page.goto('/prize-management');
  await expect(page.getByRole('heading', { name: 'Prize management' })).toBeVisible();

  // The header button shows once there are prizes; the empty state has its own. Either opens the dialog.
  await page.getByRole('button', { name: 'New prize' }).first().click();
  const create = page.getByRole('dialog', { name: 'New prize' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Description').fill('One code per winner');
  await create.getByText('Voucher codes', { exact: true }).click();
  await create.getByRole('button', { name: 'Create prize' }).click();
  await expect(create).toBeHidden();

  // A prize with codes opens its codes right away.
  const codesDialog = page.getByRole('dialog', { name: `Voucher codes: ${name}` });
  await expect(codesDialog).toBeVisible();
  const csv = `code\n${codes.join('\n')}\n`;
  await codesDialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(codesDialog.getByTestId('codes-result')).toContainText('Added: 3');
  await expect(codesDialog.getByTestId('codes-result')).toContainText('Duplicates skipped: 0');
  await expect(codesDialog.getByTestId('codes-total')).toHaveText('3 codes');
  for (const code of codes) await expect(codesDialog.getByRole('cell', { name: code, exact: true })).toBeVisible();
  await expect(codesDialog.getByTestId('stock-label')).toHaveText('0 / 3');

  await codesDialog.getByRole('tab', { name: 'Generate by pattern' }).click();
  await codesDialog.getByRole('textbox', { name: 'Pattern' }).fill('SUMMER-####-XX');
  await expect(codesDialog.getByTestId('code-example')).toHaveText(/^SUMMER-\d{4}-[A-Z2-9]{2}$/);
  await codesDialog.getByRole('textbox', { name: 'How many' }).fill('2');
  await codesDialog.getByRole('button', { name: 'Generate codes' }).click();
  await expect(codesDialog.getByTestId('codes-result')).toContainText('Added: 2');
  await expect(codesDialog.getByTestId('codes-total')).toHaveText('5 codes');
  await expect(codesDialog.getByRole('cell', { name: /^SUMMER-\d{4}-/ })).toHaveCount(2);
  await expect(codesDialog.getByTestId('stock-label')).toHaveText('0 / 5');
  await page.keyboard.press('Escape');
  await expect(codesDialog).toBeHidden();

  // Other runs' prizes may fill the first page: the table's search keeps this run's in view.
  const search = page.getByRole('table', { name: 'Prizes' }).getByRole('textbox', { name: 'Search' });
  await search.fill(String(stamp));
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByTestId('stock-label')).toHaveText('0 / 5');

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit prize' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Name').fill(`${name} (edited)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: `${name} (edited)` })).toBeVisible();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const audit = page.getByRole('table', { name: 'Audit log' });
  const entries = audit.getByRole('row').filter({ hasText: `${name} (edited)` });
  await expect(entries.filter({ hasText: 'Prize created' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Codes imported' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Codes generated' })).toHaveCount(1);
  const renamed = entries.filter({ hasText: 'Prize changed' });
  await expect(renamed).toHaveCount(1);
  await expect(renamed).toContainText('editor@demo.test');
  await expect(renamed).toContainText(`Name:${name}${name} (edited)`);

  // A second prize, counted by a number, is deleted after confirming.
  await page.getByRole('tab', { name: 'Prizes' }).click();
  await search.fill(String(stamp));
  const other = `Empty prize ${stamp}`;
  await page.getByRole('button', { name: 'New prize' }).first().click();
  await create.getByLabel('Name').fill(other);
  await create.getByRole('textbox', { name: 'How many' }).fill('10');
  await create.getByRole('button', { name: 'Create prize' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: other }).getByTestId('stock-label')).toHaveText('0 / 10');
  await page.getByRole('button', { name: `Delete ${other}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete prize' });
  await expect(confirm).toContainText(other);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: other })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: `${name} (edited)` })).toBeVisible();
});

test('prize management is for editors: a viewer who opens it lands on the dashboard', async ({ page }) => {
  await logInAs(page, 'VIEWER');
  await page.goto('/prize-management');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an editor uploads a prize image to the company library without any campaign, after a refused fake and PDF, and deletes one', async ({
  page,
}) => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
  await logInAs(page, 'EDITOR');
  await page.goto('/prize-management');
  await page.getByRole('button', { name: 'New prize' }).first().click();
  const create = page.getByRole('dialog', { name: 'New prize' });
  await create.getByRole('button', { name: 'Choose' }).click();
  const library = page.getByRole('dialog', { name: 'Company image library' });

  const fileInput = library.locator('input[type=file]');
  await fileInput.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await expect(library.getByRole('alert')).toBeVisible();

  const name = `trophy-${Date.now()}.png`;
  await fileInput.setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await expect(library).toBeHidden();
  await expect(create.getByRole('img', { name: 'Prize image' })).toBeVisible();
  await create.getByRole('button', { name: 'Change' }).click();
  await expect(library.getByText(name)).toBeVisible();

  // A PDF is no prize picture: the picker offers pictures only, and one sent anyway is refused.
  await expect(fileInput).toHaveAttribute('accept', /image\/png/);
  await expect(fileInput).not.toHaveAttribute('accept', /pdf/);
  await fileInput.setInputFiles({ name: 'flyer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await expect(library.getByRole('alert')).toContainText('.webp, .svg');
  await expect(library.getByRole('alert')).not.toContainText('.pdf');

  // A second image, taken at once, then deleted from the library after a confirmation.
  const second = `medal-${Date.now()}.png`;
  await fileInput.setInputFiles({ name: second, mimeType: 'image/png', buffer: png });
  await expect(library).toBeHidden();
  await create.getByRole('button', { name: 'Change' }).click();
  await library.getByRole('button', { name: `Delete ${second}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete image' });
  await expect(confirm).toContainText(`Delete ${second} from the company library?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(library.getByText(second)).toBeHidden();
  await expect(library.getByText(name)).toBeVisible();
  // The form had just chosen the deleted image: it lets go of it.
  await page.keyboard.press('Escape');
  await expect(library).toBeHidden();
  await expect(create.getByRole('img', { name: 'Prize image' })).toBeHidden();
  await expect(create.getByRole('button', { name: 'Choose' })).toBeVisible();
});
