import { advancedSpinTheWheel } from './advanced-spin-the-wheel/definition.ts';
import { adventCalendar, easterCalendar, monthlyCalendar, weeklyCalendar } from './calendar/definition.ts';
import type { GameDefinition } from './core/game-definition.ts';
import { guessThePicture } from './guess-the-picture/definition.ts';
import { memory } from './memory/definition.ts';
import { personalityTest } from './personality-test/definition.ts';
import { quiz } from './quiz/definition.ts';
import { retailerPath } from './retailer-path/definition.ts';
import { retailerPenalty } from './retailer-penalty/definition.ts';
import { retailerSlot } from './retailer-slot/definition.ts';
import { retailer2Wheel, retailerWheel } from './retailer-wheel/definition.ts';
import { scratchCard } from './scratch-card/definition.ts';
import { spinTheWheel } from './spin-the-wheel/definition.ts';
import { survey } from './survey/definition.ts';

/**
 * Every game type, one line each. Adding a game is adding its folder and a line here (and in the
 * player's and editor's registries once they exist); registry.test.ts fails when a folder is missing.
 */
export const gameDefinitions: readonly GameDefinition[] = [
  spinTheWheel as GameDefinition,
  advancedSpinTheWheel as GameDefinition,
  quiz as GameDefinition,
  guessThePicture as GameDefinition,
  personalityTest as GameDefinition,
  scratchCard as GameDefinition,
  memory as GameDefinition,
  survey as GameDefinition,
  retailerPenalty as GameDefinition,
  retailerSlot as GameDefinition,
  retailerPath as GameDefinition,
  // One game under four names (core/game-folders.ts SHARED_GAME_FOLDERS).
  adventCalendar as GameDefinition,
  easterCalendar as GameDefinition,
  weeklyCalendar as GameDefinition,
  monthlyCalendar as GameDefinition,
  retailerWheel as GameDefinition,
  retailer2Wheel as GameDefinition,
];

export function findGameDefinition(type: string): GameDefinition | undefined {
  return gameDefinitions.find((definition) => definition.type === type);
}
