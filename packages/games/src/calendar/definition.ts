import type { LanguageCode } from '@gc/contracts/languages';
import { z } from 'zod';
import { COMMON_GAME_DEFAULTS, commonGameSettingsSchema } from '../core/common-settings.ts';
import { defineGame, type GameDefinition } from '../core/game-definition.ts';
import {
  calendarLocalizedTexts,
  calendarPrizeSlots,
  calendarPublicSettings,
  calendarPublishChecks,
} from './calendar-checks.ts';
import { calendarLength, localDateOf } from './calendar-days.ts';
import { defaultSpan, defaultTiles } from './calendar-defaults.ts';
import { CALENDAR_TYPES, type CalendarType, calendarTileSchema, plainDate, TILES_MAX } from './calendar-schemas.ts';
import { calendarPreviewDays } from './preview-days.ts';
import { calendarResultSummary } from './result-summary.ts';
import { calendarWords } from './words.ts';

/**
 * Spec §3 Calendar on top of the common settings: the four calendars are one game, told apart by
 * `calendarType` and their default span. `canOpenMissedDays` is ours (issue 12: past days show as missed
 * or, if the campaign allows, still open). `campaignId` of the spec is not a setting.
 */
export const calendarSettingsSchema = commonGameSettingsSchema
  .extend({
    calendarType: z.enum(CALENDAR_TYPES, { error: 'calendarType not recognized' }),
    startDate: plainDate,
    endDate: plainDate,
    canOpenMissedDays: z.boolean(),
    tiles: z.array(calendarTileSchema).max(TILES_MAX),
  })
  .refine((settings) => settings.endDate >= settings.startDate, {
    message: 'The end date is before the start date',
    path: ['endDate'],
  })
  .refine((settings) => calendarLength(settings.startDate, settings.endDate) <= TILES_MAX, {
    message: `A calendar spans ${TILES_MAX} days at most`,
    path: ['endDate'],
  });
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/** The campaign type of each calendar (spec §1) and the calendarType its settings carry. */
export const CALENDAR_CAMPAIGN_TYPES = {
  'advent-calendar': 'advent',
  'easter-calendar': 'easter',
  'weekly-calendar': 'weekly',
  'monthly-calendar': 'monthly',
} as const satisfies Record<string, CalendarType>;
export type CalendarCampaignType = keyof typeof CALENDAR_CAMPAIGN_TYPES;

/** A calendar's settings for its span: one tile per day, missed days closed. */
function calendarDefaults(
  calendarType: CalendarType,
  span: { startDate: string; endDate: string },
  languages: readonly LanguageCode[],
): CalendarSettings {
  return {
    ...COMMON_GAME_DEFAULTS,
    poolIds: [],
    calendarType,
    ...span,
    canOpenMissedDays: false,
    tiles: defaultTiles(span, languages),
  };
}

/** The fixed defaults a definition must have: the spans of 2026 (a new campaign gets the next span, defaultsFor). */
const DEFAULTS_DAY = '2026-01-02';

function calendarDefinition(type: CalendarCampaignType): GameDefinition<CalendarSettings> {
  const calendarType = CALENDAR_CAMPAIGN_TYPES[type];
  return defineGame<CalendarSettings>({
    type,
    settingsVersion: 1,
    settingsSchema: calendarSettingsSchema,
    defaults: calendarDefaults(calendarType, defaultSpan(calendarType, DEFAULTS_DAY), ['en']),
    // A new campaign's calendar is the type's next span from the day it is made (UTC is near enough: the
    // marketer moves the dates anyway).
    defaultsFor: (languages) =>
      calendarDefaults(calendarType, defaultSpan(calendarType, localDateOf(new Date(), 'UTC')), languages),
    listsWithIds: { tiles: 'tile', 'tiles.prizes': 'prize', 'tiles.outcomes': 'outcome' },
    localizedTexts: calendarLocalizedTexts,
    prizeSlots: calendarPrizeSlots,
    publishChecks: calendarPublishChecks,
    publicSettings: calendarPublicSettings,
    words: calendarWords,
    resultSummary: calendarResultSummary,
    previewDays: calendarPreviewDays,
  });
}

export const adventCalendar = calendarDefinition('advent-calendar');
export const easterCalendar = calendarDefinition('easter-calendar');
export const weeklyCalendar = calendarDefinition('weekly-calendar');
export const monthlyCalendar = calendarDefinition('monthly-calendar');

/** The advent calendar's defaults (24 tiles, Dec 1–24 2026), for tests and benches. */
export const CALENDAR_DEFAULTS = adventCalendar.defaults;
