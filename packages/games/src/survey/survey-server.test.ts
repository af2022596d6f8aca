import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SURVEY_DEFAULTS, type SurveySettings, survey } from './definition.ts';
import { finishSurvey, surveyServer } from './server.ts';
import { surveyResponseAnswers, surveyResponseQuestions } from './survey-responses.ts';
import type { SurveyPlayState, SurveyStep } from './survey-steps.ts';
import { seededRandomBelow, surveyArb, validAnswer } from './survey-test-support.ts';

const { open, take, stepSchema } = surveyServer.steps;
const POOL = '00000000-0000-4000-8000-000000000001';

type ViewQuestion = Parameters<typeof validAnswer>[0] & { maxAnswers: number };
const viewOf = (view: unknown) => (view as { questions: ViewQuestion[] }).questions;

/** Answers every question with a valid answer; returns the final state. */
function answerAll(settings: SurveySettings, seed: number): { state: SurveyPlayState; questions: ViewQuestion[] } {
  const opened = open(settings, seededRandomBelow(seed));
  const questions = viewOf(opened.view);
  let state = opened.state;
  questions.forEach((question, index) => {
    const taken = take(settings, state, index, validAnswer(question));
    if (!taken.ok) throw new Error(taken.reason);
    expect(taken.isLast).toBe(index === questions.length - 1);
    state = taken.state;
  });
  return { state, questions };
}

describe('survey server: opening', () => {
  it('asks every question once, each choice with all its answers; a scale keeps its order', () => {
    fc.assert(
      fc.property(surveyArb, fc.integer(), (settings, seed) => {
        const questions = viewOf(open(settings, seededRandomBelow(seed)).view);
        expect(questions.map((q) => q.id).sort()).toEqual(settings.questions.map((q) => q.id).sort());
        for (const shown of questions) {
          const question = settings.questions.find((q) => q.id === shown.id);
          if (!question) throw new Error('unknown question');
          const ids = question.type === 'FREE_TEXT' ? [] : question.answers.map((a) => a.id);
          expect(shown.answers.map((a) => a.id).sort()).toEqual([...ids].sort());
          if (question.type === 'SCALE' || !question.shuffleAnswers)
            expect(shown.answers.map((a) => a.id)).toEqual(ids);
        }
        if (!settings.shuffleQuestions) expect(questions.map((q) => q.id)).toEqual(settings.questions.map((q) => q.id));
      }),
    );
  });
});

