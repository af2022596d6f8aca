import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A question as the marketer writes it in the builder's quiz editor (one language: EN). */
export type WrittenQuestion = {
  text: string;
  /** The first answers' texts; the question's other answers keep their defaults. */
  answers: readonly string[];
  /** 0-based place of the correct answer in `answers`. */
  correct: number;
  /** The popup after a right and the one after a wrong answer; a popup not given keeps its default texts. */
  popups?: { right?: PopupTexts; wrong?: PopupTexts };
};

type PopupTexts = { title: string; text: string };

/** The builder's card of the question at `position` (1-based, as the marketer counts). */
export const questionCard = (page: Page, position: number): Locator =>
  page.getByRole('group', { name: `Question ${position}`, exact: true });

/** Every question card of the builder's quiz editor. */
export const questionCards = (page: Page): Locator => page.getByTestId('quiz-question');

/**
 * Opens the builder's Game section of a question game and waits for its editor, loaded lazily: on a
 * busy machine it may come after the default 10 s. §9: a new quiz has three questions.
 */
export async function openQuizEditor(page: Page, campaignId: string): Promise<void> {
  await page.goto(`/builder/${campaignId}?section=game`);
  await expect(questionCards(page)).toHaveCount(3, { timeout: 30_000 });
}

/** Types a question, its answers, its correct answer and the popups given into the card at `position`. */
export async function writeQuestion(page: Page, position: number, question: WrittenQuestion): Promise<void> {
  const card = questionCard(page, position);
  await card.getByRole('textbox', { name: `Question ${position} (EN)` }).fill(question.text);
  for (const [a, answer] of question.answers.entries()) {
    await card.getByRole('textbox', { name: `Answer ${a + 1} (EN)` }).fill(answer);
  }
  await card.getByRole('radio', { name: `Answer ${question.correct + 1} is correct` }).check();
  for (const [verdict, popup] of [
    ['a correct', question.popups?.right],
    ['an incorrect', question.popups?.wrong],
  ] as const) {
    if (!popup) continue;
    await card.getByRole('textbox', { name: `After ${verdict} answer: title (EN)` }).fill(popup.title);
    await card.getByRole('textbox', { name: `After ${verdict} answer: text (EN)` }).fill(popup.text);
  }
}

/** Saves the builder's changes and waits until they are stored. */
export async function saveBuilder(page: Page): Promise<void> {
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(save).toBeDisabled();
}
