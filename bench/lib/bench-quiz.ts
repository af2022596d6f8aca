import { QUIZ_DEFAULTS, type QuizSettings } from '@gc/games/quiz/definition';

/**
 * A quiz of `questionCount` questions (the default question's texts and popups, three answers each,
 * the first one correct), every question asked (`questionsLimitEnabled` off, no shuffling), and two
 * outcomes: a score below full gives nothing, the full score gives `poolId` at `oddsBp`.
 */
export function benchQuizSettings(questionCount: number, poolId: string, oddsBp: number): QuizSettings {
  const [template] = QUIZ_DEFAULTS.questions;
  const [low, high] = QUIZ_DEFAULTS.outcomes;
  const questions = Array.from({ length: questionCount }, (_, index) => {
    const q = index + 1;
    return {
      ...template,
      id: `question-${q}`,
      orderNumber: index,
      answers: template.answers.map((answer, a) => ({ ...answer, id: `answer-${q}-${a + 1}` })),
      correctAnswerId: `answer-${q}-1`,
    };
  });
  return {
    ...QUIZ_DEFAULTS,
    questionsLimitEnabled: false,
    shuffleQuestions: false,
    shuffleAnswers: false,
    questions,
    outcomes: [
      { ...low, downThreshold: 0, upThreshold: questionCount - 1, poolId: null, oddsBp: 0 },
      { ...high, downThreshold: questionCount, upThreshold: questionCount, poolId, oddsBp },
    ],
  };
}
