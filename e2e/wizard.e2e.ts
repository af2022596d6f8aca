import type { APIRequestContext, Page } from '@playwright/test';
import { bearerFor, createWheelCampaign } from './api-seed.ts';
import { expect, logInAs, test } from './fixtures.ts';

/** Creates a spin-the-wheel campaign through the API as the editor, so that its name is taken. */
async function createCampaignNamed(request: APIRequestContext, name: string): Promise<void> {
  await createWheelCampaign(request, await bearerFor(request), name);
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' });

/** Steps 1 and 2: Spin the wheel with its default template. */
async function chooseWheelWithDefaultTemplate(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Spin the wheel', exact: true }).click();
  await next(page).click();
  await expect(page.getByRole('radio', { name: 'Default template' })).toBeChecked();
  await next(page).click();
}

async function chooseLanguages(page: Page, names: string[]): Promise<void> {
  await page.getByRole('textbox', { name: 'Languages' }).click();
  for (const name of names) await page.getByRole('option', { name }).click();
  await page.keyboard.press('Escape'); // the multi-select stays open over the buttons
}

test('an editor creates a campaign through the wizard and lands in the builder', async ({ page }) => {
  test.slow(); // four steps, two name checks and the dialog twice: long on a busy machine
  const takenName = `E2E taken ${Date.now()}`;
  const newName = `E2E wizard ${Date.now()}`;
  await createCampaignNamed(page.request, takenName);
  await logInAs(page, 'EDITOR');
  await page.goto('/wizard');
  await expect(page.getByRole('heading', { name: 'New campaign' })).toBeVisible();

  // Every game type of the spec is buildable (the retailers' games since issue 13): none is marked as coming.
  for (const name of [
    'Retailer penalty',
    'Retailer slot machine',
    'Retailer path',
    'Partner wheel',
    'Quiz',
    'Survey',
  ]) {
    await expect(page.getByRole('radio', { name, exact: true })).toBeEnabled();
  }
  await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
  await expect(next(page)).toBeDisabled();

  await chooseWheelWithDefaultTemplate(page);

  // The name is checked as it is typed; a taken one blocks Next.
  const name = page.getByRole('textbox', { name: 'Campaign name' });
  await name.fill(takenName);
  await expect(page.getByText('A campaign with this name already exists')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await name.fill(newName);
  await expect(page.getByText('This name is available')).toBeVisible();
  await next(page).click();

  await expect(page.getByRole('button', { name: 'Finish' })).toBeDisabled();
  await chooseLanguages(page, ['English', 'Deutsch']);
  const chosen = page.getByTestId('chosen-languages').getByRole('listitem');
  await expect(chosen).toHaveText([/English\s*Default/, 'Deutsch']);
  await page.getByRole('button', { name: 'Finish' }).click();

  // The delivery-method dialog: placeholder first and disabled, Continue only after a real choice.
  let dialog = page.getByRole('dialog', { name: 'Choose a delivery method' });
  const method = dialog.getByRole('combobox', { name: 'Delivery method' });
  await expect(method.locator('option').first()).toHaveText('Please choose delivery method');
  await expect(method.locator('option').first()).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  // Cancel closes it and creates nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/wizard$/);

  await page.getByRole('button', { name: 'Finish' }).click();
  dialog = page.getByRole('dialog', { name: 'Choose a delivery method' });
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Delivery method' }).selectOption({ label: 'Registration form' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/builder\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
});

test('a name taken while the wizard was open sends the editor back to the name step', async ({ page }) => {
  const name = `E2E race ${Date.now()}`;
  await logInAs(page, 'EDITOR');
  await page.goto('/wizard');
  await chooseWheelWithDefaultTemplate(page);
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await expect(page.getByText('This name is available')).toBeVisible();
  await next(page).click();
  await chooseLanguages(page, ['English']);
  await page.getByRole('button', { name: 'Finish' }).click();

  await createCampaignNamed(page.request, name); // someone else is quicker
  const dialog = page.getByRole('dialog', { name: 'Choose a delivery method' });
  await dialog.getByRole('combobox', { name: 'Delivery method' }).selectOption({ label: 'App solution' });
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Campaign name' })).toHaveValue(name);
  await expect(page.getByText('A campaign with this name already exists')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await expect(page).toHaveURL(/\/wizard$/);
});

test('cancelling the wizard after choosing something asks first', async ({ page }) => {
  await logInAs(page, 'EDITOR');
  await page.goto('/wizard');
  await page.getByRole('radio', { name: 'Spin the wheel', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText('Leave the wizard?');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/wizard$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
});
