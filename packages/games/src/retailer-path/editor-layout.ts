import {
  COMMON_SETTINGS_LAYOUT,
  type SettingsLayout,
  type SettingsSection,
  settingTexts,
} from '../core/settings-layout.ts';
import type { RetailerPathSettings } from './definition.ts';
import { PATH_LENGTH_MAX, PATH_LENGTH_MIN, ROLLS_MAX, ROLLS_MIN } from './path-schemas.ts';

/** The board: how long the path is and how many rolls a play takes. */
export const RETAILER_PATH_SECTIONS: readonly SettingsSection[] = [
  {
    titleKey: 'game.sections.retailerPath',
    fields: [
      {
        kind: 'number',
        key: 'pathLength',
        min: PATH_LENGTH_MIN,
        max: PATH_LENGTH_MAX,
        step: 1,
        ...settingTexts('pathLength', true),
      },
      {
        kind: 'number',
        key: 'rollsPerPlay',
        min: ROLLS_MIN,
        max: ROLLS_MAX,
        step: 1,
        ...settingTexts('rollsPerPlay', true),
      },
    ],
  },
];

/** Settings the path's hand-written Editor owns. */
export const RETAILER_PATH_EDITOR_KEYS = {
  prizes: 'The prizes of Editor.tsx: names, squares, pools and odds.',
} as const satisfies Partial<Record<keyof RetailerPathSettings, string>>;

/** The whole generated form of the path: its board first, then the common sections. */
export const RETAILER_PATH_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [...RETAILER_PATH_SECTIONS, ...COMMON_SETTINGS_LAYOUT.sections],
  notInForm: { ...COMMON_SETTINGS_LAYOUT.notInForm, ...RETAILER_PATH_EDITOR_KEYS },
};
