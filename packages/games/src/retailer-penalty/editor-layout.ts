import {
  COMMON_SETTINGS_LAYOUT,
  type SettingsLayout,
  type SettingsSection,
  settingTexts,
} from '../core/settings-layout.ts';
import type { PenaltySettings } from './definition.ts';

/** The pitch's looks: what a generated form can express. */
export const PENALTY_SECTIONS: readonly SettingsSection[] = [
  {
    titleKey: 'game.sections.penalty',
    fields: [
      { kind: 'colour', key: 'pitchColour', ...settingTexts('pitchColour') },
      { kind: 'colour', key: 'keeperColour', ...settingTexts('keeperColour') },
      { kind: 'image', key: 'ballImageUrl', ...settingTexts('ballImageUrl', true) },
    ],
  },
];

/** Settings the penalty's hand-written Editor owns. */
export const PENALTY_EDITOR_KEYS = {
  prizes: 'The prizes of Editor.tsx: each line per language, pool and odds (a goal wins one).',
} as const satisfies Partial<Record<keyof PenaltySettings, string>>;

/** The whole generated form of the penalty: its own section first, then the common ones. */
export const PENALTY_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [...PENALTY_SECTIONS, ...COMMON_SETTINGS_LAYOUT.sections],
  notInForm: { ...COMMON_SETTINGS_LAYOUT.notInForm, ...PENALTY_EDITOR_KEYS },
};
