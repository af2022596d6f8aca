import type { ResultPage } from './game-definition.ts';

/**
 * What a game decides for one play, before stock is touched: a win names the sector (or tile,
 * reel…) and the prize pool to claim from; if the pool turns out empty the play becomes the lose
 * outcome shown on `fallbackSectorId`. Pure data, so that decisions are property-testable.
 */
export type PlayDecision =
  | { kind: 'win'; sectorId: string; poolId: string; fallbackSectorId: string | null }
  | { kind: 'lose'; sectorId: string | null };

/** A uniform random integer in [0, exclusiveMax); the server passes crypto.randomInt, tests a seeded one. */
export type RandomBelow = (exclusiveMax: number) => number;

/**
 * The server side of a game type (server.ts in its folder). Never imported by the player or the
 * builder bundles.
 */
export interface GameServer<Settings = unknown> {
  /** The campaign type, as in the definition. */
  readonly type: string;
  /** Decides one play from the released settings; must not read the clock or the database. */
  decide(settings: Settings, randomBelow: RandomBelow): PlayDecision;
  /** The result page a decision leads to once stock is known. Defaults to win/lose. */
  resultPage?(decision: PlayDecision): ResultPage;
}

export function defineGameServer<Settings>(server: GameServer<Settings>): GameServer<Settings> {
  return server;
}
