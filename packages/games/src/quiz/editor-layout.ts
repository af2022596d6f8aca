import {
  COMMON_SETTINGS_LAYOUT,
  type SettingsLayout,
  type SettingsSection,
  settingTexts,
} from '../core/settings-layout.ts';
import type { QuizSettings } from './definition.ts';
import { QUESTIONS_MAX } from './question-schemas.ts';

/** How a play runs through the questions: shared by the quiz, guess-the-picture and the personality test. */
export const QUESTION_FLOW_SECTION: SettingsSection = {
  titleKey: 'game.sections.questionFlow',
  fields: [
    {
      kind: 'select',
      key: 'interactionType',
      options: [
        { value: 'click', labelKey: 'game.settings.interactionType.click' },
        { value: 'swipe', labelKey: 'game.settings.interactionType.swipe' },
      ],
      ...settingTexts('interactionType', true),
    },
    { kind: 'switch', key: 'shuffleQuestions', ...settingTexts('shuffleQuestions', true) },
    { kind: 'switch', key: 'shuffleAnswers', ...settingTexts('shuffleAnswers', true) },
    { kind: 'switch', key: 'questionsLimitEnabled', ...settingTexts('questionsLimitEnabled', true) },
    {
      kind: 'number',
      key: 'questionsLimit',
      min: 1,
      max: QUESTIONS_MAX,
      step: 1,
      visibleWhen: 'questionsLimitEnabled',
      ...settingTexts('questionsLimit', true),
    },
  ],
};

/** The quiz's answer feedback (spec §3 Quiz): the verdict's colours and the popups. */
export const QUIZ_FEEDBACK_SECTION: SettingsSection = {
  titleKey: 'game.sections.answerFeedback',
  fields: [
    { kind: 'colour', key: 'correctAnswerColor', ...settingTexts('correctAnswerColor') },
    { kind: 'colour', key: 'incorrectAnswerColor', ...settingTexts('incorrectAnswerColor') },
    { kind: 'switch', key: 'popupsEnabled', ...settingTexts('popupsEnabled', true) },
  ],
};

/** Settings the quiz's hand-written Editor owns. */
export const QUIZ_EDITOR_KEYS = {
  questions: 'The questions list of Editor.tsx: texts and pictures per language, answers, the correct one, popups.',
  outcomes: 'The outcomes list of Editor.tsx: score thresholds, texts per language, prizes and odds.',
} as const satisfies Partial<Record<keyof QuizSettings, string>>;

/** The whole generated form of the quiz (and guess-the-picture): its own sections first, then the common ones. */
export const QUIZ_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [QUESTION_FLOW_SECTION, QUIZ_FEEDBACK_SECTION, ...COMMON_SETTINGS_LAYOUT.sections],
  notInForm: {
    ...COMMON_SETTINGS_LAYOUT.notInForm,
    poolIds: 'Derived from the prizes chosen for the outcomes (Editor.tsx), not typed in.',
    ...QUIZ_EDITOR_KEYS,
  },
};
