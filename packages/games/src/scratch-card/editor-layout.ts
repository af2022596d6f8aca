import {
  COMMON_SETTINGS_LAYOUT,
  type SettingsLayout,
  type SettingsSection,
  settingTexts,
} from '../core/settings-layout.ts';
import type { ScratchCardSettings } from './definition.ts';

/** The closed card's looks (spec §3 Scratch card) and when it opens: what a generated form can express. */
export const SCRATCH_CARD_SECTIONS: readonly SettingsSection[] = [
  {
    titleKey: 'game.sections.scratchCard',
    fields: [
      {
        kind: 'select',
        key: 'cardAppearance',
        options: [
          { value: 'rounded', labelKey: 'game.settings.cardAppearance.rounded' },
          { value: 'square', labelKey: 'game.settings.cardAppearance.square' },
          { value: 'circle', labelKey: 'game.settings.cardAppearance.circle' },
        ],
        ...settingTexts('cardAppearance', true),
      },
      { kind: 'colour', key: 'closedCardColour', ...settingTexts('closedCardColour', true) },
      { kind: 'colour', key: 'closedCardBorderColour', ...settingTexts('closedCardBorderColour') },
      { kind: 'image', key: 'closedCardImageUrl', ...settingTexts('closedCardImageUrl', true) },
      {
        kind: 'number',
        key: 'revealThresholdPercent',
        min: 10,
        max: 90,
        step: 5,
        ...settingTexts('revealThresholdPercent', true),
      },
    ],
  },
];

/** Settings the card's hand-written Editor owns. */
export const SCRATCH_CARD_EDITOR_KEYS = {
  prizes: 'The prize faces of Editor.tsx: texts, pictures, background colours, pools and odds.',
  outcomes: 'The faces without a prize of Editor.tsx: texts, pictures and background colours.',
} as const satisfies Partial<Record<keyof ScratchCardSettings, string>>;

/** The whole generated form of the scratch card: the card's own section first, then the common ones. */
export const SCRATCH_CARD_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [...SCRATCH_CARD_SECTIONS, ...COMMON_SETTINGS_LAYOUT.sections],
  notInForm: { ...COMMON_SETTINGS_LAYOUT.notInForm, ...SCRATCH_CARD_EDITOR_KEYS },
};
