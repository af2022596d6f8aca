import {
  COMMON_SETTINGS_LAYOUT,
  type SettingsLayout,
  type SettingsSection,
  settingTexts,
} from '../core/settings-layout.ts';
import type { MemorySettings } from './definition.ts';

/** The back of the tiles (spec §3 Memory: coverImageUrl), from the asset library. */
const MEMORY_BOARD_SECTION: SettingsSection = {
  titleKey: 'game.sections.memoryBoard',
  fields: [{ kind: 'image', key: 'coverImageUrl', ...settingTexts('coverImageUrl', true) }],
};

/** Settings memory's hand-written Editor owns. */
const MEMORY_EDITOR_KEYS = {
  tiles:
    'The tiles list of Editor.tsx: each tile a pair, its picture from the asset library and its name per language.',
  outcomes: 'The outcomes list of Editor.tsx: time thresholds in seconds, texts per language, prizes and odds.',
} as const satisfies Partial<Record<keyof MemorySettings, string>>;

/** The whole generated form of memory: the board's cover first, then the common sections. */
export const MEMORY_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [MEMORY_BOARD_SECTION, ...COMMON_SETTINGS_LAYOUT.sections],
  notInForm: {
    ...COMMON_SETTINGS_LAYOUT.notInForm,
    poolIds: 'Derived from the prizes chosen for the outcomes (Editor.tsx), not typed in.',
    ...MEMORY_EDITOR_KEYS,
  },
};
