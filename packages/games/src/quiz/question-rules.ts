import type { QuestionFlow } from './question-schemas.ts';

type Issues = { addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void };
type WithId = { id: string };

/** Reports the second and later items of a list whose id an earlier item has. */
function uniqueIds(items: readonly WithId[], path: (string | number)[], ctx: Issues) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [...path, index, 'id'], message: 'This id is taken' });
    seen.add(item.id);
  });
}

type Questions<Q extends WithId & { answers: readonly WithId[] }> = QuestionFlow & { questions: readonly Q[] };

/** Ids unique among questions and among each question's answers; a limit no larger than the questions. */
export function checkQuestions<Q extends WithId & { answers: readonly WithId[] }>(settings: Questions<Q>, ctx: Issues) {
  uniqueIds(settings.questions, ['questions'], ctx);
  settings.questions.forEach((question, index) => {
    uniqueIds(question.answers, ['questions', index, 'answers'], ctx);
  });
  if (settings.questionsLimitEnabled && settings.questionsLimit > settings.questions.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['questionsLimit'],
      message: 'The question limit is larger than the number of questions',
    });
  }
}

type Quiz = Questions<WithId & { answers: readonly WithId[]; correctAnswerId: string | null }> & {
  outcomes: readonly (WithId & { downThreshold: number; upThreshold: number })[];
};

/** A correct answer among the question's answers; outcome thresholds ordered and within 0..questions. */
export function checkQuiz(settings: Quiz, ctx: Issues) {
  checkQuestions(settings, ctx);
  settings.questions.forEach((question, index) => {
    const { correctAnswerId } = question;
    if (correctAnswerId !== null && !question.answers.some((answer) => answer.id === correctAnswerId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions', index, 'correctAnswerId'],
        message: 'The correct answer is not one of the question’s answers',
      });
    }
  });
  uniqueIds(settings.outcomes, ['outcomes'], ctx);
  const count = settings.questions.length;
  settings.outcomes.forEach((outcome, index) => {
    if (outcome.downThreshold > outcome.upThreshold) {
      ctx.addIssue({
        code: 'custom',
        path: ['outcomes', index, 'downThreshold'],
        message: 'The lower threshold is above the upper one',
      });
    }
    if (outcome.upThreshold > count) {
      ctx.addIssue({
        code: 'custom',
        path: ['outcomes', index, 'upThreshold'],
        message: 'The upper threshold is above the number of questions',
      });
    }
  });
}

type PersonalityTest = Questions<WithId & { answers: readonly (WithId & { personalityId: string | null })[] }> & {
  personalities: readonly WithId[];
};

/** Personality ids unique, and every answer's personality one of them (or none yet). */
export function checkPersonalityTest(settings: PersonalityTest, ctx: Issues) {
  checkQuestions(settings, ctx);
  uniqueIds(settings.personalities, ['personalities'], ctx);
  const known = new Set(settings.personalities.map((personality) => personality.id));
  settings.questions.forEach((question, q) => {
    question.answers.forEach((answer, a) => {
      if (answer.personalityId !== null && !known.has(answer.personalityId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', q, 'answers', a, 'personalityId'],
          message: 'This personality does not exist',
        });
      }
    });
  });
}
