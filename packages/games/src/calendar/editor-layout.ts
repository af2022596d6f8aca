import {
  COMMON_SETTINGS_LAYOUT,
  type SettingsLayout,
  type SettingsSection,
  settingTexts,
} from '../core/settings-layout.ts';
import type { CalendarSettings } from './definition.ts';

/** The calendar's kind and whether missed days still open: what a generated form can express. */
export const CALENDAR_SECTIONS: readonly SettingsSection[] = [
  {
    titleKey: 'game.sections.calendar',
    fields: [
      {
        kind: 'select',
        key: 'calendarType',
        options: [
          { value: 'advent', labelKey: 'game.settings.calendarType.advent' },
          { value: 'easter', labelKey: 'game.settings.calendarType.easter' },
          { value: 'weekly', labelKey: 'game.settings.calendarType.weekly' },
          { value: 'monthly', labelKey: 'game.settings.calendarType.monthly' },
        ],
        ...settingTexts('calendarType', true),
      },
      { kind: 'switch', key: 'canOpenMissedDays', ...settingTexts('canOpenMissedDays', true) },
    ],
  },
];

/** Settings the calendar's hand-written Editor owns. */
export const CALENDAR_EDITOR_KEYS = {
  startDate: 'The date fields of Editor.tsx: a form field for a plain date does not exist yet.',
  endDate: 'The date fields of Editor.tsx, which also make one tile per day.',
  tiles: 'The tile grid of Editor.tsx: order by drag and drop or buttons, looks, prizes and outcomes.',
} as const satisfies Partial<Record<keyof CalendarSettings, string>>;

/** The whole generated form of a calendar: its own section first, then the common ones. */
export const CALENDAR_SETTINGS_LAYOUT: SettingsLayout = {
  sections: [...CALENDAR_SECTIONS, ...COMMON_SETTINGS_LAYOUT.sections],
  notInForm: { ...COMMON_SETTINGS_LAYOUT.notInForm, ...CALENDAR_EDITOR_KEYS },
};
