import {
  COMMON_SETTINGS_LAYOUT,
  type SettingsLayout,
  type SettingsSection,
  settingTexts,
} from '../core/settings-layout.ts';
import { type RetailerSlotSettings, SPEED_MAX, SPEED_MIN } from './definition.ts';

/** The machine's own setting a generated form can express: how fast the reels turn (spec §3 speed). */
export const SLOT_SECTIONS: readonly SettingsSection[] = [
  {
    titleKey: 'game.sections.slot',
    fields: [
      {
        kind: 'number',
        key: 'speed',
        min: SPEED_MIN,
        max: SPEED_MAX,
        step: 0.25,
        decimals: 2,
        ...settingTexts('speed', true),
      },
    ],
  },
];

/** Settings the machine's hand-written Editor owns. */
export const SLOT_EDITOR_KEYS = {
  symbols: 'The reels’ symbols of Editor.tsx: names per language, pictures.',
  prizes: 'The winning lines of Editor.tsx: symbol, texts, pools and odds.',
} as const satisfies Partial<Record<keyof RetailerSlotSettings, string>>;

/** The whole generated form of the slot machine: its own section first, then the common ones. */
export const SLOT_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [...SLOT_SECTIONS, ...COMMON_SETTINGS_LAYOUT.sections],
  notInForm: { ...COMMON_SETTINGS_LAYOUT.notInForm, ...SLOT_EDITOR_KEYS },
};
