import type { APIRequestContext } from '@playwright/test';
import { bearerFor } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { registerByKeyboard, tabTo } from './keyboard.ts';

test.describe.configure({ timeout: 150_000 });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };

type Texts = Record<string, string>;
type Settings = {
  questions: { text: Texts; answers: { text: Texts; personalityId: string | null }[] }[];
  personalities: { id: string; poolId: string | null; oddsBp: number }[];
} & Record<string, unknown>;

/**
 * As editor@demo.test through the API: the §9 personality test (three questions whose n-th answer counts
 * for the n-th personality), the second personality giving a voucher; published now.
 */
async function publishPersonalityTest(request: APIRequestContext, name: string) {
  const headers = await bearerFor(request);
  const created = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType: 'personality-test', languages: ['en'], registrationType: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()).data as { campaign: { id: string; slug: string } }).campaign;
  const pool = await request.post('/api/v1/prizes/pools', { headers, data: { name: `${name} pool`, hasCodes: true } });
  expect(pool.status(), await pool.text()).toBe(201);
  const poolId = ((await pool.json()).data as { id: string }).id;
  const codes = await request.post(`/api/v1/prizes/pools/${poolId}/codes/generate`, {
    headers,
    data: { pattern: 'TYPE-XXXX####', count: 3 },
  });
  expect(codes.ok(), await codes.text()).toBe(true);

  const settingsUrl = `/api/v1/games/personality-test/game-settings/${campaign.id}`;
  const current = await request.get(settingsUrl, { headers });
  expect(current.ok(), await current.text()).toBe(true);
  const { settings } = (await current.json()).data as { settings: Settings };
  const questions = settings.questions.map((question, q) => ({
    ...question,
    text: { en: `Pick a word, ${q + 1} of 3` },
    answers: question.answers.map((answer, a) => ({
      ...answer,
      text: { en: ['Calm', 'Bold', 'Curious'][a] ?? 'Other' },
    })),
  }));
  const personalities = settings.personalities.map((personality, index) =>
    index === 1
      ? { ...personality, poolId, oddsBp: 10_000, name: { en: 'Bold' }, title: { en: 'You are bold' } }
      : personality,
  );
  const saved = await request.put(settingsUrl, {
    headers,
    data: { ...settings, questions, personalities, poolIds: [poolId], shuffleQuestions: false, shuffleAnswers: false },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'personality-test', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const { productionUrl } = ((await published.json()).data as { campaign: { productionUrl: string } }).campaign;
  return { ...campaign, productionUrl };
}

test('a player on a phone takes a personality test by keyboard only, without verdicts, and wins what the personality chosen most gives', async ({
  page,
  browser,
  baseURL,
}) => {
  const campaign = await publishPersonalityTest(page.request, `Personality journey ${Date.now()}`);
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  const player = await context.newPage();
  await player.goto(new URL(campaign.productionUrl).pathname);
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');
  await registerByKeyboard(player, `type.${Date.now()}@example.com`, 'Pat');
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');

  // Bold, Bold, Calm: the second personality is chosen most.
  for (const [q, pick] of ['Bold', 'Bold', 'Calm'].entries()) {
    await expect(player.getByRole('heading', { name: `Pick a word, ${q + 1} of 3` })).toBeFocused();
    await expect(player.getByText(`Question ${q + 1} of 3`)).toBeVisible();
    if (q === 0) await expectNoAxeViolations(player, 'a personality test question');
    await tabTo(player, pick);
    await player.keyboard.press('Enter');
    // No verdict and no Continue: the next question follows at once.
    await expect(player.locator('.gcq-feedback')).toHaveCount(0);
  }

  const result = player.getByRole('heading', { name: 'Congratulations!' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  // The personality the play ended on, above the prize and announced with the page's heading.
  await expect(player.getByTestId('game-result').getByRole('heading', { name: 'You are bold' })).toBeVisible();
  await expect(result).toHaveAccessibleDescription(/You are bold/);
  expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(player.getByTestId('voucher-code')).toHaveText(/^TYPE-[A-Z0-9]{4}\d{4}$/);
  await expectNoAxeViolations(player, 'the personality test win page');
  await context.close();
});
