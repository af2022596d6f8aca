import type { Page } from '@playwright/test';
import { bearerFor } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';

const question = (page: Page, position: number) =>
  page.getByRole('group', { name: `Question ${position}`, exact: true });
const questions = (page: Page) => page.getByTestId('quiz-question');

test.describe.configure({ timeout: 90_000 });

test('an editor writes a three-question quiz in the builder: texts, the correct answers, an added and a removed question, reordering', async ({
  page,
  request,
}) => {
  const headers = await bearerFor(request);
  const created = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name: `Quiz editor ${Date.now()}`, campaignType: 'quiz', languages: ['en'], registrationType: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()).data as { campaign: { id: string } }).campaign.id;

  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaignId}?section=game`);
  // §9: a new quiz has three questions.
  await expect(questions(page)).toHaveCount(3);

  const texts = [
    { question: 'Which colour is the sky?', answers: ['Green', 'Blue'], correct: 2 },
    { question: 'How many legs has a spider?', answers: ['Eight', 'Six'], correct: 1 },
    { question: 'Which is a fruit?', answers: ['Carrot', 'Apple'], correct: 2 },
  ];
  for (const [index, { question: text, answers, correct }] of texts.entries()) {
    const card = question(page, index + 1);
    await card.getByRole('textbox', { name: `Question ${index + 1} (EN)` }).fill(text);
    for (const [a, answer] of answers.entries()) {
      await card.getByRole('textbox', { name: `Answer ${a + 1} (EN)` }).fill(answer);
    }
    await card.getByRole('radio', { name: `Answer ${correct} is correct` }).check();
  }
  // The quiz's own editor (the generated settings form and the builder around it have tests of their own).
  await expectNoAxeViolations(page, 'the quiz editor', '[data-testid="quiz-question"], [data-testid="quiz-outcome"]');

  // A fourth question is added at the end, then removed after the question.
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(questions(page)).toHaveCount(4);
  await question(page, 4).getByRole('button', { name: 'Remove question 4' }).click();
  await expect(page.getByRole('dialog')).toContainText('Remove question 4');
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(questions(page)).toHaveCount(3);

  // The third question moves up to second place.
  await question(page, 3).getByRole('button', { name: 'Move question 3 up' }).click();
  await expect(question(page, 2).getByRole('textbox', { name: 'Question 2 (EN)' })).toHaveValue('Which is a fruit?');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.reload();
  await expect(questions(page)).toHaveCount(3);
  await expect(question(page, 2).getByRole('textbox', { name: 'Question 2 (EN)' })).toHaveValue('Which is a fruit?');
  await expect(question(page, 2).getByRole('radio', { name: 'Answer 2 is correct' })).toBeChecked();

  const saved = await request.get(`/api/v1/games/quiz/game-settings/${campaignId}`, { headers });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { settings } = (await saved.json()).data as {
    settings: { questions: { text: { en: string }; answers: { id: string }[]; correctAnswerId: string }[] };
  };
  expect(settings.questions.map((q) => q.text.en)).toEqual([texts[0].question, texts[2].question, texts[1].question]);
  expect(settings.questions.map((q) => q.answers.findIndex((a) => a.id === q.correctAnswerId) + 1)).toEqual([2, 2, 1]);
});
