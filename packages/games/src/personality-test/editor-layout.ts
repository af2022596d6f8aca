import { COMMON_SETTINGS_LAYOUT, type SettingsLayout } from '../core/settings-layout.ts';
import { QUESTION_FLOW_SECTION } from '../quiz/editor-layout.ts';
import type { PersonalityTestSettings } from './definition.ts';

/** Settings the personality test's hand-written Editor owns. */
export const PERSONALITY_EDITOR_KEYS = {
  questions: 'The questions list of Editor.tsx: texts and pictures per language, answers and their personality.',
  personalities: 'The personalities list of Editor.tsx: names and result texts per language, prizes and odds.',
} as const satisfies Partial<Record<keyof PersonalityTestSettings, string>>;

/** The personality test's form: the question flow (no verdict, so no colours or popups), then the common sections. */
export const PERSONALITY_TEST_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [QUESTION_FLOW_SECTION, ...COMMON_SETTINGS_LAYOUT.sections],
  notInForm: {
    ...COMMON_SETTINGS_LAYOUT.notInForm,
    poolIds: 'Derived from the prizes chosen for the personalities (Editor.tsx), not typed in.',
    ...PERSONALITY_EDITOR_KEYS,
  },
};
