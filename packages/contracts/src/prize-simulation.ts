import { z } from 'zod';

/** The most expected plays per day the simulator takes (a bigger campaign is sampled anyway). */
export const MAX_PLAYS_PER_DAY = 1_000_000;

/** `playsPerDay` of the prize simulator and of the publish checklist's run-out warning. */
export const playsPerDaySchema = z.coerce
  .number({ error: 'Expected plays per day must be a whole number' })
  .int('Expected plays per day must be a whole number')
  .min(1, 'Expected plays per day must be at least 1')
  .max(MAX_PLAYS_PER_DAY, 'Expected plays per day can be at most 1 000 000');

export const prizeSimulationQuerySchema = z.object({ playsPerDay: playsPerDaySchema });

/** Why the simulated days end where they do. */
export const SIMULATION_HORIZONS = ['campaignEnd', 'openEnded', 'capped'] as const;
export type SimulationHorizon = (typeof SIMULATION_HORIZONS)[number];

/**
 * One prize pool of the simulation. `stock` is what remains today (codes left for a pool with
 * codes), null for an unlimited pool. `runsOutOn` is the first day (YYYY-MM-DD, company time zone)
 * on which a winner finds the pool empty, so the win becomes a loss; null when it lasts.
 */
export const simulatedPoolSchema = z.object({
  poolId: z.string(),
  name: z.string(),
  isUnlimited: z.boolean(),
  stock: z.number().int().nullable(),
  winnersPerDay: z.number(),
  totalWinners: z.number().int(),
  runsOutOn: z.string().nullable(),
});
export type SimulatedPool = z.infer<typeof simulatedPoolSchema>;

/**
 * GET /build/prize-simulation/{campaignId}?playsPerDay=N: the saved draft's game decision run over
 * each day from `firstDay` to `lastDay` (inclusive) with the pools' current stock. Above the
 * decision budget each day plays `sampledPlaysPerDay` and every win counts for
 * playsPerDay / sampledPlaysPerDay winners. `method` says whether the game's own decision ran
 * (`decide`) or, for a game without a single-step decision, its prizes' odds (`prizeOdds`).
 */
export const prizeSimulationSchema = z.object({
  playsPerDay: z.number().int(),
  sampledPlaysPerDay: z.number().int(),
  firstDay: z.string(),
  lastDay: z.string(),
  days: z.number().int(),
  horizon: z.enum(SIMULATION_HORIZONS),
  timeZone: z.string(),
  method: z.enum(['decide', 'prizeOdds']),
  pools: z.array(simulatedPoolSchema),
});
export type PrizeSimulation = z.infer<typeof prizeSimulationSchema>;
