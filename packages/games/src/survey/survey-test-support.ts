import fc from 'fast-check';
import type { FinishAnswer, MultiStepGameServer } from '../core/game-server.ts';
import type { SurveySettings } from './definition.ts';
import { SURVEY_DEFAULTS } from './definition.ts';
import { SURVEY_QUESTION_TYPES, type SurveyQuestion } from './survey-schemas.ts';
import type { SurveyStep } from './survey-steps.ts';

export { seededRandomBelow } from '../core/seeded-random.ts';

type ViewQuestion = { id: string; type: string; isMandatory: boolean; minAnswers: number; answers: { id: string }[] };

/** A valid answer to a question as the view shows it: the first `min` answers, or a text. */
export function validAnswer(question: ViewQuestion): SurveyStep {
  if (question.type === 'FREE_TEXT') return { answerIds: [], text: 'More colours, please.' };
  return { answerIds: question.answers.slice(0, question.minAnswers).map((answer) => answer.id), text: '' };
}

/** Answers every question of a play the way a player may, and finishes it (the registry tests). */
export function answerEverything(server: MultiStepGameServer, settings: unknown): FinishAnswer {
  const { steps } = server;
  let { state, view } = steps.open(settings, () => 0);
  const questions = (view as { questions: ViewQuestion[] }).questions;
  questions.forEach((question, index) => {
    const taken = steps.take(settings, state, index, steps.stepSchema.parse(validAnswer(question)));
    if (!taken.ok) throw new Error(`survey step ${index}: ${taken.reason}`);
    state = taken.state;
  });
  return steps.finish(settings, state, 0, () => 0);
}

const answerArb = (id: string) => fc.constant({ id, text: { en: id }, imageUrl: null });

/** A valid survey question of any type, with 2–6 answers and bounds that fit them. */
const questionArb = (index: number): fc.Arbitrary<SurveyQuestion> =>
  fc
    .record({
      type: fc.constantFrom(...SURVEY_QUESTION_TYPES),
      count: fc.integer({ min: 2, max: 6 }),
      isMandatory: fc.boolean(),
      shuffleAnswers: fc.boolean(),
      bounds: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
    })
    .chain(({ type, count, isMandatory, shuffleAnswers, bounds }) => {
      const [low, high] = [Math.min(...bounds, count), Math.min(Math.max(...bounds), count)];
      return fc.tuple(...Array.from({ length: count }, (_, a) => answerArb(`q${index}-a${a}`))).map((answers) => ({
        id: `q${index}`,
        orderNumber: index,
        type,
        text: { en: `Question ${index}` },
        imageUrl: {},
        showImage: false,
        answers,
        answerMandatory: isMandatory,
        minAnswersTreshold: low,
        maxAnswersTreshold: high,
        shuffleAnswers,
      }));
    });

/** A valid survey of 1–6 questions. */
export const surveyArb: fc.Arbitrary<SurveySettings> = fc
  .integer({ min: 1, max: 6 })
  .chain((count) =>
    fc.record({
      shuffleQuestions: fc.boolean(),
      questions: fc.tuple(...Array.from({ length: count }, (_, q) => questionArb(q))),
    }),
  )
  .map(({ shuffleQuestions, questions }) => ({ ...SURVEY_DEFAULTS, shuffleQuestions, questions }));
