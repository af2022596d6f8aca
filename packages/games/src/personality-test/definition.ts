import type { LanguageCode } from '@gc/contracts/languages';
import { z } from 'zod';
import { COMMON_GAME_DEFAULTS, commonGameSettingsSchema } from '../core/common-settings.ts';
import { defineGame } from '../core/game-definition.ts';
import { personalityLocalizedTexts, personalityPrizeSlots, personalityPublishChecks } from '../quiz/question-checks.ts';
import { defaultPersonalities, defaultPersonalityQuestions } from '../quiz/question-defaults.ts';
import { personalityPublicSettings } from '../quiz/question-public.ts';
import { checkPersonalityTest } from '../quiz/question-rules.ts';
import {
  PERSONALITIES_MAX,
  personalityQuestionSchema,
  personalitySchema,
  QUESTIONS_MAX,
  questionFlowSettings,
} from '../quiz/question-schemas.ts';
import { personalityResultSummary } from './result-summary.ts';

/**
 * Spec §3 Personality test: the quiz's questions, whose answers each count for a personality
 * (`personalityId`) instead of being correct or not; a play ends on the personality chosen most.
 */
export const personalityTestSettingsSchema = commonGameSettingsSchema
  .extend({
    ...questionFlowSettings,
    questions: z.array(personalityQuestionSchema).min(1).max(QUESTIONS_MAX),
    personalities: z.array(personalitySchema).min(1).max(PERSONALITIES_MAX),
  })
  .superRefine(checkPersonalityTest);
export type PersonalityTestSettings = z.infer<typeof personalityTestSettingsSchema>;

const PERSONALITY_TEST_DEFAULTS = {
  ...COMMON_GAME_DEFAULTS,
  interactionType: 'click',
  questionsLimit: 1,
  questionsLimitEnabled: false,
  shuffleAnswers: false,
  shuffleQuestions: false,
  questions: defaultPersonalityQuestions(['en']),
  personalities: defaultPersonalities(['en']),
} satisfies PersonalityTestSettings;

export const personalityTest = defineGame<PersonalityTestSettings>({
  type: 'personality-test',
  settingsVersion: 1,
  settingsSchema: personalityTestSettingsSchema,
  defaults: PERSONALITY_TEST_DEFAULTS,
  defaultsFor: (languages: readonly LanguageCode[]) => ({
    ...PERSONALITY_TEST_DEFAULTS,
    questions: defaultPersonalityQuestions(languages),
    personalities: defaultPersonalities(languages),
  }),
  listsWithIds: {
    questions: 'question',
    'questions.answers': 'answer',
    personalities: 'personality',
  },
  localizedTexts: personalityLocalizedTexts,
  prizeSlots: personalityPrizeSlots,
  publishChecks: personalityPublishChecks,
  publicSettings: personalityPublicSettings,
  resultSummary: personalityResultSummary,
});
