import { lazy } from 'react';
import { ADVANCED_WHEEL_SETTINGS_LAYOUT } from './advanced-spin-the-wheel/editor-layout.ts';
import { CALENDAR_SETTINGS_LAYOUT } from './calendar/editor-layout.ts';
import type { GameEditorEntry } from './editor-registry-types.ts';
import { GUESS_THE_PICTURE_SETTINGS_LAYOUT } from './guess-the-picture/editor-layout.ts';
import { MEMORY_SETTINGS_LAYOUT } from './memory/editor-layout.ts';
import { PERSONALITY_TEST_SETTINGS_LAYOUT } from './personality-test/editor-layout.ts';
import { QUIZ_SETTINGS_LAYOUT } from './quiz/editor-layout.ts';
import { questionSaveNotices } from './quiz/save-notices.ts';
import { RETAILER_PATH_SETTINGS_LAYOUT } from './retailer-path/editor-layout.ts';
import { PENALTY_SETTINGS_LAYOUT } from './retailer-penalty/editor-layout.ts';
import { SLOT_SETTINGS_LAYOUT } from './retailer-slot/editor-layout.ts';
import { SCRATCH_CARD_SETTINGS_LAYOUT } from './scratch-card/editor-layout.ts';
import { WHEEL_SETTINGS_LAYOUT } from './spin-the-wheel/editor-layout.ts';
import { SURVEY_SETTINGS_LAYOUT } from './survey/editor-layout.ts';

const CalendarEditor = lazy(() => import('./calendar/Editor.tsx'));
const RetailerWheelEditor = lazy(() => import('./retailer-wheel/Editor.tsx'));

/**
 * The builder's editor of every game type, one line each: the hand-written Editor.tsx, loaded only
 * when the Game section opens, and the layout of the generated settings form. editor-registry.test.ts
 * fails when a game folder is missing here.
 */
export const gameEditors: readonly GameEditorEntry[] = [
  {
    type: 'spin-the-wheel',
    Editor: lazy(() => import('./spin-the-wheel/Editor.tsx')),
    layout: WHEEL_SETTINGS_LAYOUT,
  },
  {
    type: 'advanced-spin-the-wheel',
    Editor: lazy(() => import('./advanced-spin-the-wheel/Editor.tsx')),
    layout: ADVANCED_WHEEL_SETTINGS_LAYOUT,
  },
  {
    type: 'quiz',
    Editor: lazy(() => import('./quiz/Editor.tsx')),
    layout: QUIZ_SETTINGS_LAYOUT,
    saveNotices: questionSaveNotices,
  },
  {
    type: 'guess-the-picture',
    Editor: lazy(() => import('./guess-the-picture/Editor.tsx')),
    layout: GUESS_THE_PICTURE_SETTINGS_LAYOUT,
    saveNotices: questionSaveNotices,
  },
  {
    type: 'personality-test',
    Editor: lazy(() => import('./personality-test/Editor.tsx')),
    layout: PERSONALITY_TEST_SETTINGS_LAYOUT,
  },
  {
    type: 'scratch-card',
    Editor: lazy(() => import('./scratch-card/Editor.tsx')),
    layout: SCRATCH_CARD_SETTINGS_LAYOUT,
  },
  { type: 'memory', Editor: lazy(() => import('./memory/Editor.tsx')), layout: MEMORY_SETTINGS_LAYOUT },
  { type: 'survey', Editor: lazy(() => import('./survey/Editor.tsx')), layout: SURVEY_SETTINGS_LAYOUT },
  {
    type: 'retailer-penalty',
    Editor: lazy(() => import('./retailer-penalty/Editor.tsx')),
    layout: PENALTY_SETTINGS_LAYOUT,
  },
  {
    type: 'retailer-slot',
    Editor: lazy(() => import('./retailer-slot/Editor.tsx')),
    layout: SLOT_SETTINGS_LAYOUT,
  },
  {
    type: 'retailer-path',
    Editor: lazy(() => import('./retailer-path/Editor.tsx')),
    layout: RETAILER_PATH_SETTINGS_LAYOUT,
  },
  // One calendar editor under the four calendar types (core/game-folders.ts).
  ...['advent-calendar', 'easter-calendar', 'weekly-calendar', 'monthly-calendar'].map((type) => ({
    type,
    Editor: CalendarEditor,
    layout: CALENDAR_SETTINGS_LAYOUT,
  })),
  // One wheel editor under both retailers' wheels (core/game-folders.ts).
  ...['retailer-wheel', 'retailer2-wheel'].map((type) => ({
    type,
    Editor: RetailerWheelEditor,
    layout: WHEEL_SETTINGS_LAYOUT,
  })),
];

export function findGameEditor(type: string): GameEditorEntry | undefined {
  return gameEditors.find((entry) => entry.type === type);
}
