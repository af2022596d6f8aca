import type { Page } from '@playwright/test';
import { bearerFor, createWheelCampaign } from './api-seed.ts';
import { axeFor, expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';

/**
 * axe on a page that shows the e-mail preview: the preview's frame is sandboxed without scripts (the
 * marketer's e-mail, not our UI), so axe cannot run inside it; legacy mode checks the page and the
 * frame element (its title) and leaves the opaque-origin frame's content alone.
 */
async function expectNoAxeViolationsBesidePreview(page: Page, what: string) {
  const { violations } = await axeFor(page).setLegacyMode().analyze();
  const found = violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe on ${what}`).toEqual([]);
}

test.describe.configure({ timeout: 120_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('an editor sets the mail type and sender, writes an e-mail with a placeholder and an attachment, previews and tests it', async ({
  page,
}) => {
  const headers = await bearerFor(page.request);
  const campaign = await createWheelCampaign(page.request, headers, `Mail wheel ${Date.now()}`, ['en', 'de']);

  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=emails`);
  await expect(page.getByRole('tab', { name: 'E-mails', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('This campaign sends no e-mails.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Mail type' }).click();
  await page.getByRole('option', { name: 'One e-mail per outcome' }).click();
  await page.getByRole('textbox', { name: 'Sender name' }).fill('Coffee House');
  await page.getByRole('textbox', { name: 'Reply-to address' }).fill('hello@coffee.test');
  await page.getByRole('button', { name: 'Save sender' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  const subject = page.getByRole('textbox', { name: 'Subject' });
  await expect(page.getByText('There is no e-mail for this outcome and language yet.')).toBeVisible();
  await subject.fill('You won ');
  await subject.press('End');
  await page.getByRole('textbox', { name: 'Insert placeholder' }).click();
  await page.getByRole('option', { name: 'Prize' }).click();
  await expect(subject).toHaveValue('You won {{prize}}');
  await page.getByRole('textbox', { name: 'Heading' }).fill('Congratulations');
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Your code is below.');
  await page.getByRole('textbox', { name: 'Add block' }).click();
  await page.getByRole('option', { name: 'Voucher box' }).click();
  await page.getByRole('textbox', { name: 'Text above the code' }).fill('Your code');
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  await expect(page.getByText('E-mail saved.')).toBeVisible();
  await expectNoAxeViolations(page, 'the E-mails section with a saved e-mail');

  // The attachment, shown by its file name.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Conditions.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('mail-attachment-name')).toHaveText('Conditions.pdf');

  // Preview with sample data, on a desktop's and a phone's width.
  await page.getByRole('button', { name: 'Preview with sample data' }).click();
  const frame = page.frameLocator('iframe[title="E-mail preview"]');
  await expect(frame.getByText('SAMPLE-2026')).toBeVisible();
  await expect(page.getByText('Subject: You won Sample prize')).toBeVisible();
  await page.getByText('Phone', { exact: true }).click();
  await expect(page.locator('iframe[title="E-mail preview"]')).toHaveAttribute('data-device', 'phone');
  await expectNoAxeViolationsBesidePreview(page, 'the E-mails section with the preview');

  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText('A test e-mail is on its way to editor@demo.test.')).toBeVisible();

  // Another language has no e-mail yet.
  await page.getByRole('textbox', { name: 'E-mail language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByText('There is no e-mail for this outcome and language yet.')).toBeVisible();

  // The delivery log lists the test e-mail.
  await page.getByRole('tab', { name: 'Delivery log' }).click();
  await expect(page.getByRole('cell', { name: 'editor@demo.test' })).toBeVisible();
  await expect(page.getByTestId('mail-log-counts')).toHaveText(/Queued: 1|Sent: 1/);
  await expectNoAxeViolations(page, 'the delivery log');
});