describe('survey server: answers', () => {
  it('takes any valid answer to each question in turn, keeps it, and finishes on the outcome', () => {
    fc.assert(
      fc.property(surveyArb, fc.integer(), (settings, seed) => {
        const { state, questions } = answerAll(settings, seed);
        const answers = surveyResponseAnswers(state);
        for (const question of questions) {
          const expected = validAnswer(question);
          expect(answers?.[question.id]).toEqual({ optionIds: expected.answerIds, text: expected.text.trim() });
        }
        expect(finishSurvey(settings, state, 0, () => 0)).toEqual({
          kind: 'lose',
          result: { outcomeId: settings.outcomes[0].id },
        });
      }),
    );
  });

  it('refuses what the question does not allow, whatever the survey', () => {
    fc.assert(
      fc.property(surveyArb, fc.integer(), (settings, seed) => {
        const { state: opened, view } = open(settings, seededRandomBelow(seed));
        const [first] = viewOf(view);
        const refusal = (step: SurveyStep) => {
          const taken = take(settings, opened, 0, step);
          return taken.ok ? null : taken.reason;
        };
        expect(refusal({ answerIds: ['not-an-answer'], text: '' })).toBe(
          first.type === 'FREE_TEXT' ? 'answersNotExpected' : 'unknownAnswer',
        );
        expect(refusal({ answerIds: [], text: '' })).toBe(first.isMandatory ? 'answerRequired' : null);
        if (first.type === 'FREE_TEXT') return;
        expect(refusal({ answerIds: [], text: 'typed' })).toBe('textNotExpected');
        const [a, b] = first.answers.map((answer) => answer.id);
        expect(refusal({ answerIds: [a, a], text: '' })).toBe('duplicateAnswer');
        if (first.type !== 'MULTI_CHOICE') expect(refusal({ answerIds: [a, b], text: '' })).toBe('tooManyAnswers');
        else {
          const all = first.answers.map((answer) => answer.id);
          if (first.maxAnswers < all.length) {
            expect(refusal({ answerIds: all.slice(0, first.maxAnswers + 1), text: '' })).toBe('tooManyAnswers');
          }
          if (first.minAnswers > 1) expect(refusal({ answerIds: [a], text: '' })).toBe('tooFewAnswers');
        }
      }),
    );
  });

  it('answers a question once: the same answer again is a replay, another is refused; no skipping ahead', () => {
    const settings = SURVEY_DEFAULTS;
    const { state, view } = open(settings, () => 0);
    const [first, second] = viewOf(view);
    const answer = validAnswer(first);
    const taken = take(settings, state, 0, answer);
    if (!taken.ok) throw new Error(taken.reason);
    expect(take(settings, taken.state, 0, answer)).toEqual({ ...taken, state: taken.state });
    const other = { answerIds: [first.answers[1].id], text: '' };
    expect(take(settings, taken.state, 0, other)).toEqual({ ok: false, reason: 'alreadyAnswered' });
    expect(take(settings, state, 1, validAnswer(second))).toEqual({ ok: false, reason: 'outOfOrder' });
    expect(take(settings, taken.state, 9, validAnswer(second))).toEqual({ ok: false, reason: 'outOfOrder' });
  });

  it('keeps free text to 2,000 characters and trims it', () => {
    expect(stepSchema.safeParse({ text: 'x'.repeat(2001) }).success).toBe(false);
    expect(stepSchema.safeParse({ text: 'x'.repeat(2000) }).success).toBe(true);
    expect(stepSchema.safeParse({ answerIds: [], text: '', score: 10 }).success).toBe(false);
  });

  it('does not decide a survey answered halfway: the play stays open', () => {
    const { state } = open(SURVEY_DEFAULTS, () => 0);
    expect(finishSurvey(SURVEY_DEFAULTS, state, 0, () => 0)).toEqual({ kind: 'refused', reason: 'unanswered' });
  });

  it('gives the thank-you prize at its odds', () => {
    const settings = {
      ...SURVEY_DEFAULTS,
      outcomes: [{ ...SURVEY_DEFAULTS.outcomes[0], poolId: POOL, oddsBp: 10_000 }],
    };
    const { state } = answerAll(settings, 1);
    const result = { outcomeId: 'outcome-1' };
    expect(finishSurvey(settings, state, 0, () => 0)).toEqual({
      kind: 'win',
      poolId: POOL,
      result,
      resultIfNoStock: result,
    });
  });
});

describe('survey definition', () => {
  it('refuses a choice with one answer and bounds that do not fit', () => {
    const [single, multi] = SURVEY_DEFAULTS.questions;
    const oneAnswer = { ...SURVEY_DEFAULTS, questions: [{ ...single, answers: single.answers.slice(0, 1) }] };
    expect(survey.settingsSchema.safeParse(oneAnswer).success).toBe(false);
    const tooMany = { ...SURVEY_DEFAULTS, questions: [{ ...multi, maxAnswersTreshold: 4 }] };
    expect(survey.settingsSchema.safeParse(tooMany).success).toBe(false);
    const crossed = { ...SURVEY_DEFAULTS, questions: [{ ...multi, minAnswersTreshold: 3, maxAnswersTreshold: 2 }] };
    expect(survey.settingsSchema.safeParse(crossed).success).toBe(false);
    expect(survey.settingsSchema.safeParse(SURVEY_DEFAULTS).success).toBe(true);
  });

  it('names the questions and answers for the results in the language asked, in the marketer order', () => {
    const settings = survey.defaultsFor?.(['en', 'sr']) ?? SURVEY_DEFAULTS;
    const questions = surveyResponseQuestions(settings, 'sr', 'en');
    expect(questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'scale', 'text']);
    expect(questions[0]).toMatchObject({ text: 'Kako ste saznali za nas?' });
    expect(questions[0].options.map((o) => o.text)).toEqual(['Društvene mreže', 'Od prijatelja', 'U prodavnici']);
    expect(questions[3].options).toEqual([]);
  });

  it('shows the public no prize pool or odds', () => {
    const settings = { ...SURVEY_DEFAULTS, outcomes: [{ ...SURVEY_DEFAULTS.outcomes[0], poolId: POOL, oddsBp: 500 }] };
    const text = JSON.stringify(survey.publicSettings?.(settings));
    expect(text).not.toContain(POOL);
    expect(text).not.toContain('oddsBp');
  });
});
