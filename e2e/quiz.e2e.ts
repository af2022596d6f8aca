import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearerFor, type SeededCampaign } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { registerByKeyboard, tabTo } from './keyboard.ts';
import {
  openQuizEditor,
  questionCard,
  questionCards,
  saveBuilder,
  type WrittenQuestion,
  writeQuestion,
} from './quiz-builder.ts';

// The builder and then the player, as guess-the-picture.e2e.ts: more time than a journey of one app.
test.describe.configure({ timeout: 180_000 });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };

/**
 * The questions in the order players are asked them, the journey's player's pick (right, right, wrong:
 * a score of 2) and the popup that pick shows; the popups no one sees keep their default texts.
 */
const QUESTIONS = [
  {
    text: 'Which colour is the sky?',
    answers: ['Green', 'Blue', 'Red'],
    correct: 1,
    pick: 1,
    popups: { right: { title: 'Right 1', text: 'Well spotted, question 1.' } },
  },
  {
    text: 'How many legs has a spider?',
    answers: ['Eight', 'Six', 'Four'],
    correct: 0,
    pick: 0,
    popups: { right: { title: 'Right 2', text: 'Well spotted, question 2.' } },
  },
  {
    text: 'Which one is a fruit?',
    answers: ['Carrot', 'Apple', 'Potato'],
    correct: 1,
    pick: 0,
    popups: { wrong: { title: 'Wrong 3', text: 'Not this time, question 3.' } },
  },
] as const satisfies readonly (WrittenQuestion & { pick: number })[];

/**
 * As editor@demo.test through the API, what other journeys cover in the UI: a new one-language quiz
 * (the wizard's journey) and a prize pool of three voucher codes (the prizes page's journey).
 */
async function seedQuizAndPool(request: APIRequestContext, name: string) {
  const headers = await bearerFor(request);
  const created = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType: 'quiz', languages: ['en'], registrationType: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = ((await created.json()).data as { campaign: SeededCampaign }).campaign;

  const poolName = `${name} vouchers`;
  const pool = await request.post('/api/v1/prizes/pools', { headers, data: { name: poolName, hasCodes: true } });
  expect(pool.status(), await pool.text()).toBe(201);
  const poolId = ((await pool.json()).data as { id: string }).id;
  const codes = await request.post(`/api/v1/prizes/pools/${poolId}/codes/generate`, {
    headers,
    data: { pattern: 'QUIZ-XXXX####', count: 3 },
  });
  expect(codes.ok(), await codes.text()).toBe(true);
  return { campaign, poolName };
}

/**
 * In the builder as the editor: writes the three questions with their answers, correct answers and
 * popups (out of order, then moves one into place, after adding and removing a fourth), gives the
 * top-score result the pool at 100 %, saves and publishes now. Answers the campaign's public path.
 */
async function buildAndPublish(page: Page, campaign: SeededCampaign, name: string, poolName: string) {
  await logInAs(page, 'EDITOR');
  await openQuizEditor(page, campaign.id);
  // Written as 1, 3, 2: moving the third up below makes the order players are asked.
  for (const [position, question] of [QUESTIONS[0], QUESTIONS[2], QUESTIONS[1]].entries()) {
    await writeQuestion(page, position + 1, question);
  }
  // The quiz's own editor (the generated settings form and the builder around it have tests of their own).
  await expectNoAxeViolations(page, 'the quiz editor', '[data-testid="quiz-question"], [data-testid="quiz-outcome"]');

  // A fourth question is added at the end, then removed after the question.
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(questionCards(page)).toHaveCount(4);
  await questionCard(page, 4).getByRole('button', { name: 'Remove question 4' }).click();
  await expect(page.getByRole('dialog')).toContainText('Remove question 4');
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(questionCards(page)).toHaveCount(3);

  // The third question moves up to second place, with its answers, correct answer and popups.
  await questionCard(page, 3).getByRole('button', { name: 'Move question 3 up' }).click();
  const second = questionCard(page, 2);
  await expect(second.getByRole('textbox', { name: 'Question 2 (EN)' })).toHaveValue(QUESTIONS[1].text);
  await expect(second.getByRole('radio', { name: 'Answer 1 is correct' })).toBeChecked();
  await expect(second.getByRole('textbox', { name: 'After a correct answer: title (EN)' })).toHaveValue('Right 2');

  // Scores 2 and 3 (the default second result) win a voucher, always.
  const top = page.getByRole('group', { name: 'Result 2', exact: true });
  await expect(top.getByRole('textbox', { name: 'Result 2: from score' })).toHaveValue('2');
  await expect(top.getByRole('textbox', { name: 'Result 2: to score' })).toHaveValue('3');
  await top.getByRole('textbox', { name: 'Title (EN)' }).fill('Sky watcher');
  await top.getByRole('textbox', { name: 'Prize', exact: true }).click();
  await page.getByRole('option', { name: `${poolName} (3 of 3 left)` }).click();
  await top.getByRole('textbox', { name: 'Chance of winning' }).fill('100');
  await saveBuilder(page);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Publish "${name}"` });
  await expect(dialog.getByRole('list', { name: 'Before publishing' })).toBeVisible();
  await expect(dialog.getByTestId('checklist-error')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog.getByText('The campaign is live (release 1).')).toBeVisible();
  const path = `/p/${campaign.slug}`;
  await expect(dialog.getByRole('link', { name: /\/p\// })).toHaveAttribute('href', new RegExp(`${path}$`));
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  return path;
}

test('an editor builds and publishes a three-question quiz in the builder; a player on a phone answers by keyboard only, sees each popup, and wins the voucher its score gives', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Quiz journey ${Date.now()}`;
  const { campaign, poolName } = await seedQuizAndPool(page.request, name);
  const path = await buildAndPublish(page, campaign, name, poolName);
  const email = `quiz.${Date.now()}@example.com`;

  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB', reducedMotion: 'reduce' });
  const player = await context.newPage();
  await player.goto(path);
  await expect(player.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');

  await registerByKeyboard(player, email, 'Quinn');

  // The quiz's own start button opens the play.
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
  await tabTo(player, 'Start');
  await player.keyboard.press('Enter');

  // Right, right, wrong: a score of 2, which the second result gives a voucher for.
  for (const [q, question] of QUESTIONS.entries()) {
    const { text, answers, correct, pick } = question;
    const heading = player.getByRole('heading', { name: text });
    await expect(heading).toBeFocused();
    await expect(player.getByText(`Question ${q + 1} of 3`)).toBeVisible();
    if (q === 0) await expectNoAxeViolations(player, 'a quiz question');
    await tabTo(player, answers[pick]);
    await player.keyboard.press(q === 1 ? 'Space' : 'Enter');

    const isRight = pick === correct;
    const feedback = player.locator('.gcq-feedback');
    await expect(feedback).toContainText(isRight ? 'Correct!' : 'Incorrect');
    // The popup the editor wrote for this question and this verdict.
    const popup = 'right' in question.popups ? question.popups.right : question.popups.wrong;
    await expect(feedback.getByRole('heading', { name: popup.title })).toBeVisible();
    await expect(feedback).toContainText(popup.text);
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

  // The editor, still logged in, finds the lead, its outcome and score, the prize and its voucher code in the export.
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('table', { name: 'Leads' }).getByText(email)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = (await readFile(await (await downloading).path())).toString('utf8');
  const row = csv.split('\r\n').find((line) => line.includes(email));
  expect(row).toContain(poolName);
  expect(row).toContain(voucher);
  expect(row).toContain('Sky watcher · You scored 2 of 3');
});
