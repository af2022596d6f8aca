import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guessThePictureServer } from '../guess-the-picture/server.ts';
import { QUIZ_DEFAULTS, type QuizSettings } from './definition.ts';
import { quizPublicSettings } from './question-public.ts';
import type { QuestionPlayState } from './question-steps.ts';
import { scoreOf } from './quiz-scoring.ts';
import { quizArb, seededRandomBelow } from './quiz-test-support.ts';
import { quizServer } from './server.ts';

const { open, take, finish } = quizServer.steps;
const POOL = '00000000-0000-4000-8000-000000000001';

/** The same quiz with every question's correct answer moved to another of its answers. */
function withOtherCorrectAnswers(settings: QuizSettings, shift: number): QuizSettings {
  return {
    ...settings,
    questions: settings.questions.map((question) => {
      const at = question.answers.findIndex((answer) => answer.id === question.correctAnswerId);
      const moved = question.answers[(at + 1 + (shift % (question.answers.length - 1))) % question.answers.length];
      return { ...question, correctAnswerId: moved.id };
    }),
  };
}

/** Answers every asked question with its `choices[i]`-th shown answer; returns the state and the feedbacks. */
function playThrough(settings: QuizSettings, state: QuestionPlayState, choices: readonly number[], upTo?: number) {
  const feedbacks: unknown[] = [];
  const count = upTo ?? state.asked.length;
  for (let index = 0; index < count; index++) {
    const { answerIds } = state.asked[index];
    const taken = take(settings, state, index, { answerId: answerIds[(choices[index] ?? 0) % answerIds.length] });
    if (!taken.ok) throw new Error(taken.reason);
    expect(taken.isLast).toBe(index === state.asked.length - 1);
    feedbacks.push(taken.feedback);
    state = taken.state;
  }
  return { state, feedbacks };
}

const SECRETS = ['correctAnswerId', 'isCorrect', 'RIGHT-', 'WRONG-', '"poolId"', 'oddsBp', 'personalityId'];
const leaks = (value: unknown) => SECRETS.filter((secret) => JSON.stringify(value).includes(secret));

describe('quiz server: what the player sees before answering', () => {
  it('opens with a view that holds nothing about correct answers and is the same whichever answers are correct', () => {
    fc.assert(
      fc.property(quizArb, fc.integer(), fc.nat(), (settings, seed, shift) => {
        const { view, state } = open(settings, seededRandomBelow(seed));
        expect(leaks(view)).toEqual([]);
        expect(open(withOtherCorrectAnswers(settings, shift), seededRandomBelow(seed)).view).toEqual(view);
        expect((view.questions as unknown[]).length).toBe(state.asked.length);
      }),
    );
  });

  it('gives feedback on a question that says nothing of the questions not yet answered', () => {
    fc.assert(
      fc.property(
        quizArb,
        fc.integer(),
        fc.nat(),
        fc.array(fc.nat(), { maxLength: 10 }),
        (settings, seed, shift, choices) => {
          const opened = open(settings, seededRandomBelow(seed)).state;
          const other = withOtherCorrectAnswers(settings, shift);
          // Only the questions after `answered` differ: the feedback so far must be the same.
          const answered = choices.length % (opened.asked.length + 1);
          const laterChanged: QuizSettings = {
            ...settings,
            questions: settings.questions.map((question) =>
              opened.asked.slice(0, answered).some((a) => a.questionId === question.id)
                ? question
                : (other.questions.find((q) => q.id === question.id) ?? question),
            ),
          };
          const a = playThrough(settings, opened, choices, answered);
          const b = playThrough(laterChanged, opened, choices, answered);
          expect(b.feedbacks).toEqual(a.feedbacks);
          const later = settings.questions.filter(
            (q) => !opened.asked.slice(0, answered).some((x) => x.questionId === q.id),
          );
          const text = JSON.stringify(a.feedbacks);
          for (const question of later) {
            expect(text).not.toContain(`"RIGHT-${question.id.slice(1)}"`);
            expect(text).not.toContain(`"WRONG-${question.id.slice(1)}"`);
            expect(text).not.toContain(`"${question.id}"`);
          }
        },
      ),
    );
  });

  it('publishes settings without correct answers, correctness popups or prizes', () => {
    fc.assert(
      fc.property(quizArb, fc.nat(), (settings, shift) => {
        const withPrize = { ...settings, outcomes: settings.outcomes.map((o) => ({ ...o, poolId: POOL, oddsBp: 10 })) };
        const published = quizPublicSettings(withPrize);
        expect(leaks(published)).toEqual([]);
        expect(quizPublicSettings(withOtherCorrectAnswers(withPrize, shift))).toEqual(published);
      }),
    );
  });
});

