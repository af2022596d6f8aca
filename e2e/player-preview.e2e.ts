import type { Page } from '@playwright/test';
import { newCampaignDocument } from '../packages/contracts/src/campaign-document-defaults.ts';
import type { PreviewShowMessage } from '../packages/contracts/src/preview-messages.ts';
import { expect, test } from './fixtures.ts';

/** A transparent 1×1 PNG: the logo must load from a real address for the browser to show it. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const LOGO_URL = 'https://assets.example.com/logo.png';

function showMessage(page: string, language = 'de'): PreviewShowMessage {
  const document = newCampaignDocument({
    languages: ['en', 'de'],
    registrationType: '',
    game: { version: 1, settings: {} },
  });
  document.texts.de = { ...document.texts.de, 'introduction.title': 'Dreh am Rad!', 'introduction.button': 'Los' };
  document.altTexts.de = { 'style.logoImage': 'Logo der Bäckerei' };
  document.styleOptions.logoImage = LOGO_URL;
  document.externalLinks.terms.links = [{ languageId: 'en', url: 'https://example.com/terms' }];
  return { type: 'gc-preview:show', campaignType: 'spin-the-wheel', document, page, language, device: 'mobile' };
}

/** Posts as the builder does; from the page itself, so the origin is the player's own. */
async function post(page: Page, message: PreviewShowMessage) {
  await page.evaluate((data) => window.postMessage(data, window.location.origin), message);
}

test.beforeEach(async ({ page }) => {
  await page.route(LOGO_URL, (route) => route.fulfill({ contentType: 'image/png', body: LOGO_PNG }));
});

test('the preview renders what the builder posts and follows the buttons', async ({ page }) => {
  await page.goto('/p/preview');
  await expect(page.getByRole('status')).toHaveText('Loading the preview…');

  await post(page, showMessage('introduction'));
  await expect(page.getByRole('heading', { name: 'Dreh am Rad!' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo der Bäckerei' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.getByRole('button', { name: 'Los' }).click();
  await expect(page.getByRole('heading', { name: 'Verraten Sie uns, wer Sie sind' })).toBeFocused();
  await expect(page.getByLabel('Vorname')).toBeVisible();
  // The German link falls back to the default language's address; in the preview it stays in the frame.
  const terms = page.getByRole('link', { name: 'Teilnahmebedingungen' });
  await expect(terms).toHaveAttribute('href', 'https://example.com/terms');
  await terms.click();
  await expect(page).toHaveURL(/\/p\/preview$/);

  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Spin the wheel')).toBeVisible();

  // Every message shows its page at once, whatever the marketer clicked to before.
  await post(page, showMessage('lose', 'en'));
  await expect(page.getByRole('heading', { name: 'Not this time' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a message from another origin is ignored', async ({ page }) => {
  await page.goto('/p/preview');
  await post(page, showMessage('game'));
  await expect(page.getByRole('heading', { name: 'Viel Glück!' })).toBeVisible();
  await page.evaluate(async (data) => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example.com' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }, showMessage('introduction'));
  await expect(page.getByRole('heading', { name: 'Viel Glück!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dreh am Rad!' })).toHaveCount(0);
});

test('a campaign address shows a neutral note until campaigns are published', async ({ page }) => {
  await page.goto('/p/some-campaign');
  await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
});
