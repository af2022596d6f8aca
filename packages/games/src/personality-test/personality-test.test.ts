import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamePublicSettings } from '../core/game-capabilities.ts';
import { seededRandomBelow } from '../quiz/quiz-test-support.ts';
import { type PersonalityTestSettings, personalityTest } from './definition.ts';
import { personalityTestServer } from './server.ts';

const { open, take, finish } = personalityTestServer.steps;
const POOL = '00000000-0000-4000-8000-000000000002';
const DEFAULTS = personalityTest.defaults;

/** The defaults with each answer counting for the personality `assign(question, answer)`. */
function assigned(assign: (q: number, a: number) => number): PersonalityTestSettings {
  return {
    ...DEFAULTS,
    questions: DEFAULTS.questions.map((question, q) => ({
      ...question,
      answers: question.answers.map((answer, a) => ({ ...answer, personalityId: `personality-${assign(q, a) + 1}` })),
    })),
  };
}

/** Picks, for each asked question, the answer at `choices[i]` in the order shown. */
function play(settings: PersonalityTestSettings, seed: number, choices: readonly number[]) {
  let { state } = open(settings, seededRandomBelow(seed));
  const feedbacks: unknown[] = [];
  state.asked.forEach(({ answerIds }, index) => {
    const taken = take(settings, state, index, { answerId: answerIds[(choices[index] ?? 0) % answerIds.length] });
    if (!taken.ok) throw new Error(taken.reason);
    feedbacks.push(taken.feedback);
    state = taken.state;
  });
  return { state, feedbacks };
}

const leaks = (value: unknown) =>
  ['personalityId', '"poolId"', 'oddsBp', 'correct'].filter((secret) => JSON.stringify(value).includes(secret));

describe('personality test server', () => {
  it('never tells the player where an answer counts, before or after it', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.nat(), { maxLength: 3 }), fc.nat(), (seed, choices, shift) => {
        const settings = assigned((_, a) => a);
        const shifted = assigned((_, a) => (a + shift) % 3);
        const { view } = open(settings, seededRandomBelow(seed));
        expect(leaks(view)).toEqual([]);
        expect(open(shifted, seededRandomBelow(seed)).view).toEqual(view);
        const { feedbacks } = play(settings, seed, choices);
        expect(leaks(feedbacks)).toEqual([]);
        expect(play(shifted, seed, choices).feedbacks).toEqual(feedbacks);
        const withPrize = {
          ...settings,
          personalities: settings.personalities.map((p) => ({ ...p, poolId: POOL, oddsBp: 100 })),
        };
        expect(leaks(gamePublicSettings(personalityTest, withPrize))).toEqual([]);
      }),
    );
  });

  it('ends on the personality chosen most, ties going to the one first chosen earliest', () => {
    const settings = assigned((_, a) => a);
    // Answers shown in settings order (no shuffle): answer a counts for personality a+1.
    const resultOf = (choices: number[]) => finish(settings, play(settings, 1, choices).state, 0, () => 0);
    expect(resultOf([1, 0, 1])).toEqual({ kind: 'lose', result: { personalityId: 'personality-2' } });
    expect(resultOf([2, 0, 1])).toEqual({ kind: 'lose', result: { personalityId: 'personality-3' } });
    expect(resultOf([0, 2, 2])).toEqual({ kind: 'lose', result: { personalityId: 'personality-3' } });
  });

  it('gives the personality’s prize at its odds, from the state alone', () => {
    const settings = {
      ...assigned((_, a) => a),
      personalities: DEFAULTS.personalities.map((p) => ({ ...p, poolId: POOL, oddsBp: 5_000 })),
    };
    const { state } = play(settings, 3, [0, 0, 0]);
    const result = { personalityId: 'personality-1' };
    expect(finish(settings, state, 0, () => 4_999)).toEqual({
      kind: 'win',
      poolId: POOL,
      result,
      resultIfNoStock: result,
    });
    expect(finish(settings, state, 0, () => 5_000)).toEqual({ kind: 'lose', result });
    const forged = { ...state, personalityId: 'personality-2' };
    expect(finish(settings, forged, 99, () => 4_999)).toEqual(finish(settings, state, 0, () => 4_999));
  });

  it('refuses out-of-order, unknown and late steps', () => {
    const { state } = open(DEFAULTS, () => 0);
    expect(take(DEFAULTS, state, 2, { answerId: 'answer-3-1' })).toEqual({ ok: false, reason: 'outOfOrder' });
    expect(take(DEFAULTS, state, 0, { answerId: 'answer-2-1' })).toEqual({ ok: false, reason: 'unknownAnswer' });
    const done = play(DEFAULTS, 0, [0, 0, 0]).state;
    expect(take(DEFAULTS, done, 3, { answerId: 'answer-1-1' })).toEqual({ ok: false, reason: 'afterLast' });
  });
});
