import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A question as the marketer writes it in the builder's quiz editor (one language: EN). */
export type WrittenQuestion = {
  text: string;
  /** The first answers' texts; the question's other answers keep their defaults. */
  answers: readonly string[];
  /** 0-based place of the correct answer in `answers`. */
  correct: number;
  /** The popups after a right and after a wrong answer; without them the defaults stay. */
  popups?: { right: { title: string; text: string }; wrong: { title: string; text: string } };
};

/** The builder's card of the question at `position` (1-based, as the marketer counts). */
export const questionCard = (page: Page, position: number): Locator =>
  page.getByRole('group', { name: `Question ${position}`, exact: true });

/** Every question card of the builder's quiz editor. */
export const questionCards = (page: Page): Locator => page.getByTestId('quiz-question');

/** Types a question, its answers, its correct answer and (when given) its popups into the card at `position`. */
export async function writeQuestion(page: Page, position: number, question: WrittenQuestion): Promise<void> {
  const card = questionCard(page, position);
  await card.getByRole('textbox', { name: `Question ${position} (EN)` }).fill(question.text);
  for (const [a, answer] of question.answers.entries()) {
    await card.getByRole('textbox', { name: `Answer ${a + 1} (EN)` }).fill(answer);
  }
  await card.getByRole('radio', { name: `Answer ${question.correct + 1} is correct` }).check();
  if (!question.popups) return;
  const { right, wrong } = question.popups;
  await card.getByRole('textbox', { name: 'After a correct answer: title (EN)' }).fill(right.title);
  await card.getByRole('textbox', { name: 'After a correct answer: text (EN)' }).fill(right.text);
  await card.getByRole('textbox', { name: 'After an incorrect answer: title (EN)' }).fill(wrong.title);
  await card.getByRole('textbox', { name: 'After an incorrect answer: text (EN)' }).fill(wrong.text);
}

/** Saves the builder's changes and waits until they are stored. */
export async function saveBuilder(page: Page): Promise<void> {
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(save).toBeDisabled();
}
