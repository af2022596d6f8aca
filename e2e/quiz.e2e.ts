import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { bearerFor } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { registerByKeyboard, tabTo } from './keyboard.ts';

test.describe.configure({ timeout: 150_000 });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };

type Texts = Record<string, string>;
type Question = {
  text: Texts;
  answers: { id: string; text: Texts }[];
  correctAnswerId: string | null;
  correctPopup: { title: Texts; text: Texts };
  incorrectPopup: { title: Texts; text: Texts };
};
type Outcome = { downThreshold: number; upThreshold: number; poolId: string | null; oddsBp: number; title: Texts };
type QuizSettings = { questions: Question[]; outcomes: Outcome[] } & Record<string, unknown>;

const QUESTIONS = [
  { text: 'Which colour is the sky?', answers: ['Green', 'Blue'], correct: 1 },
  { text: 'How many legs has a spider?', answers: ['Eight', 'Six'], correct: 0 },
  { text: 'Which one is a fruit?', answers: ['Carrot', 'Apple'], correct: 1 },
];

/**
 * As editor@demo.test through the API: a quiz of three questions, each with its own popups, whose
 * result for 2 or 3 correct answers ("Sky watcher") gives a voucher from a pool of three codes; published now.
 */
async function publishQuiz(request: APIRequestContext, name: string) {
  const headers = await bearerFor(request);
  const created = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType: 'quiz', languages: ['en'], registrationType: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()).data as { campaign: { id: string; slug: string } }).campaign;

  const pool = await request.post('/api/v1/prizes/pools', { headers, data: { name: `${name} pool`, hasCodes: true } });
  expect(pool.status(), await pool.text()).toBe(201);
  const poolId = ((await pool.json()).data as { id: string }).id;
  const codes = await request.post(`/api/v1/prizes/pools/${poolId}/codes/generate`, {
    headers,
    data: { pattern: 'QUIZ-XXXX####', count: 3 },
  });
  expect(codes.ok(), await codes.text()).toBe(true);

  const settingsUrl = `/api/v1/games/quiz/game-settings/${campaign.id}`;
  const current = await request.get(settingsUrl, { headers });
  expect(current.ok(), await current.text()).toBe(true);
  const { settings } = (await current.json()).data as { settings: QuizSettings };
  const questions = settings.questions.slice(0, 3).map((question, q) => {
    const answers = QUESTIONS[q].answers.map((text, a) => ({ ...question.answers[a], text: { en: text } }));
    return {
      ...question,
      text: { en: QUESTIONS[q].text },
      answers,
      correctAnswerId: answers[QUESTIONS[q].correct].id,
      correctPopup: { title: { en: `Right ${q + 1}` }, text: { en: `Well spotted, question ${q + 1}.` } },
      incorrectPopup: { title: { en: `Wrong ${q + 1}` }, text: { en: `Not this time, question ${q + 1}.` } },
    };
  });
  const outcomes = [
    { ...settings.outcomes[0], downThreshold: 0, upThreshold: 1, poolId: null, oddsBp: 0 },
    { ...settings.outcomes[1], downThreshold: 2, upThreshold: 3, poolId, oddsBp: 10_000, title: { en: 'Sky watcher' } },
  ];
  const saved = await request.put(settingsUrl, {
    headers,
    data: { ...settings, questions, outcomes, poolIds: [poolId], popupsEnabled: true, shuffleQuestions: false },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'quiz', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const { productionUrl } = ((await published.json()).data as { campaign: { productionUrl: string } }).campaign;
  return { ...campaign, productionUrl };
}

test('a player on a phone answers a three-question quiz by keyboard only, sees each popup, and wins the voucher its score gives', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Quiz journey ${Date.now()}`;
  const campaign = await publishQuiz(page.request, name);
  const email = `quiz.${Date.now()}@example.com`;

  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB', reducedMotion: 'reduce' });
  const player = await context.newPage();
  await player.goto(new URL(campaign.productionUrl).pathname);
  await expect(player.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');

  await registerByKeyboard(player, email, 'Quinn');

  // The quiz's own start button opens the play.
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');

  // Right, right, wrong: a score of 2, which the second result gives a voucher for.
  const picks = [1, 0, 0];
  for (const [q, { text, answers, correct }] of QUESTIONS.entries()) {
    const heading = player.getByRole('heading', { name: text });
    await expect(heading).toBeFocused();
    await expect(player.getByText(`Question ${q + 1} of 3`)).toBeVisible();
    if (q === 0) await expectNoAxeViolations(player, 'a quiz question');
    await tabTo(player, answers[picks[q]]);
    await player.keyboard.press(q === 1 ? 'Space' : 'Enter');

    const isRight = picks[q] === correct;
    const feedback = player.locator('.gcq-feedback');
    await expect(feedback).toContainText(isRight ? 'Correct!' : 'Incorrect');
    await expect(feedback.getByRole('heading', { name: isRight ? `Right ${q + 1}` : `Wrong ${q + 1}` })).toBeVisible();
    await expect(feedback).toContainText(
      isRight ? `Well spotted, question ${q + 1}.` : `Not this time, question ${q + 1}.`,
    );
    // Announced, not only shown; and not by colour alone.
    await expect(player.locator('.gcq [aria-live="polite"]')).toContainText(isRight ? 'Correct!' : 'Incorrect.');
    if (!isRight) await expect(player.getByRole('button', { name: /Your answer/ })).toBeVisible();
    const next = q < 2 ? 'Continue' : 'See the result';
    await expect(player.getByRole('button', { name: next })).toBeFocused();
    if (q === 2) await expectNoAxeViolations(player, 'a quiz answer with its popup');
    await player.keyboard.press('Enter');
  }

  const result = player.getByRole('heading', { name: 'Congratulations!' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  // The quiz's own result above the prize: the score in its words and the outcome the score reached,
  // announced with the page's heading.
  const summary = player.getByTestId('game-result');
  await expect(summary).toContainText('You scored 2 of 3');
  await expect(summary.getByRole('heading', { name: 'Sky watcher' })).toBeVisible();
  await expect(result).toHaveAccessibleDescription(/You scored 2 of 3.*Sky watcher/);
  expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const code = player.getByTestId('voucher-code');
  await expect(code).toHaveText(/^QUIZ-[A-Z0-9]{4}\d{4}$/);
  const voucher = (await code.textContent()) ?? '';
  await expectNoAxeViolations(player, 'the quiz win page');
  await context.close();

  await logInAs(page, 'EDITOR');
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('table', { name: 'Leads' }).getByText(email)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = (await readFile(await (await downloading).path())).toString('utf8');
  expect(csv).toContain(email);
  expect(csv).toContain(voucher);
});
