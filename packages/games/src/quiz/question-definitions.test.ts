import { LANGUAGE_CODES } from '@gc/contracts/languages';
import { describe, expect, it } from 'vitest';
import { gamePrizeSlots, gamePublishChecks, newGameSettings } from '../core/game-capabilities.ts';
import type { GameDefinition } from '../core/game-definition.ts';
import { guessThePicture } from '../guess-the-picture/definition.ts';
import { personalityTest } from '../personality-test/definition.ts';
import { QUIZ_DEFAULTS, quiz, quizSettingsSchema } from './definition.ts';
import { QUESTION_GAME_DEFAULT_TEXTS } from './question-default-texts.ts';
import { LONG_TEXT_MAX, TEXT_MAX } from './question-schemas.ts';

const games = [quiz, guessThePicture, personalityTest] as unknown as GameDefinition<Record<string, unknown>>[];
const context = { languages: ['en'] as const, defaultLanguage: 'en' as const };
const codesOf = (game: GameDefinition<Record<string, unknown>>, settings: Record<string, unknown>) =>
  gamePublishChecks(game, settings, context).map((item) => item.code);

describe('the question games’ definitions', () => {
  it.each(LANGUAGE_CODES)('%s: default texts fit their limits and new settings are valid', (language) => {
    for (const [key, text] of Object.entries(QUESTION_GAME_DEFAULT_TEXTS[language])) {
      expect(text.trim(), key).not.toBe('');
      expect(text.length, key).toBeLessThanOrEqual(key.endsWith('Text') ? LONG_TEXT_MAX : TEXT_MAX);
    }
    for (const game of games) {
      const settings = newGameSettings(game, [language]);
      expect(game.settingsSchema.safeParse(settings).success, game.type).toBe(true);
      const questions = settings.questions as { text: Record<string, string> }[];
      expect(Object.keys(questions[0].text), game.type).toEqual([language]);
    }
  });

  it('starts with the §9 defaults: 3 questions, a limit of 1 that is off, green and red', () => {
    expect(QUIZ_DEFAULTS.questions).toHaveLength(3);
    expect(QUIZ_DEFAULTS.questionsLimit).toBe(1);
    expect(QUIZ_DEFAULTS.questionsLimitEnabled).toBe(false);
    expect(QUIZ_DEFAULTS.correctAnswerColor).toBe('#2f9e44');
    expect(QUIZ_DEFAULTS.incorrectAnswerColor).toBe('#e03131');
    for (const game of games) expect(game.settingsSchema.safeParse(game.defaults).success, game.type).toBe(true);
  });

  it('publishes the defaults with no error but guess-the-picture’s missing pictures', () => {
    expect(codesOf(games[0], games[0].defaults)).toEqual([]);
    expect(new Set(codesOf(games[1], games[1].defaults))).toEqual(new Set(['guessThePicture.noPicture']));
    expect(codesOf(games[2], games[2].defaults)).toEqual([]);
    for (const game of games) expect(gamePrizeSlots(game, game.defaults)).toEqual([]);
  });

  it('reports a missing correct answer, a score no result covers, an unreachable result, a prize at 0 % odds', () => {
    const pool = '00000000-0000-4000-8000-000000000003';
    const [low, high] = QUIZ_DEFAULTS.outcomes;
    const settings = {
      ...QUIZ_DEFAULTS,
      questionsLimitEnabled: true,
      questionsLimit: 1,
      questions: QUIZ_DEFAULTS.questions.map((q, i) => (i === 1 ? { ...q, correctAnswerId: null } : q)),
      outcomes: [{ ...low, upThreshold: 0, poolId: pool, oddsBp: 0 }, high],
    };
    const items = gamePublishChecks(quiz, settings, context);
    expect(items.map((item) => [item.code, item.severity, item.field])).toEqual([
      ['quiz.noCorrectAnswer', 'error', 'questions.1.correctAnswerId'],
      ['quiz.thresholdsGap', 'error', 'outcomes'],
      ['quiz.unreachableOutcome', 'warning', 'outcomes.1.downThreshold'],
      ['quiz.prizeWithoutOdds', 'error', 'outcomes.0.oddsBp'],
    ]);
    expect(items[1].params).toEqual({ from: 1, to: 1 });
    expect(gamePrizeSlots(quiz, settings)).toEqual([
      { id: 'outcome-1', poolId: pool, oddsBp: 0, field: 'outcomes.0.poolId' },
    ]);
  });

  it('reports a personality no answer counts for and an answer for none', () => {
    const settings = personalityTest.defaults;
    const questions = settings.questions.map((q) => ({
      ...q,
      answers: q.answers.map((a, i) => (i === 2 ? { ...a, personalityId: null } : a)),
    }));
    const codes = gamePublishChecks(personalityTest, { ...settings, questions }, context).map((i) => i.code);
    expect(codes).toEqual([
      'personality.unusedPersonality',
      'personality.answerWithoutPersonality',
      'personality.answerWithoutPersonality',
      'personality.answerWithoutPersonality',
    ]);
  });

  it('refuses a correct answer that is not the question’s, repeated ids, thresholds beyond the questions', () => {
    const [first, ...rest] = QUIZ_DEFAULTS.questions;
    const refused = (settings: unknown) => quizSettingsSchema.safeParse(settings).success === false;
    expect(refused({ ...QUIZ_DEFAULTS, questions: [{ ...first, correctAnswerId: 'answer-2-1' }, ...rest] })).toBe(true);
    expect(refused({ ...QUIZ_DEFAULTS, questions: [first, { ...rest[0], id: first.id }, rest[1]] })).toBe(true);
    const outcomes = QUIZ_DEFAULTS.outcomes.map((outcome) => ({ ...outcome, upThreshold: 4 }));
    expect(refused({ ...QUIZ_DEFAULTS, outcomes })).toBe(true);
    expect(refused({ ...QUIZ_DEFAULTS, questionsLimitEnabled: true, questionsLimit: 4 })).toBe(true);
  });

  it('refuses an answer for a personality that does not exist', () => {
    const settings = personalityTest.defaults;
    const [first, ...rest] = settings.questions;
    const answers = first.answers.map((answer) => ({ ...answer, personalityId: 'personality-9' }));
    const result = personalityTest.settingsSchema.safeParse({
      ...settings,
      questions: [{ ...first, answers }, ...rest],
    });
    expect(result.success).toBe(false);
  });
});
