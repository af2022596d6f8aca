import { newItemId } from '../quiz/editor-lists.ts';
import { newAnswer } from '../quiz/editor-questions.ts';
import type { SurveyQuestion, SurveyQuestionType } from './survey-schemas.ts';

/** A new question added in the builder: a single choice of two answers the marketer then writes. */
export function newSurveyQuestion(orderNumber: number, makeId: () => string = newItemId): SurveyQuestion {
  return {
    id: makeId(),
    orderNumber,
    type: 'SINGLE_CHOICE',
    text: {},
    imageUrl: {},
    showImage: false,
    answers: [newAnswer(makeId), newAnswer(makeId)],
    answerMandatory: true,
    minAnswersTreshold: 1,
    maxAnswersTreshold: 1,
    shuffleAnswers: false,
  };
}

/**
 * A question with another type. A choice needs two answers to pick from (added empty when it had fewer,
 * e.g. coming from a free text); a multiple choice's bounds are brought inside its answers.
 */
export function withType(question: SurveyQuestion, type: SurveyQuestionType, makeId: () => string = newItemId) {
  const answers = [...question.answers];
  if (type !== 'FREE_TEXT') while (answers.length < 2) answers.push(newAnswer(makeId));
  return withBounds({ ...question, type, answers });
}

/** The multiple choice's bounds kept within 1..answers and min ≤ max, as the schema asks. */
export function withBounds(question: SurveyQuestion): SurveyQuestion {
  const count = Math.max(1, question.answers.length);
  const max = Math.min(Math.max(1, question.maxAnswersTreshold), count);
  const min = Math.min(Math.max(1, question.minAnswersTreshold), max);
  return max === question.maxAnswersTreshold && min === question.minAnswersTreshold
    ? question
    : { ...question, minAnswersTreshold: min, maxAnswersTreshold: max };
}

/** A question without one answer, its bounds following. */
export function withoutSurveyAnswer(question: SurveyQuestion, answerId: string): SurveyQuestion {
  return withBounds({ ...question, answers: question.answers.filter((answer) => answer.id !== answerId) });
}
