import type { LanguageCode } from '@gc/contracts/languages';
import { z } from 'zod';
import { COMMON_GAME_DEFAULTS, commonGameSettingsSchema } from '../core/common-settings.ts';
import { defineGame } from '../core/game-definition.ts';
import { surveyResultSummary } from './result-summary.ts';
import { surveyLocalizedTexts, surveyPrizeSlots, surveyPublicSettings, surveyPublishChecks } from './survey-checks.ts';
import { defaultSurveyOutcomes, defaultSurveyQuestions } from './survey-defaults.ts';
import { surveyResponseAnswers, surveyResponseQuestions } from './survey-responses.ts';
import { checkSurvey } from './survey-rules.ts';
import { SURVEY_QUESTIONS_MAX, surveyOutcomeSchema, surveyQuestionSchema } from './survey-schemas.ts';
import { surveyWords } from './words.ts';

/**
 * Spec §3 Survey on top of the common settings. `campaignId` and `companyId` of the spec are not
 * settings: the campaign is the row's. The survey ends on one outcome (the spec lists one per language;
 * ours holds every language's texts), so `outcomes` has exactly one.
 */
export const surveySettingsSchema = commonGameSettingsSchema
  .extend({
    shuffleQuestions: z.boolean(),
    questions: z.array(surveyQuestionSchema).min(1).max(SURVEY_QUESTIONS_MAX),
    outcomes: z.array(surveyOutcomeSchema).length(1),
  })
  .superRefine(checkSurvey);
export type SurveySettings = z.infer<typeof surveySettingsSchema>;

export const SURVEY_DEFAULTS = {
  ...COMMON_GAME_DEFAULTS,
  shuffleQuestions: false,
  questions: defaultSurveyQuestions(['en']),
  outcomes: defaultSurveyOutcomes(['en']),
} satisfies SurveySettings;

export const survey = defineGame<SurveySettings>({
  type: 'survey',
  settingsVersion: 1,
  settingsSchema: surveySettingsSchema,
  defaults: SURVEY_DEFAULTS,
  defaultsFor: (languages: readonly LanguageCode[]): SurveySettings => ({
    ...SURVEY_DEFAULTS,
    questions: defaultSurveyQuestions(languages),
    outcomes: defaultSurveyOutcomes(languages),
  }),
  listsWithIds: { questions: 'question', 'questions.answers': 'answer', outcomes: 'outcome' },
  localizedTexts: surveyLocalizedTexts,
  prizeSlots: surveyPrizeSlots,
  publishChecks: surveyPublishChecks,
  publicSettings: surveyPublicSettings,
  words: surveyWords,
  resultSummary: surveyResultSummary,
  responseQuestions: surveyResponseQuestions,
  responseAnswers: surveyResponseAnswers,
});
