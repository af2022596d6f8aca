import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quizSettingsSchema } from './definition.ts';
import { defaultScoreOutcomes } from './question-defaults.ts';
import { questionsPerPlay } from './question-schemas.ts';
import {
  chooseQuestions,
  drawOutcomePrize,
  outcomeForScore,
  personalityOf,
  scoreOf,
  uncoveredScores,
} from './quiz-scoring.ts';
import { quizArb, seededRandomBelow } from './quiz-test-support.ts';

describe('chooseQuestions', () => {
  it('asks questionsPerPlay distinct questions of the settings, each with all its answers once', () => {
    fc.assert(
      fc.property(quizArb, fc.integer(), (settings, seed) => {
        expect(quizSettingsSchema.safeParse(settings).success).toBe(true);
        const asked = chooseQuestions(settings, seededRandomBelow(seed));
        const count = settings.questionsLimitEnabled ? settings.questionsLimit : settings.questions.length;
        expect(asked).toHaveLength(count);
        expect(new Set(asked.map((a) => a.questionId)).size).toBe(count);
        for (const { questionId, answerIds } of asked) {
          const question = settings.questions.find((q) => q.id === questionId);
          expect(question).toBeDefined();
          expect([...answerIds].sort()).toEqual(question?.answers.map((a) => a.id).sort());
        }
      }),
    );
  });

  it('keeps the order of orderNumber and of the answers when nothing is shuffled', () => {
    fc.assert(
      fc.property(quizArb, fc.integer(), (drawn, seed) => {
        const settings = { ...drawn, shuffleQuestions: false, shuffleAnswers: false, questionsLimitEnabled: false };
        const asked = chooseQuestions(settings, seededRandomBelow(seed));
        expect(asked.map((a) => a.questionId)).toEqual(settings.questions.map((q) => q.id));
        expect(asked.map((a) => a.answerIds)).toEqual(settings.questions.map((q) => q.answers.map((a) => a.id)));
      }),
    );
  });

  it('plays every question of a larger set in some subset over many plays', () => {
    const settings = { ...fc.sample(quizArb, { numRuns: 1, seed: 7 })[0] };
    const limited = { ...settings, questionsLimitEnabled: true, questionsLimit: 1 };
    const randomBelow = seededRandomBelow(42);
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) seen.add(chooseQuestions(limited, randomBelow)[0].questionId);
    expect(seen.size).toBe(settings.questions.length);
  });
});

describe('score and outcome', () => {
  it('scores the correct picks, between 0 and the questions asked, and finds the outcome that holds it', () => {
    fc.assert(
      fc.property(quizArb, fc.integer(), fc.array(fc.nat(), { maxLength: 10 }), (settings, seed, choices) => {
        const asked = chooseQuestions(settings, seededRandomBelow(seed));
        const picks = asked.map((a, i) => a.answerIds[(choices[i] ?? 0) % a.answerIds.length]);
        const score = scoreOf(settings.questions, asked, picks);
        const expected = asked.filter(
          (a, i) => settings.questions.find((q) => q.id === a.questionId)?.correctAnswerId === picks[i],
        ).length;
        expect(score).toBe(expected);
        expect(score).toBeLessThanOrEqual(asked.length);
        const outcome = outcomeForScore(settings.outcomes, score);
        expect(outcome).not.toBeNull();
        expect(outcome?.downThreshold).toBeLessThanOrEqual(score);
        expect(outcome?.upThreshold).toBeGreaterThanOrEqual(score);
        const first = settings.outcomes.findIndex((o) => o.downThreshold <= score && score <= o.upThreshold);
        expect(outcome).toBe(settings.outcomes[first]);
      }),
    );
  });

  it('counts inclusive bounds and picks the first matching outcome in list order', () => {
    const outcomes = [
      { id: 'a', downThreshold: 1, upThreshold: 2 },
      { id: 'b', downThreshold: 2, upThreshold: 3 },
    ];
    expect(outcomeForScore(outcomes, 0)).toBeNull();
    expect(outcomeForScore(outcomes, 1)?.id).toBe('a');
    expect(outcomeForScore(outcomes, 2)?.id).toBe('a');
    expect(outcomeForScore(outcomes, 3)?.id).toBe('b');
    expect(uncoveredScores(outcomes, 5)).toEqual([
      { from: 0, to: 0 },
      { from: 4, to: 5 },
    ]);
  });

  it('default outcomes cover every score of any number of questions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (count) => {
        expect(uncoveredScores(defaultScoreOutcomes(['en'], count), count)).toEqual([]);
      }),
    );
  });

  it('sample settings with the limit on ask the limit', () => {
    fc.assert(
      fc.property(quizArb, (settings) => {
        const count = questionsPerPlay({ ...settings, questionsLimitEnabled: true });
        expect(count).toBe(Math.min(settings.questionsLimit, settings.questions.length));
      }),
    );
  });
});

describe('personalityOf', () => {
  it('chooses the personality picked most; a tie goes to the one first picked earliest', () => {
    expect(personalityOf(['b', 'a', 'a', 'b', 'c'])).toBe('b');
    expect(personalityOf(['c', 'a', 'b'])).toBe('c');
    expect(personalityOf(['a', 'b', 'b'])).toBe('b');
    expect(personalityOf([null, 'x', null])).toBe('x');
    expect(personalityOf([null])).toBeNull();
  });

  it('for any picks: a most-chosen personality, and among those the earliest first pick', () => {
    const ids = fc.constantFrom<string>('p1', 'p2', 'p3', 'p4');
    fc.assert(
      fc.property(fc.array(fc.option(ids, { nil: null }), { maxLength: 20 }), (picks) => {
        const chosen = personalityOf(picks);
        const named = picks.filter((p): p is string => p !== null);
        if (named.length === 0) {
          expect(chosen).toBeNull();
          return;
        }
        const countOf = (id: string) => named.filter((p) => p === id).length;
        const most = Math.max(...named.map(countOf));
        const tied = [...new Set(named)].filter((id) => countOf(id) === most);
        const earliest = tied.sort((a, b) => picks.indexOf(a) - picks.indexOf(b))[0];
        expect(chosen).toBe(earliest);
      }),
    );
  });
});

describe('drawOutcomePrize', () => {
  const pool = '00000000-0000-4000-8000-000000000001';
  it('gives the outcome’s pool at its odds, nothing without a pool or odds, and draws nothing then', () => {
    expect(drawOutcomePrize({ poolId: pool, oddsBp: 2_500 }, () => 2_499)).toBe(pool);
    expect(drawOutcomePrize({ poolId: pool, oddsBp: 2_500 }, () => 2_500)).toBeNull();
    const untouched = () => {
      throw new Error('drew');
    };
    expect(drawOutcomePrize({ poolId: null, oddsBp: 10_000 }, untouched)).toBeNull();
    expect(drawOutcomePrize({ poolId: pool, oddsBp: 0 }, untouched)).toBeNull();
    expect(drawOutcomePrize(null, untouched)).toBeNull();
  });
});
