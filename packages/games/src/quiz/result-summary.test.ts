import { describe, expect, it } from 'vitest';
import { gamePublicSettings, gameResultSummary } from '../core/game-capabilities.ts';
import { guessThePicture } from '../guess-the-picture/definition.ts';
import { spinTheWheel } from '../spin-the-wheel/definition.ts';
import { QUIZ_DEFAULTS, type QuizSettings, quiz } from './definition.ts';
import { quizResultSummary } from './result-summary.ts';
import { QUIZ_WORDS } from './words.ts';

/** The defaults whose second outcome is the coffee expert, in English and German (no German text on purpose, no German picture). */
const SETTINGS: QuizSettings = {
  ...QUIZ_DEFAULTS,
  outcomes: [
    QUIZ_DEFAULTS.outcomes[0],
    {
      ...QUIZ_DEFAULTS.outcomes[1],
      title: { en: 'Coffee expert', de: 'Kaffeekenner' },
      text: { en: 'You know your beans.', de: '' },
      imageUrl: { en: '/api/assets/coffee.png' },
    },
  ],
};
const EXPERT = { score: 2, outOf: 3, outcomeId: 'outcome-2' };

describe('the quiz result summary', () => {
  it('words the score in the game’s words and shows the outcome the score reached', () => {
    expect(quizResultSummary(SETTINGS, EXPERT, 'en', 'en')).toEqual({
      scoreText: 'You scored 2 of 3',
      title: 'Coffee expert',
      text: 'You know your beans.',
      imageUrl: '/api/assets/coffee.png',
    });
  });

  it('speaks the player’s language, the default language filling the outcome’s gaps, a text left out on purpose left out', () => {
    expect(quizResultSummary(SETTINGS, EXPERT, 'de', 'en')).toEqual({
      scoreText: 'Du hast 2 von 3 richtig beantwortet',
      title: 'Kaffeekenner',
      imageUrl: '/api/assets/coffee.png',
    });
  });

  it('has the score in every campaign language', () => {
    for (const [language, words] of Object.entries(QUIZ_WORDS)) {
      expect(words.score, language).toMatch(/\{score\}.*\{outOf\}/);
      expect(quizResultSummary(SETTINGS, EXPERT, language, 'en')?.scoreText, language).toMatch(/2\D+3/);
    }
  });

  it('falls back to English words, and the default language’s texts, in a language neither has', () => {
    expect(quizResultSummary(SETTINGS, EXPERT, 'xx', 'en')).toEqual(quizResultSummary(SETTINGS, EXPERT, 'en', 'en'));
  });

  it('shows the score alone when no outcome covers it', () => {
    expect(quizResultSummary(SETTINGS, { score: 0, outOf: 3, outcomeId: null }, 'en', 'en')).toEqual({
      scoreText: 'You scored 0 of 3',
    });
  });

  it('shows nothing for an outcome the settings do not know, or a result that is not a quiz’s', () => {
    expect(quizResultSummary(SETTINGS, { ...EXPERT, outcomeId: 'outcome-9' }, 'en', 'en')).toBeNull();
    expect(quizResultSummary(SETTINGS, { sectorId: 'sector-1' }, 'en', 'en')).toBeNull();
    expect(quizResultSummary(SETTINGS, null, 'en', 'en')).toBeNull();
    expect(quizResultSummary({}, EXPERT, 'en', 'en')).toBeNull();
    expect(quizResultSummary({ outcomes: 'half-edited' }, EXPERT, 'en', 'en')).toBeNull();
  });

  it('reads what the public settings carry, which keep the outcomes’ texts', () => {
    const shown = gamePublicSettings(quiz, SETTINGS);
    expect(gameResultSummary(quiz, shown, EXPERT, 'en', 'en')).toEqual(quizResultSummary(SETTINGS, EXPERT, 'en', 'en'));
  });

  it('is the capability of quiz and guess-the-picture; the wheel has none', () => {
    expect(quiz.resultSummary).toBe(quizResultSummary);
    expect(guessThePicture.resultSummary).toBe(quizResultSummary);
    expect(gameResultSummary(spinTheWheel, spinTheWheel.defaults, { sectorId: 'x' }, 'en', 'en')).toBeNull();
  });
});
