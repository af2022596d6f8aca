import { describe, expect, it } from 'vitest';
import { gameSettledUpdate } from '../core/game-capabilities.ts';
import { guessThePicture } from '../guess-the-picture/definition.ts';
import { personalityTest } from '../personality-test/definition.ts';
import { QUIZ_DEFAULTS, quiz } from './definition.ts';

const [first, second, third] = QUIZ_DEFAULTS.questions;
const limited = (limit: number) => ({ ...QUIZ_DEFAULTS, questionsLimitEnabled: true, questionsLimit: limit });
const outcomes = [{ ...QUIZ_DEFAULTS.outcomes[0], downThreshold: 0, upThreshold: 2 }];

describe('a quiz update, as the game settles it', () => {
  it('lowers a limit above the questions to their number, says so, and the result is valid', () => {
    const sent = { ...limited(3), questions: [first, second], outcomes };
    const { settings, changes } = gameSettledUpdate(quiz, sent, limited(3));
    expect(changes).toEqual({ numOfQuestionsChanged: true, questionsLimitChanged: true });
    expect(settings).toEqual({ ...sent, questionsLimit: 2 });
    expect(quiz.settingsSchema.safeParse(settings).success).toBe(true);
  });

  it('keeps a limit within the questions, and one that is off, as they were sent', () => {
    const within = limited(2);
    expect(gameSettledUpdate(quiz, within, QUIZ_DEFAULTS)).toEqual({
      settings: within,
      changes: { numOfQuestionsChanged: false, questionsLimitChanged: false },
    });
    const off = { ...QUIZ_DEFAULTS, questionsLimit: 3, questions: [first, second], outcomes };
    expect(gameSettledUpdate(quiz, off, QUIZ_DEFAULTS)).toEqual({
      settings: off,
      changes: { numOfQuestionsChanged: true, questionsLimitChanged: false },
    });
  });

  it('says the number of questions changed when one is added, not when one is only edited', () => {
    const added = { ...QUIZ_DEFAULTS, questions: [first, second, third, { ...third, id: 'question-4' }] };
    expect(gameSettledUpdate(quiz, added, QUIZ_DEFAULTS).changes.numOfQuestionsChanged).toBe(true);
    const edited = { ...QUIZ_DEFAULTS, questions: [first, second, { ...third, imageUrl: 'https://x.test/a.png' }] };
    expect(gameSettledUpdate(quiz, edited, QUIZ_DEFAULTS).changes.numOfQuestionsChanged).toBe(false);
  });

  it('passes settings it cannot read on as they were sent, for the schema to refuse', () => {
    for (const sent of [null, 'text', { questions: 'none', questionsLimit: 9, questionsLimitEnabled: true }]) {
      expect(gameSettledUpdate(quiz, sent, QUIZ_DEFAULTS)).toEqual({ settings: sent, changes: {} });
    }
    const empty = { ...limited(3), questions: [] };
    expect(gameSettledUpdate(quiz, empty, QUIZ_DEFAULTS).settings).toBe(empty);
  });

  it('is the same for guess-the-picture; the personality test and other games answer no changes', () => {
    const sent = { ...limited(3), questions: [first], outcomes };
    expect(gameSettledUpdate(guessThePicture, sent, limited(3)).changes).toEqual({
      numOfQuestionsChanged: true,
      questionsLimitChanged: true,
    });
    const personality = personalityTest.defaults;
    expect(gameSettledUpdate(personalityTest, personality, personality)).toEqual({
      settings: personality,
      changes: {},
    });
  });
});
