import { z } from 'zod';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';

/**
 * The building blocks of the three question games (quiz, guess-the-picture, personality test):
 * questions, answers, outcomes by score and the limits of spec §5 (texts 255, popup texts 1000).
 */
export const TEXT_MAX = 255;
export const LONG_TEXT_MAX = 1000;
export const QUESTIONS_MAX = 50;
export const ANSWERS_MIN = 2;
export const ANSWERS_MAX = 8;
export const OUTCOMES_MAX = 20;
export const PERSONALITIES_MAX = 12;

export const itemId = z.string().regex(/^(NEWID_)?[A-Za-z0-9_-]{1,64}$/);
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/);
const url = z.string().max(2048);

/** A text per language (`{ en: 'Question 1', de: 'Frage 1' }`). */
export const texts = (max: number) => z.record(z.string(), z.string().max(max));
export type Texts = Readonly<Record<string, string>>;
/** An image per language; a language without one shows the campaign's default language's image. */
export const images = z.record(z.string(), url);

export const answerSchema = z.object({
  id: itemId,
  text: texts(TEXT_MAX),
  imageUrl: url.nullable().default(null),
});
export type Answer = z.infer<typeof answerSchema>;

/** A popup's title and text per language, shown after an answer. */
export const popupSchema = z.object({ title: texts(TEXT_MAX), text: texts(LONG_TEXT_MAX) });
export type Popup = z.infer<typeof popupSchema>;

const questionBase = {
  id: itemId,
  orderNumber: z.number().int().min(0).max(1000),
  text: texts(TEXT_MAX),
  imageUrl: images,
};

/** A quiz question: one of its answers is correct; the popups say so after the answer. */
export const quizQuestionSchema = z.object({
  ...questionBase,
  answers: z.array(answerSchema).min(ANSWERS_MIN).max(ANSWERS_MAX),
  /** The answer that scores; null while the marketer has not chosen one (publishing refuses it). */
  correctAnswerId: itemId.nullable(),
  correctPopup: popupSchema,
  incorrectPopup: popupSchema,
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** A personality test's answer counts for one personality. */
export const personalityAnswerSchema = answerSchema.extend({ personalityId: itemId.nullable() });
export type PersonalityAnswer = z.infer<typeof personalityAnswerSchema>;

export const personalityQuestionSchema = z.object({
  ...questionBase,
  answers: z.array(personalityAnswerSchema).min(ANSWERS_MIN).max(ANSWERS_MAX),
});
export type PersonalityQuestion = z.infer<typeof personalityQuestionSchema>;

/** A prize from a pool at these odds (10,000 bp = 100 %); no pool gives nothing. */
const prize = {
  poolId: z.uuid().nullable().default(null),
  oddsBp: z.number().int().min(0).max(BASIS_POINTS_TOTAL).default(0),
};

/**
 * A result by score: a play whose score lies in [downThreshold, upThreshold] (both inclusive) ends
 * on it; the first such outcome in the list wins when several match.
 */
export const scoreOutcomeSchema = z.object({
  id: itemId,
  downThreshold: z.number().int().min(0).max(QUESTIONS_MAX),
  upThreshold: z.number().int().min(0).max(QUESTIONS_MAX),
  ...prize,
  title: texts(TEXT_MAX),
  text: texts(LONG_TEXT_MAX),
  imageUrl: images,
});
export type ScoreOutcome = z.infer<typeof scoreOutcomeSchema>;

export const personalitySchema = z.object({
  id: itemId,
  name: texts(TEXT_MAX),
  ...prize,
  title: texts(TEXT_MAX),
  text: texts(LONG_TEXT_MAX),
  imageUrl: images,
});
export type Personality = z.infer<typeof personalitySchema>;

/** How a play runs through the questions (spec §3 Quiz), shared by the three games. */
export const questionFlowSettings = {
  interactionType: z.enum(['click', 'swipe']),
  questionsLimit: z.number().int().min(1).max(QUESTIONS_MAX),
  questionsLimitEnabled: z.boolean(),
  shuffleAnswers: z.boolean(),
  shuffleQuestions: z.boolean(),
};
export type QuestionFlow = {
  questionsLimit: number;
  questionsLimitEnabled: boolean;
  shuffleAnswers: boolean;
  shuffleQuestions: boolean;
};

/** How many questions a play asks: all of them, or the limit when it is on. */
export function questionsPerPlay(settings: QuestionFlow & { questions: readonly unknown[] }): number {
  const count = settings.questions.length;
  return settings.questionsLimitEnabled ? Math.min(settings.questionsLimit, count) : count;
}
