import {
  COMMON_SETTINGS_LAYOUT,
  type SettingsLayout,
  type SettingsSection,
  settingTexts,
} from '../core/settings-layout.ts';
import type { SurveySettings } from './definition.ts';

/** How a play runs through the questions: the survey shuffles questions as a whole, answers per question. */
const SURVEY_FLOW_SECTION: SettingsSection = {
  titleKey: 'game.sections.questionFlow',
  fields: [{ kind: 'switch', key: 'shuffleQuestions', ...settingTexts('shuffleQuestions', true) }],
};

/** Settings the survey's hand-written Editor owns. */
const SURVEY_EDITOR_KEYS = {
  questions:
    'The questions list of Editor.tsx: texts and pictures per language, answer types, answers, bounds, required or not.',
  outcomes: 'The thank-you of Editor.tsx: its texts and picture per language, and a prize for taking part.',
} as const satisfies Partial<Record<keyof SurveySettings, string>>;

export const SURVEY_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [SURVEY_FLOW_SECTION, ...COMMON_SETTINGS_LAYOUT.sections],
  notInForm: {
    ...COMMON_SETTINGS_LAYOUT.notInForm,
    poolIds: 'Derived from the prize chosen for the thank-you (Editor.tsx), not typed in.',
    ...SURVEY_EDITOR_KEYS,
  },
};
