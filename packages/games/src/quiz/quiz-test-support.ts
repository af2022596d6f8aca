import fc from 'fast-check';
import { QUIZ_DEFAULTS, type QuizSettings } from './definition.ts';
import type { QuizQuestion } from './question-schemas.ts';

export { seededRandomBelow } from '../core/seeded-random.ts';

const popup = (title: string) => ({ title: { en: title }, text: { en: `${title} text` } });

/** A question with `answers` answers whose `correct`-th is correct (ids unique across questions). */
export function question(q: number, answers: number, correct: number): QuizQuestion {
  return {
    id: `q${q}`,
    orderNumber: q,
    text: { en: `Question ${q}` },
    imageUrl: {},
    answers: Array.from({ length: answers }, (_, a) => ({ id: `q${q}a${a}`, text: { en: `A${a}` }, imageUrl: null })),
    correctAnswerId: `q${q}a${correct}`,
    correctPopup: popup(`RIGHT-${q}`),
    incorrectPopup: popup(`WRONG-${q}`),
  };
}

/** Any valid quiz: 1–10 questions of 2–6 answers, any flow switches, outcomes covering 0…n in bands. */
export const quizArb: fc.Arbitrary<QuizSettings> = fc
  .record({
    shapes: fc.array(
      fc
        .integer({ min: 2, max: 6 })
        .chain((answers) =>
          fc.record({ answers: fc.constant(answers), correct: fc.integer({ min: 0, max: answers - 1 }) }),
        ),
      { minLength: 1, maxLength: 10 },
    ),
    shuffleQuestions: fc.boolean(),
    shuffleAnswers: fc.boolean(),
    popupsEnabled: fc.boolean(),
    questionsLimitEnabled: fc.boolean(),
    limit: fc.integer({ min: 1, max: 10 }),
    cuts: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 4 }),
  })
  .map(({ shapes, limit, cuts, ...flow }) => {
    const count = shapes.length;
    const bounds = [...new Set(cuts.filter((cut) => cut <= count))].sort((a, b) => a - b);
    const starts = [0, ...bounds];
    return {
      ...QUIZ_DEFAULTS,
      ...flow,
      questionsLimit: Math.min(limit, count),
      questions: shapes.map((shape, q) => question(q, shape.answers, shape.correct)),
      outcomes: starts.map((start, o) => ({
        ...QUIZ_DEFAULTS.outcomes[0],
        id: `outcome-${o}`,
        downThreshold: start,
        upThreshold: (starts[o + 1] ?? count + 1) - 1,
      })),
    };
  });
