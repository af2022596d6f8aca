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
      { kind: 'number', key: 'numberOfPrizes', min: 0, max: 24, step: 1, ...settingTexts('numberOfPrizes', true) },
      { kind: 'switch', key: 'legendEnabled', ...settingTexts('legendEnabled', true) },
      { kind: 'colour', key: 'wheelBorderColour', ...settingTexts('wheelBorderColour') },
    ],
  },
  {
    titleKey: 'game.sections.wheelImages',
    fields: [
      { kind: 'image', key: 'wheelCenterImageUrl', ...settingTexts('wheelCenterImageUrl', true) },
      { kind: 'image', key: 'wheelTickerImageUrl', ...settingTexts('wheelTickerImageUrl', true) },
      { kind: 'image', key: 'outcomeImageUrl', ...settingTexts('outcomeImageUrl', true) },
    ],
  },
];

/** Settings the wheel's hand-written Editor owns: changing the count adds or removes sectors. */
export const WHEEL_EDITOR_KEYS = {
  numberOfSectors: 'Edited with the sectors list (Editor.tsx): changing it adds or removes sectors.',
  sectors: 'The sectors list of Editor.tsx: colours, images, texts, fonts, order, prizes and odds.',
} as const satisfies Partial<Record<keyof WheelSettings, string>>;

/** The whole generated form of the wheel: the wheel's own sections first, then the common ones. */
export const WHEEL_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [...WHEEL_SECTIONS, ...COMMON_SETTINGS_LAYOUT.sections],
  notInForm: { ...COMMON_SETTINGS_LAYOUT.notInForm, ...WHEEL_EDITOR_KEYS },
};
