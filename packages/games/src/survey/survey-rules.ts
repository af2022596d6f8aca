import type { z } from 'zod';
import { hasAnswers, SURVEY_ANSWERS_MIN, type SurveyQuestion } from './survey-schemas.ts';

/**
 * The rules one field cannot say: ids unique (questions in the survey, answers in their question), a
 * question players pick from has at least two answers, and a multiple choice's bounds fit its answers.
 */
export function checkSurvey(settings: { questions: readonly SurveyQuestion[] }, context: z.RefinementCtx) {
  const questionIds = new Set<string>();
  settings.questions.forEach((question, q) => {
    const path = ['questions', q];
    if (questionIds.has(question.id)) {
      context.addIssue({ code: 'custom', path: [...path, 'id'], message: 'Two questions have the same id' });
    }
    questionIds.add(question.id);
    const answerIds = new Set<string>();
    question.answers.forEach((answer, a) => {
      if (answerIds.has(answer.id)) {
        context.addIssue({
          code: 'custom',
          path: [...path, 'answers', a, 'id'],
          message: 'Two answers have the same id',
        });
      }
      answerIds.add(answer.id);
    });
    if (!hasAnswers(question.type)) return;
    if (question.answers.length < SURVEY_ANSWERS_MIN) {
      context.addIssue({
        code: 'custom',
        path: [...path, 'answers'],
        message: `Question ${q + 1} needs at least ${SURVEY_ANSWERS_MIN} answers to choose from`,
      });
    }
    if (question.type !== 'MULTI_CHOICE') return;
    if (question.minAnswersTreshold > question.maxAnswersTreshold) {
      context.addIssue({
        code: 'custom',
        path: [...path, 'minAnswersTreshold'],
        message: `Question ${q + 1} asks for at least ${question.minAnswersTreshold} answers but allows at most ${question.maxAnswersTreshold}`,
      });
    }
    if (question.maxAnswersTreshold > question.answers.length) {
      context.addIssue({
        code: 'custom',
        path: [...path, 'maxAnswersTreshold'],
        message: `Question ${q + 1} allows ${question.maxAnswersTreshold} answers but has only ${question.answers.length}`,
      });
    }
  });
}
