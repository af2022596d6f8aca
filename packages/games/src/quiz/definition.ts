import type { LanguageCode } from '@gc/contracts/languages';
import { z } from 'zod';
import { COMMON_GAME_DEFAULTS, commonGameSettingsSchema } from '../core/common-settings.ts';
import { defineGame } from '../core/game-definition.ts';
import { quizLocalizedTexts, quizPrizeSlots, quizPublishChecks } from './question-checks.ts';
import { DEFAULT_QUESTION_COUNT, defaultQuizQuestions, defaultScoreOutcomes } from './question-defaults.ts';
import { quizPublicSettings } from './question-public.ts';
import { checkQuiz } from './question-rules.ts';
import {
  colour,
  OUTCOMES_MAX,
  QUESTIONS_MAX,
  questionFlowSettings,
  quizQuestionSchema,
  scoreOutcomeSchema,
} from './question-schemas.ts';
import { settleQuestionsUpdate } from './question-update.ts';
import { quizResultSummary } from './result-summary.ts';

/** Spec §3 Quiz on top of the common settings; cross-field rules in question-rules.ts. */
export const quizSettingsSchema = commonGameSettingsSchema
  .extend({
    ...questionFlowSettings,
    correctAnswerColor: colour,
    incorrectAnswerColor: colour,
    /** Whether the correct/incorrect popup follows each answer. */
    popupsEnabled: z.boolean(),
    questions: z.array(quizQuestionSchema).min(1).max(QUESTIONS_MAX),
    outcomes: z.array(scoreOutcomeSchema).min(1).max(OUTCOMES_MAX),
  })
  .superRefine(checkQuiz);
export type QuizSettings = z.infer<typeof quizSettingsSchema>;

/** §9: 3 questions, questionsLimit 1 (off), correct green, incorrect red; outcomes cover every score. */
export const QUIZ_DEFAULTS = {
  ...COMMON_GAME_DEFAULTS,
  interactionType: 'click',
  correctAnswerColor: '#2f9e44',
  incorrectAnswerColor: '#e03131',
  popupsEnabled: true,
  questionsLimit: 1,
  questionsLimitEnabled: false,
  shuffleAnswers: false,
  shuffleQuestions: false,
  questions: defaultQuizQuestions(['en']),
  outcomes: defaultScoreOutcomes(['en'], DEFAULT_QUESTION_COUNT),
} satisfies QuizSettings;

/**
 * The capabilities quiz and guess-the-picture share: defaults in the campaign's languages, stable
 * ids, the texts, the outcomes' prizes, the quiz's publish checks, what the public may see, the
 * result page's score and outcome, and what an update changes (the question count and limit).
 */
export function quizCapabilities<S extends QuizSettings>(defaults: S, textKey: 'question' | 'pictureQuestion') {
  return {
    defaultsFor: (languages: readonly LanguageCode[]): S => ({
      ...defaults,
      questions: defaultQuizQuestions(languages, textKey),
      outcomes: defaultScoreOutcomes(languages, DEFAULT_QUESTION_COUNT),
    }),
    /** `questions.answers`: each question's answers (ids unique within their question). */
    listsWithIds: { questions: 'question', 'questions.answers': 'answer', outcomes: 'outcome' },
    localizedTexts: quizLocalizedTexts,
    prizeSlots: quizPrizeSlots,
    publishChecks: quizPublishChecks,
    publicSettings: quizPublicSettings,
    resultSummary: quizResultSummary,
    settleUpdate: settleQuestionsUpdate,
  };
}

export const quiz = defineGame<QuizSettings>({
  type: 'quiz',
  settingsVersion: 1,
  settingsSchema: quizSettingsSchema,
  defaults: QUIZ_DEFAULTS,
  ...quizCapabilities(QUIZ_DEFAULTS, 'question'),
});
