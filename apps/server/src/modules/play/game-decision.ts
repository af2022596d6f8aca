import { randomInt } from 'node:crypto';
import type { GameServer, RandomBelow } from '@gc/games/core/game-server';
import { findGameServer } from '@gc/games/server-registry';

/** The server's randomness for every draw: crypto, never Math.random. */
export const randomBelow: RandomBelow = (exclusiveMax) => randomInt(exclusiveMax);

export function canDecide(type: string): boolean {
  return findGameServer(type) !== undefined;
}

/** The game type's server (single- or multi-step); stock is the caller's business. */
export function gameServerOf(type: string): GameServer {
  const server = findGameServer(type);
  if (!server) throw new Error(`No game server for ${type}`);
  return server;
}
