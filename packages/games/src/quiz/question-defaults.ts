import type { LanguageCode } from '@gc/contracts/languages';
import { defaultTexts } from './question-default-texts.ts';
import type { Personality, PersonalityQuestion, QuizQuestion, ScoreOutcome } from './question-schemas.ts';

/** §9: a new quiz has 3 questions; each has 3 answers, the first one correct until the marketer chooses. */
export const DEFAULT_QUESTION_COUNT = 3;
const DEFAULT_ANSWER_COUNT = 3;

const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Quiz questions labelled in every given language; `textKey` asks "Question n" or "What is in the picture?". */
export function defaultQuizQuestions(
  languages: readonly LanguageCode[],
  textKey: 'question' | 'pictureQuestion' = 'question',
): QuizQuestion[] {
  return numbered(DEFAULT_QUESTION_COUNT).map((q) => ({
    id: `question-${q}`,
    orderNumber: q - 1,
    text: defaultTexts(languages, textKey, q),
    imageUrl: {},
    answers: numbered(DEFAULT_ANSWER_COUNT).map((a) => ({
      id: `answer-${q}-${a}`,
      text: defaultTexts(languages, 'answer', a),
      imageUrl: null,
    })),
    correctAnswerId: `answer-${q}-1`,
    correctPopup: { title: defaultTexts(languages, 'correctTitle'), text: defaultTexts(languages, 'correctText') },
    incorrectPopup: {
      title: defaultTexts(languages, 'incorrectTitle'),
      text: defaultTexts(languages, 'incorrectText'),
    },
  }));
}

/**
 * Two outcomes that cover every score of `questionCount` questions: 0…⌊n/2⌋ ("Nice try") and
 * ⌊n/2⌋+1…n ("Well done"); neither gives a prize until the marketer chooses a pool.
 */
export function defaultScoreOutcomes(languages: readonly LanguageCode[], questionCount: number): ScoreOutcome[] {
  const half = Math.floor(questionCount / 2);
  const outcome = (id: string, downThreshold: number, upThreshold: number, key: 'lowScore' | 'highScore') => ({
    id,
    downThreshold,
    upThreshold,
    poolId: null,
    oddsBp: 0,
    title: defaultTexts(languages, `${key}Title`),
    text: defaultTexts(languages, `${key}Text`),
    imageUrl: {},
  });
  return [outcome('outcome-1', 0, half, 'lowScore'), outcome('outcome-2', half + 1, questionCount, 'highScore')];
}

/** A personality test of 3 questions whose n-th answer counts for the n-th of 3 personalities. */
export function defaultPersonalityQuestions(languages: readonly LanguageCode[]): PersonalityQuestion[] {
  return numbered(DEFAULT_QUESTION_COUNT).map((q) => ({
    id: `question-${q}`,
    orderNumber: q - 1,
    text: defaultTexts(languages, 'question', q),
    imageUrl: {},
    answers: numbered(DEFAULT_ANSWER_COUNT).map((a) => ({
      id: `answer-${q}-${a}`,
      text: defaultTexts(languages, 'answer', a),
      imageUrl: null,
      personalityId: `personality-${a}`,
    })),
  }));
}

export function defaultPersonalities(languages: readonly LanguageCode[]): Personality[] {
  return numbered(DEFAULT_ANSWER_COUNT).map((p) => ({
    id: `personality-${p}`,
    name: defaultTexts(languages, 'personality', p),
    poolId: null,
    oddsBp: 0,
    title: defaultTexts(languages, 'personality', p),
    text: defaultTexts(languages, 'personalityText'),
    imageUrl: {},
  }));
}
