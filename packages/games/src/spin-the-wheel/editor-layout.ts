import {
  COMMON_SETTINGS_LAYOUT,
  type SettingsLayout,
  type SettingsSection,
  settingTexts,
} from '../core/settings-layout.ts';
import type { WheelSettings } from './definition.ts';

/** The wheel's own settings (spec §3 Wheel) that a generated form can express. */
export const WHEEL_SECTIONS: readonly SettingsSection[] = [
  {
    titleKey: 'game.sections.wheel',
    fields: [
      {
        kind: 'number',
        key: 'wheelSpeed',
        min: 0.25,
        max: 5,
        step: 0.25,
        decimals: 2,
        ...settingTexts('wheelSpeed', true),
      },
      {
        kind: 'number',
        key: 'idleSpinningSpeed',
        min: 0,
        max: 5,
        step: 0.1,
        decimals: 2,
        ...settingTexts('idleSpinningSpeed', true),
      },
      { kind: 'switch', key: 'legendEnabled', ...settingTexts('legendEnabled', true) },
      { kind: 'colour', key: 'wheelBorderColour', ...settingTexts('wheelBorderColour') },
    ],
  },
  {
    titleKey: 'game.sections.wheelImages',
    fields: [
      { kind: 'image', key: 'wheelCenterImageUrl', ...settingTexts('wheelCenterImageUrl', true) },
      { kind: 'image', key: 'wheelTickerImageUrl', ...settingTexts('wheelTickerImageUrl', true) },
    ],
  },
];

/** Settings the wheel's hand-written Editor owns: changing the count adds or removes sectors. */
export const WHEEL_EDITOR_KEYS = {
  numberOfSectors: 'Edited with the sectors list (Editor.tsx): changing it adds or removes sectors.',
  sectors: 'The sectors list of Editor.tsx: colours, images, texts, fonts, order, prizes and odds.',
} as const satisfies Partial<Record<keyof WheelSettings, string>>;

/**
 * Wheel settings that stored documents carry but that change nothing (issue 9 item 17), so they are
 * not offered: the sectors with a prize pool are the prizes, whatever the count says, and the outcome
 * image is the picture of a won prize in the prize wallet of the retailer games (not built yet); the
 * result pages show each outcome's own image and the prize's.
 */
export const WHEEL_INERT_KEYS = {
  numberOfPrizes: 'Derived: the sectors given a prize pool are the prizes (§9 only sets the first wheel up with 4).',
  outcomeImageUrl: 'The prize wallet picture of the retailer game types (not built yet).',
} as const satisfies Partial<Record<keyof WheelSettings, string>>;

/** The whole generated form of the wheel: the wheel's own sections first, then the common ones. */
export const WHEEL_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [...WHEEL_SECTIONS, ...COMMON_SETTINGS_LAYOUT.sections],
  notInForm: { ...COMMON_SETTINGS_LAYOUT.notInForm, ...WHEEL_EDITOR_KEYS, ...WHEEL_INERT_KEYS },
};
