import type { LanguageCode } from '@gc/contracts/languages';
import type { Answer } from '../quiz/question-schemas.ts';
import { surveyAnswerText, surveyText } from './survey-default-texts.ts';
import type { SurveyOutcome, SurveyQuestion, SurveyQuestionType } from './survey-schemas.ts';

const same = (languages: readonly LanguageCode[], text: string) =>
  Object.fromEntries(languages.map((language) => [language, text]));

function question(
  id: string,
  orderNumber: number,
  type: SurveyQuestionType,
  text: Record<string, string>,
  answers: Answer[],
  bounds: { min: number; max: number; isMandatory: boolean },
): SurveyQuestion {
  return {
    id,
    orderNumber,
    type,
    text,
    imageUrl: {},
    showImage: false,
    answers,
    answerMandatory: bounds.isMandatory,
    minAnswersTreshold: bounds.min,
    maxAnswersTreshold: bounds.max,
    shuffleAnswers: false,
  };
}

/**
 * §9: up to 4 questions with 3 answers each, a multiple choice of 1 to 3 answers. One question of
 * each type, so that a marketer sees every kind before changing them: a single choice, a multiple
 * choice, a 1–5 scale and an optional free text.
 */
export function defaultSurveyQuestions(languages: readonly LanguageCode[]): SurveyQuestion[] {
  const answers = (key: 'heardOfAnswers' | 'usesAnswers', prefix: string) =>
    [0, 1, 2].map((n) => ({ id: `${prefix}-${n + 1}`, text: surveyAnswerText(languages, key, n), imageUrl: null }));
  const scale = [1, 2, 3, 4, 5].map((point) => ({
    id: `scale-${point}`,
    text: same(languages, String(point)),
    imageUrl: null,
  }));
  return [
    question('question-1', 1, 'SINGLE_CHOICE', surveyText(languages, 'heardOf'), answers('heardOfAnswers', 'heard'), {
      min: 1,
      max: 1,
      isMandatory: true,
    }),
    question('question-2', 2, 'MULTI_CHOICE', surveyText(languages, 'uses'), answers('usesAnswers', 'uses'), {
      min: 1,
      max: 3,
      isMandatory: true,
    }),
    question('question-3', 3, 'SCALE', surveyText(languages, 'recommend'), scale, {
      min: 1,
      max: 1,
      isMandatory: true,
    }),
    question('question-4', 4, 'FREE_TEXT', surveyText(languages, 'better'), [], { min: 1, max: 1, isMandatory: false }),
  ];
}

/** A thank-you without a prize. */
export function defaultSurveyOutcomes(languages: readonly LanguageCode[]): SurveyOutcome[] {
  return [
    {
      id: 'outcome-1',
      title: surveyText(languages, 'thanksTitle'),
      text: surveyText(languages, 'thanksText'),
      imageUrl: {},
      poolId: null,
      oddsBp: 0,
    },
  ];
}
