import { randomInt } from 'node:crypto';
import type { PlayDecision, RandomBelow } from '@gc/games/core/game-server';
import { findGameServer } from '@gc/games/server';

/** The server's randomness for every draw: crypto, never Math.random. */
export const randomBelow: RandomBelow = (exclusiveMax) => randomInt(exclusiveMax);

export function canDecide(type: string): boolean {
  return findGameServer(type) !== undefined;
}

/** The game type's own decision from the released settings; stock is the caller's business. */
export function decidePlay(type: string, settings: unknown, random: RandomBelow = randomBelow): PlayDecision {
  const server = findGameServer(type);
  if (!server) throw new Error(`No game server for ${type}`);
  return server.decide(settings, random);
}
