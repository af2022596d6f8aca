import { z } from 'zod';
import type { GameResult, RandomBelow } from '../core/game-server.ts';
import type { Texts } from '../quiz/question-schemas.ts';
import { FREE_TEXT_MAX, hasAnswers, SURVEY_ANSWERS_MAX, type SurveyQuestion } from './survey-schemas.ts';

/** One question's answer as stored with the play: the picked answers, or the typed text; both empty: skipped. */
export type SurveyAnswer = {
  readonly questionId: string;
  readonly answerIds: readonly string[];
  readonly text: string;
};

/** A survey play's state: the questions in the order asked (answers as shown), and the answers so far. */
export type SurveyPlayState = {
  readonly asked: readonly { readonly questionId: string; readonly answerIds: readonly string[] }[];
  readonly answers: readonly SurveyAnswer[];
};

/**
 * One step: the answer to the question at the step's index. A choice sends the ids it picked (a single
 * choice or scale exactly one), a free text its text; an optional question may send neither.
 */
export const surveyStepSchema = z.strictObject({
  answerIds: z.array(z.string().min(1).max(64)).max(SURVEY_ANSWERS_MAX).default([]),
  text: z
    .string()
    .max(FREE_TEXT_MAX, { error: `A free-text answer has at most ${FREE_TEXT_MAX} characters` })
    .default(''),
});
export type SurveyStep = z.infer<typeof surveyStepSchema>;

/** Why a step is refused: a stable code the platform passes on. */
export type SurveyStepRefusal =
  | 'outOfOrder'
  | 'afterLast'
  | 'alreadyAnswered'
  | 'unknownQuestion'
  | 'unknownAnswer'
  | 'duplicateAnswer'
  | 'answerRequired'
  | 'tooFewAnswers'
  | 'tooManyAnswers'
  | 'textNotExpected'
  | 'answersNotExpected';

type Settings = { shuffleQuestions: boolean; questions: readonly SurveyQuestion[] };

function shuffled<T>(items: readonly T[], randomBelow: RandomBelow): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

/**
 * Opens a play: every question, by orderNumber (shuffled when shuffleQuestions is on), each one's
 * answers in list order (shuffled when its shuffleAnswers is on; a scale keeps its order, or it would
 * be no scale). A survey hides nothing, so the view carries what the Player needs to show and check.
 */
export function openSurvey(settings: Settings, randomBelow: RandomBelow) {
  const ordered = settings.questions
    .map((question, index) => ({ question, index }))
    .sort((a, b) => a.question.orderNumber - b.question.orderNumber || a.index - b.index)
    .map(({ question }) => question);
  const questions = settings.shuffleQuestions ? shuffled(ordered, randomBelow) : ordered;
  const asked = questions.map((question) => {
    const answers = hasAnswers(question.type) ? question.answers : [];
    const isShuffled = question.shuffleAnswers && question.type !== 'SCALE';
    return { question, answers: isShuffled ? shuffled(answers, randomBelow) : answers };
  });
  const state: SurveyPlayState = {
    asked: asked.map(({ question, answers }) => ({ questionId: question.id, answerIds: answers.map((a) => a.id) })),
    answers: [],
  };
  const view = {
    questions: asked.map(({ question, answers }) => ({
      id: question.id,
      type: question.type,
      text: question.text,
      imageUrl: question.showImage ? question.imageUrl : ({} as Texts),
      isMandatory: question.answerMandatory,
      minAnswers: question.type === 'MULTI_CHOICE' ? question.minAnswersTreshold : 1,
      maxAnswers: question.type === 'MULTI_CHOICE' ? question.maxAnswersTreshold : 1,
      answers: answers.map(({ id, text, imageUrl }) => ({ id, text, imageUrl })),
    })),
    outOf: asked.length,
  };
  return { state, view: view satisfies GameResult };
}

/** The answer as stored: ids without repeats in the order sent, text trimmed. */
function normalised(question: SurveyQuestion, step: SurveyStep): SurveyAnswer {
  return { questionId: question.id, answerIds: step.answerIds, text: step.text.trim() };
}

/** Checks one answer against its question as asked; null when it fits. */
export function refusalOf(
  question: SurveyQuestion,
  shownAnswerIds: readonly string[],
  answer: SurveyAnswer,
): SurveyStepRefusal | null {
  const { answerIds, text } = answer;
  const isEmpty = answerIds.length === 0 && text === '';
  if (isEmpty) return question.answerMandatory ? 'answerRequired' : null;
  if (question.type === 'FREE_TEXT') return answerIds.length > 0 ? 'answersNotExpected' : null;
  if (text !== '') return 'textNotExpected';
  if (new Set(answerIds).size !== answerIds.length) return 'duplicateAnswer';
  if (answerIds.some((id) => !shownAnswerIds.includes(id))) return 'unknownAnswer';
  const [min, max] =
    question.type === 'MULTI_CHOICE' ? [question.minAnswersTreshold, question.maxAnswersTreshold] : [1, 1];
  if (answerIds.length > max) return 'tooManyAnswers';
  if (answerIds.length < min) return 'tooFewAnswers';
  return null;
}

const isSameAnswer = (a: SurveyAnswer, b: SurveyAnswer) =>
  a.text === b.text && a.answerIds.length === b.answerIds.length && a.answerIds.every((id, i) => b.answerIds[i] === id);

export type TakenSurveyStep =
  | { ok: true; state: SurveyPlayState; feedback: GameResult; isLast: boolean }
  | { ok: false; reason: SurveyStepRefusal };

/**
 * Takes the answer to the question at `index`: only the next unanswered one, checked against the
 * published question (its type, its answers as shown, the bounds, whether it is mandatory). The same
 * answer again for an answered question is a replay (same feedback, state unchanged); another answer
 * is refused, so a question is answered once.
 */
export function takeSurveyAnswer(
  settings: Settings,
  state: SurveyPlayState,
  index: number,
  step: SurveyStep,
): TakenSurveyStep {
  const { asked, answers } = state;
  if (!Number.isInteger(index) || index < 0 || index > answers.length) return { ok: false, reason: 'outOfOrder' };
  if (index >= asked.length) return { ok: false, reason: 'afterLast' };
  const question = settings.questions.find((candidate) => candidate.id === asked[index].questionId);
  if (!question) return { ok: false, reason: 'unknownQuestion' };
  const answer = normalised(question, step);
  const feedback = { questionId: question.id };
  const isLast = index === asked.length - 1;
  if (index < answers.length) {
    return isSameAnswer(answers[index], answer)
      ? { ok: true, state, feedback, isLast }
      : { ok: false, reason: 'alreadyAnswered' };
  }
  const refusal = refusalOf(question, asked[index].answerIds, answer);
  if (refusal) return { ok: false, reason: refusal };
  return { ok: true, state: { asked, answers: [...answers, answer] }, feedback, isLast };
}
