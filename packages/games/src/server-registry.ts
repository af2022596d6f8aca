import { advancedSpinTheWheelServer } from './advanced-spin-the-wheel/server.ts';
import {
  adventCalendarServer,
  easterCalendarServer,
  monthlyCalendarServer,
  weeklyCalendarServer,
} from './calendar/server.ts';
import type { GameServer } from './core/game-server.ts';
import { guessThePictureServer } from './guess-the-picture/server.ts';
import { memoryServer } from './memory/server.ts';
import { personalityTestServer } from './personality-test/server.ts';
import { quizServer } from './quiz/server.ts';
import { retailerPathServer } from './retailer-path/server.ts';
import { retailerPenaltyServer } from './retailer-penalty/server.ts';
import { retailerSlotServer } from './retailer-slot/server.ts';
import { retailer2WheelServer, retailerWheelServer } from './retailer-wheel/server.ts';
import { scratchCardServer } from './scratch-card/server.ts';
import { spinTheWheelServer } from './spin-the-wheel/server.ts';
import { surveyServer } from './survey/server.ts';

/**
 * The server side of every game type, one line each; only the server imports this file, so the
 * player and builder bundles never carry decision code. server-registry.test.ts fails when a game
 * folder is missing here.
 */
export const gameServers: readonly GameServer[] = [
  spinTheWheelServer as GameServer,
  advancedSpinTheWheelServer as GameServer,
  quizServer as GameServer,
  guessThePictureServer as GameServer,
  personalityTestServer as GameServer,
  scratchCardServer as GameServer,
  memoryServer as GameServer,
  surveyServer as GameServer,
  retailerPenaltyServer as GameServer,
  retailerSlotServer as GameServer,
  retailerPathServer as GameServer,
  adventCalendarServer as GameServer,
  easterCalendarServer as GameServer,
  weeklyCalendarServer as GameServer,
  monthlyCalendarServer as GameServer,
  retailerWheelServer as GameServer,
  retailer2WheelServer as GameServer,
];

export function findGameServer(type: string): GameServer | undefined {
  return gameServers.find((server) => server.type === type);
}
