import type { z } from 'zod';
import type { ResultPage } from './game-definition.ts';

/**
 * The game's own result of a play as its Player reads it (the wheel: `{ sectorId }`); plain JSON, stored
 * with the play (plays.result) and answered to the player. The platform never looks inside.
 */
export type GameResult = { readonly [key: string]: unknown };

/**
 * What a game decides before stock is touched: a win names the prize pool to claim from and the result
 * to show; if the pool turns out empty the play loses and shows `resultIfNoStock`. Pure data, so that
 * decisions are property-testable.
 */
export type PlayDecision =
  | { kind: 'win'; poolId: string; result: GameResult; resultIfNoStock: GameResult }
  | { kind: 'lose'; result: GameResult };

/**
 * A multi-step game's refusal to decide a play as it stands (memory: not every pair matched yet, or a
 * play faster than a person can play it). The platform answers it as a step it refuses (409
 * PLAY_STEP_REFUSED) and leaves the play open. `reason` is the game's stable code.
 */
export type FinishRefusal = { kind: 'refused'; reason: string };

/** What a multi-step game's `finish` answers: the decision, or a refusal. */
export type FinishAnswer = PlayDecision | FinishRefusal;

/**
 * A single-step game's refusal to play at all (a calendar tile that is not today's): nothing is spent,
 * the platform answers it as 409 PLAY_REFUSED with `reason` (the game's stable code).
 */
export type PlayRefusal = { kind: 'refused'; reason: string };

/**
 * When and where a play happens, given by the platform so that no decision reads the clock: `now` is
 * the server's clock at the request, `timeZone` the campaign's (its company's) IANA zone. A calendar
 * asks it which day it is; the other games ignore it.
 */
export type PlayMoment = { readonly now: Date; readonly timeZone: string };

/**
 * A single-step decision, optionally naming the play's `playKey`: the platform keeps at most one play
 * per key, campaign and player (a unique index on plays), so concurrent requests cannot both play it
 * (a calendar's `tile-5`). A second play with the key is refused (409 PLAY_KEY_USED) before any stock
 * is touched.
 */
export type KeyedPlayDecision = PlayDecision & { playKey?: string };

/** A uniform random integer in [0, exclusiveMax); the server passes crypto.randomInt, tests a seeded one. */
export type RandomBelow = (exclusiveMax: number) => number;

/**
 * A play decided in one call (the wheels). `input` is the play request's game input (`game` in the body),
 * parsed by `inputSchema`; without a schema the game takes no input and `input` is undefined.
 * The server side of a game type (server.ts in its folder); never imported by the player or builder bundles.
 */
export interface SingleStepGameServer<
  Settings = unknown,
  Input = unknown,
  Decision extends KeyedPlayDecision | PlayRefusal = KeyedPlayDecision | PlayRefusal,
> {
  /** The campaign type, as in the definition. */
  readonly type: string;
  readonly steps?: undefined;
  readonly inputSchema?: z.ZodType<Input>;
  /**
   * Decides one play from the released settings, or refuses it; must not read the clock or the
   * database: `moment` carries the server's `now` and the campaign's time zone.
   */
  decide(settings: Settings, input: Input, randomBelow: RandomBelow, moment: PlayMoment): Decision;
  /** The result page a decision leads to once stock is known. Defaults to win/lose. */
  resultPage?(decision: PlayDecision): ResultPage;
}

/** A play of several steps (the quiz): opened, steps sent one at a time and checked, finished by the server. */
export interface MultiStepGameServer<Settings = unknown, State = unknown, Step = unknown> {
  /** The campaign type, as in the definition. */
  readonly type: string;
  readonly steps: {
    /** Zod schema of one step the player sends (e.g. { answerId }). */
    readonly stepSchema: z.ZodType<Step>;
    /** Opens a play: the hidden state kept by the server, and the view the player may see (never an answer). */
    open(settings: Settings, randomBelow: RandomBelow): { state: State; view: GameResult };
    /** Checks step number `index` (0-based, the next one expected). Refuses a step that does not fit the state. */
    take(
      settings: Settings,
      state: State,
      index: number,
      step: Step,
    ): { ok: true; state: State; feedback: GameResult; isLast: boolean } | { ok: false; reason: string };
    /**
     * Finishes: score, outcome and prize pool, from the state and the measured time alone (the client
     * sends no score); or refuses a play that cannot be decided as it stands (a FinishRefusal).
     */
    finish(settings: Settings, state: State, elapsedMs: number, randomBelow: RandomBelow): FinishAnswer;
  };
  /** The result page a decision leads to once stock is known. Defaults to win/lose. */
  resultPage?(decision: PlayDecision): ResultPage;
}

export type GameServer = SingleStepGameServer | MultiStepGameServer;

/** A single-step game's server, typed by its settings, input and what its decision may answer. */
export function defineGameServer<
  Settings,
  Input = undefined,
  Decision extends KeyedPlayDecision | PlayRefusal = PlayDecision,
>(server: SingleStepGameServer<Settings, Input, Decision>): SingleStepGameServer<Settings, Input, Decision> {
  return server;
}

/** A multi-step game's server, typed by its settings, hidden state and step. */
export function defineMultiStepGameServer<Settings, State, Step>(
  server: MultiStepGameServer<Settings, State, Step>,
): MultiStepGameServer<Settings, State, Step> {
  return server;
}

/** A moment for callers that decide outside a real play (tests, the simulator of a game without days). */
export const UTC_EPOCH_MOMENT: PlayMoment = { now: new Date(0), timeZone: 'UTC' };

export function isMultiStep(server: GameServer): server is MultiStepGameServer {
  return server.steps !== undefined;
}
