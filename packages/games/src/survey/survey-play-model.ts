import { fillText, localText } from '../quiz/quiz-play-model.ts';
import type { SurveyWords } from './words.ts';

/**
 * The survey as the Player shows it, read defensively and without zod (the player chunk stays small)
 * from the play's view, which the server built from the published questions.
 */
export type SurveyKind = 'SINGLE_CHOICE' | 'MULTI_CHOICE' | 'SCALE' | 'FREE_TEXT';
export type PlaySurveyAnswer = { id: string; text: string; imageUrl: string | null };
export type PlaySurveyQuestion = {
  id: string;
  type: SurveyKind;
  text: string;
  imageUrl: string | null;
  isMandatory: boolean;
  minAnswers: number;
  maxAnswers: number;
  answers: PlaySurveyAnswer[];
};
/** What the player has given so far for the question on screen. */
export type Draft = { answerIds: string[]; text: string };

const KINDS: readonly SurveyKind[] = ['SINGLE_CHOICE', 'MULTI_CHOICE', 'SCALE', 'FREE_TEXT'];
const IMAGE_URL = /^(\/files\/|https:\/\/)\S+$/;
export const FREE_TEXT_LIMIT = 2000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const countOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
function imageOf(value: unknown, language: string, fallbackLanguage: string): string | null {
  const url = isObject(value) ? localText(value, language, fallbackLanguage) : value;
  return typeof url === 'string' && IMAGE_URL.test(url) ? url : null;
}

export function readSurveyView(view: unknown, language: string, fallbackLanguage: string): PlaySurveyQuestion[] {
  const raw = isObject(view) && Array.isArray(view.questions) ? view.questions : [];
  return raw.flatMap((question: unknown, index: number): PlaySurveyQuestion[] => {
    if (!isObject(question)) return [];
    const type = KINDS.find((kind) => kind === question.type) ?? 'FREE_TEXT';
    const answers = (Array.isArray(question.answers) ? question.answers : []).flatMap(
      (answer: unknown, a: number): PlaySurveyAnswer[] =>
        isObject(answer)
          ? [
              {
                id: typeof answer.id === 'string' ? answer.id : `answer-${a}`,
                text: localText(answer.text, language, fallbackLanguage),
                imageUrl: imageOf(answer.imageUrl, language, fallbackLanguage),
              },
            ]
          : [],
    );
    if (type !== 'FREE_TEXT' && answers.length === 0) return [];
    return [
      {
        id: typeof question.id === 'string' ? question.id : `question-${index}`,
        type,
        text: localText(question.text, language, fallbackLanguage),
        imageUrl: imageOf(question.imageUrl, language, fallbackLanguage),
        isMandatory: question.isMandatory !== false,
        minAnswers: countOr(question.minAnswers, 1),
        maxAnswers: countOr(question.maxAnswers, 1),
        answers,
      },
    ];
  });
}

/** How to answer: one answer, a range, a scale's ends, or nothing for a free text. */
export function hintOf(question: PlaySurveyQuestion, words: SurveyWords): string {
  if (question.type === 'FREE_TEXT') return '';
  if (question.type === 'SCALE') {
    const low = question.answers[0]?.text ?? '';
    const high = question.answers[question.answers.length - 1]?.text ?? '';
    return fillText(words.scaleHint, { low, high });
  }
  if (question.type === 'SINGLE_CHOICE') return words.chooseOne;
  const { minAnswers: min, maxAnswers: max } = question;
  return min === max ? fillText(words.chooseExactly, { max }) : fillText(words.chooseRange, { min, max });
}

/**
 * What is wrong with the draft before it is sent (the server checks again and has the last word), in
 * the player's words; null when it can go.
 */
export function draftProblem(question: PlaySurveyQuestion, draft: Draft, words: SurveyWords): string | null {
  const text = draft.text.trim();
  const isEmpty = question.type === 'FREE_TEXT' ? text === '' : draft.answerIds.length === 0;
  if (isEmpty) return question.isMandatory ? words.answerRequired : null;
  if (question.type !== 'MULTI_CHOICE') return null;
  if (draft.answerIds.length < question.minAnswers) return fillText(words.tooFew, { min: question.minAnswers });
  if (draft.answerIds.length > question.maxAnswers) return fillText(words.tooMany, { max: question.maxAnswers });
  return null;
}

/** The step sent for a draft: the picked ids (in the order shown) or the text. */
export function stepOf(question: PlaySurveyQuestion, draft: Draft): Draft {
  if (question.type === 'FREE_TEXT') return { answerIds: [], text: draft.text.trim() };
  const picked = new Set(draft.answerIds);
  return { answerIds: question.answers.filter((answer) => picked.has(answer.id)).map((answer) => answer.id), text: '' };
}
