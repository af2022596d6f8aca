import { ASSET_EXTENSIONS, unsupportedExtensionText } from '../packages/contracts/src/assets.ts';
import { bearerFor, createWheelCampaign } from './api-seed.ts';
import { expect, logInAs, test } from './fixtures.ts';

/** A 16 x 16 pink PNG: small enough to inline, real enough for the server's image checks. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN44VFAEmIY1TCqYfhqAACgY6AQUdOnhgAAAABJRU5ErkJggg==',
  'base64',
);

test('an editor uploads a logo in Design, saves, and finds it after a reload; a fake PNG is refused', async ({
  page,
  request,
}) => {
  // A long journey (two log-ins, two uploads, a save and a reload) on a machine shared with other runs.
  test.setTimeout(60_000);
  // The campaign is made through the API: this journey is about the builder, not the wizard.
  const campaignId = (await createWheelCampaign(request, await bearerFor(request), `Assets ${Date.now()}`)).id;

  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaignId}`);
  await openDesign(page);

  const logo = page.getByRole('group', { name: 'Logo' });
  await logo.getByRole('button', { name: 'Choose' }).click();
  const library = page.getByRole('dialog', { name: 'Image library' });
  await expect(library).toBeVisible();
  const fileName = `logo-${Date.now()}.png`;
  await library.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: LOGO_PNG });
  await library.getByRole('button', { name: `Choose ${fileName}` }).click();
  await expect(library).toBeHidden();
  await expect(logo.getByRole('img', { name: 'Preview of Logo' })).toBeVisible();
  await expect(logo.getByText(fileName)).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();

  await page.reload();
  await openDesign(page);
  await expect(logo.getByText(fileName)).toBeVisible();
  const preview = logo.getByRole('img', { name: 'Preview of Logo' });
  await expect(preview).toBeVisible();
  // The stored value is the uploaded file's public address, and it serves the image.
  const src = (await preview.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/files\//);
  expect((await request.get(src)).headers()['content-type']).toMatch(/^image\//);

  // A text file named .png passes the extension check here and is refused by its content on the server.
  await logo.getByRole('button', { name: 'Change' }).click();
  await expect(library).toBeVisible();
  await library
    .locator('input[type=file]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
  await expect(library.getByRole('alert')).toContainText(unsupportedExtensionText(ASSET_EXTENSIONS.image));
  await expect(library.getByRole('button', { name: 'Choose fake.png' })).toHaveCount(0);
});

async function openDesign(page: import('@playwright/test').Page) {
  const tab = page.getByRole('tablist', { name: 'Builder sections' }).getByRole('tab', { name: 'Design' });
  await expect(tab).toBeVisible();
  // The section is kept in the address, so after a reload Design is open already.
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(page.getByRole('group', { name: 'Logo' })).toBeVisible();
}
