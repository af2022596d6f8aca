import { z } from 'zod';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { answerSchema, images, itemId, LONG_TEXT_MAX, TEXT_MAX, texts } from '../quiz/question-schemas.ts';

/**
 * Spec §3 Survey: questions of four answer types, each with texts and pictures per language, and the
 * outcome a finished survey shows. The limits beyond the spec's are ours: 2,000 characters of free text
 * (the issue's), a scale of up to 11 points (0–10, as a recommendation score asks).
 */
export const SURVEY_QUESTION_TYPES = ['SINGLE_CHOICE', 'MULTI_CHOICE', 'SCALE', 'FREE_TEXT'] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const SURVEY_QUESTIONS_MAX = 50;
export const SURVEY_ANSWERS_MIN = 2;
export const SURVEY_ANSWERS_MAX = 11;
export const FREE_TEXT_MAX = 2000;

/**
 * One survey question. A free-text question keeps the answers it had (switching its type back restores
 * them) but never shows them. `minAnswersTreshold`/`maxAnswersTreshold` (the spec's spelling) bound a
 * multiple choice; `answerMandatory` off lets a player go on without answering.
 */
export const surveyQuestionSchema = z.object({
  id: itemId,
  orderNumber: z.number().int().min(0).max(1000),
  type: z.enum(SURVEY_QUESTION_TYPES),
  text: texts(TEXT_MAX),
  imageUrl: images,
  /** Whether the question's picture is shown to players. */
  showImage: z.boolean(),
  answers: z.array(answerSchema).max(SURVEY_ANSWERS_MAX),
  answerMandatory: z.boolean(),
  minAnswersTreshold: z.number().int().min(1).max(SURVEY_ANSWERS_MAX),
  maxAnswersTreshold: z.number().int().min(1).max(SURVEY_ANSWERS_MAX),
  shuffleAnswers: z.boolean(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/**
 * What a finished survey shows: a title, a text and a picture per language, and optionally a prize for
 * taking part, from a pool at these odds (10,000 bp = 100 %). `mailId` of the spec comes with the
 * e-mails a marketer writes.
 */
export const surveyOutcomeSchema = z.object({
  id: itemId,
  title: texts(TEXT_MAX),
  text: texts(LONG_TEXT_MAX),
  imageUrl: images,
  poolId: z.uuid().nullable().default(null),
  oddsBp: z.number().int().min(0).max(BASIS_POINTS_TOTAL).default(0),
});
export type SurveyOutcome = z.infer<typeof surveyOutcomeSchema>;

/** Whether players pick from the question's answers (every type but free text). */
export const hasAnswers = (type: SurveyQuestionType) => type !== 'FREE_TEXT';
