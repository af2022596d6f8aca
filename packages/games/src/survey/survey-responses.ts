import type { ResponseAnswers, ResponseQuestion } from '../core/game-definition.ts';
import { inOrder } from '../quiz/editor-lists.ts';
import { valueIn } from '../quiz/summary-parts.ts';
import { hasAnswers, type SurveyQuestion, type SurveyQuestionType } from './survey-schemas.ts';

const KINDS: Record<SurveyQuestionType, ResponseQuestion['kind']> = {
  SINGLE_CHOICE: 'single',
  MULTI_CHOICE: 'multiple',
  SCALE: 'scale',
  FREE_TEXT: 'text',
};

/**
 * The survey's questions for its results view and export, in the order the marketer set (not a play's
 * shuffled order), answers in list order; a question without a text in either language is named by
 * its number, so that no column of the export is headed by nothing.
 */
export function surveyResponseQuestions(
  settings: { questions: readonly SurveyQuestion[] },
  language: string,
  fallbackLanguage: string,
): ResponseQuestion[] {
  return inOrder(settings.questions).map((question, index) => ({
    id: question.id,
    kind: KINDS[question.type],
    text: valueIn(question.text, language, fallbackLanguage) ?? `${index + 1}`,
    options: hasAnswers(question.type)
      ? question.answers.map((answer, a) => ({
          id: answer.id,
          text: valueIn(answer.text, language, fallbackLanguage) ?? `${a + 1}`,
        }))
      : [],
  }));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A survey play's answers from its state (survey-steps' SurveyPlayState), read defensively. */
export function surveyResponseAnswers(state: unknown): ResponseAnswers | null {
  if (!isRecord(state) || !Array.isArray(state.answers)) return null;
  const answers: Record<string, { optionIds: string[]; text: string }> = {};
  for (const answer of state.answers) {
    if (!isRecord(answer) || typeof answer.questionId !== 'string') continue;
    const optionIds = Array.isArray(answer.answerIds)
      ? answer.answerIds.filter((id): id is string => typeof id === 'string')
      : [];
    answers[answer.questionId] = { optionIds, text: typeof answer.text === 'string' ? answer.text : '' };
  }
  return answers;
}