describe('quiz server: steps', () => {
  const { state } = open(QUIZ_DEFAULTS, () => 0);
  const first = state.asked[0];

  it('tells after each answer whether it was right, which answer was, and the popup when popups are on', () => {
    const wrong = take(QUIZ_DEFAULTS, state, 0, { answerId: first.answerIds[1] });
    expect(wrong).toMatchObject({ ok: true, isLast: false });
    if (!wrong.ok) return;
    expect(wrong.feedback).toEqual({
      questionId: 'question-1',
      answerId: 'answer-1-2',
      isCorrect: false,
      correctAnswerId: 'answer-1-1',
      popup: { title: { en: 'Not quite' }, text: { en: 'Better luck with the next one.' } },
    });
    const right = take({ ...QUIZ_DEFAULTS, popupsEnabled: false }, state, 0, { answerId: 'answer-1-1' });
    expect(right.ok && right.feedback).toEqual({
      questionId: 'question-1',
      answerId: 'answer-1-1',
      isCorrect: true,
      correctAnswerId: 'answer-1-1',
    });
  });

  it('refuses a step out of order, for an unknown answer, after the last, and a changed answer', () => {
    expect(take(QUIZ_DEFAULTS, state, 1, { answerId: state.asked[1].answerIds[0] })).toEqual({
      ok: false,
      reason: 'outOfOrder',
    });
    expect(take(QUIZ_DEFAULTS, state, -1, { answerId: first.answerIds[0] })).toEqual({
      ok: false,
      reason: 'outOfOrder',
    });
    expect(take(QUIZ_DEFAULTS, state, 0, { answerId: state.asked[1].answerIds[0] })).toEqual({
      ok: false,
      reason: 'unknownAnswer',
    });
    const done = playThrough(QUIZ_DEFAULTS, state, [0, 0, 0]).state;
    expect(take(QUIZ_DEFAULTS, done, 3, { answerId: first.answerIds[0] })).toEqual({ ok: false, reason: 'afterLast' });
    expect(take(QUIZ_DEFAULTS, done, 0, { answerId: first.answerIds[1] })).toEqual({
      ok: false,
      reason: 'alreadyAnswered',
    });
  });

  it('answers a replayed step with the same feedback and an unchanged state', () => {
    const once = take(QUIZ_DEFAULTS, state, 0, { answerId: first.answerIds[2] });
    if (!once.ok) throw new Error(once.reason);
    const again = take(QUIZ_DEFAULTS, once.state, 0, { answerId: first.answerIds[2] });
    expect(again).toEqual({ ...once, state: once.state });
    expect(again.ok && again.state).toBe(once.state);
  });

  it('takes only an answer id as a step: a score or an outcome is no step', () => {
    const { stepSchema } = quizServer.steps;
    expect(stepSchema.safeParse({ answerId: 'answer-1-1' }).success).toBe(true);
    expect(stepSchema.safeParse({ answerId: 'answer-1-1', score: 3 }).success).toBe(false);
    expect(stepSchema.safeParse({ outcomeId: 'outcome-2' }).success).toBe(false);
  });
});

describe('quiz server: finish', () => {
  it('computes score, outcome and prize from the settings and the state alone', () => {
    fc.assert(
      fc.property(
        quizArb,
        fc.integer(),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.nat(),
        (settings, seed, choices, ms) => {
          const prized = {
            ...settings,
            outcomes: settings.outcomes.map((o) => ({ ...o, poolId: POOL, oddsBp: 5_000 })),
          };
          const { state } = playThrough(prized, open(prized, seededRandomBelow(seed)).state, choices);
          const decision = finish(prized, state, ms, () => 0);
          const score = scoreOf(prized.questions, state.asked, state.picks);
          const outcome = prized.outcomes.find((o) => o.downThreshold <= score && score <= o.upThreshold);
          const result = { score, outOf: state.asked.length, outcomeId: outcome?.id };
          expect(decision).toEqual({ kind: 'win', poolId: POOL, result, resultIfNoStock: result });
          // A forged field in the state, another time or a losing draw change nothing but the prize.
          const forged = { ...state, score: 99, outcomeId: 'outcome-0' } as QuestionPlayState;
          expect(finish(prized, forged, 0, () => 0)).toEqual(decision);
          expect(finish(prized, state, ms, () => 5_000)).toEqual({ kind: 'lose', result });
          // The platform keeps the state as JSON between steps.
          expect(finish(prized, JSON.parse(JSON.stringify(state)), ms, () => 0)).toEqual(decision);
        },
      ),
    );
  });

  it('counts unanswered questions as wrong when a play is finished early', () => {
    const { state } = open(QUIZ_DEFAULTS, () => 0);
    const decision = finish(QUIZ_DEFAULTS, { ...state, picks: ['answer-1-1'] }, 0, () => 0);
    expect(decision).toEqual({ kind: 'lose', result: { score: 1, outOf: 3, outcomeId: 'outcome-1' } });
  });

  it('plays guess-the-picture by the same rules under its own type', () => {
    expect(guessThePictureServer.type).toBe('guess-the-picture');
    expect(guessThePictureServer.steps.finish).toBe(finish);
  });
});
