import { bearerFor } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { registerByKeyboard, tabTo } from './keyboard.ts';
import { openQuizEditor, questionCard, saveBuilder, writeQuestion } from './quiz-builder.ts';

test.describe.configure({ timeout: 180_000 });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };

/** A 16 x 16 pink PNG: small enough to inline, real enough for the server's image checks. */
const PICTURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN44VFAEmIY1TCqYfhqAACgY6AQUdOnhgAAAABJRU5ErkJggg==',
  'base64',
);

const ANSWERS = [
  ['Flamingo', 'Crow'],
  ['Salmon', 'Spinach'],
  ['Rose', 'Grass'],
];

test('an editor gives each guess-the-picture question its picture in the builder, and a player on a phone guesses them by keyboard', async ({
  page,
  browser,
  baseURL,
}) => {
  const headers = await bearerFor(page.request);
  const created = await page.request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: {
      name: `Pictures ${Date.now()}`,
      campaignType: 'guess-the-picture',
      languages: ['en'],
      registrationType: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()).data as { campaign: { id: string; slug: string } }).campaign;

  await logInAs(page, 'EDITOR');
  await openQuizEditor(page, campaign.id);
  const fileName = `pink-${Date.now()}.png`;
  for (const [index, answers] of ANSWERS.entries()) {
    const card = questionCard(page, index + 1);
    const picture = card.getByRole('group', { name: 'Picture (EN)' });
    await picture.getByRole('button', { name: 'Choose' }).click();
    const library = page.getByRole('dialog', { name: 'Image library' });
    await expect(library).toBeVisible();
    if (index === 0) {
      await library
        .locator('input[type=file]')
        .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PICTURE_PNG });
    }
    await library.getByRole('button', { name: `Choose ${fileName}` }).click();
    await expect(library).toBeHidden();
    await writeQuestion(page, index + 1, { text: `What is pink? (${index + 1})`, answers, correct: 0 });
  }
  await saveBuilder(page);

  const published = await page.request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'guess-the-picture', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const { productionUrl } = ((await published.json()).data as { campaign: { productionUrl: string } }).campaign;

  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  const player = await context.newPage();
  await player.goto(new URL(productionUrl).pathname);
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');
  await registerByKeyboard(player, `pictures.${Date.now()}@example.com`, 'Gus');
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');

  // Wrong, wrong, right: a score of 1, the first result (no prize), so the lose page.
  for (const [q, pick] of [1, 1, 0].entries()) {
    await expect(player.getByRole('heading', { name: `What is pink? (${q + 1})` })).toBeFocused();
    const picture = player.locator('.gcq-image');
    await expect(picture).toHaveAttribute('src', /^\/files\//);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await tabTo(player, ANSWERS[q][pick]);
    await player.keyboard.press('Enter');
    await expect(player.locator('.gcq-feedback')).toContainText(pick === 0 ? 'Correct!' : 'Incorrect');
    if (q === 0) await expectNoAxeViolations(player, 'a guess-the-picture answer');
    await player.keyboard.press('Enter');
  }
  await expect(player.getByRole('heading', { name: 'Not this time' })).toBeVisible({ timeout: 20_000 });
  await context.close();
});
