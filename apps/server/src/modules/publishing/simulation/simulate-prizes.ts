import type { SimulatedPool } from '@gc/contracts/prize-simulation';
import type { RandomBelow } from '@gc/games/core/game-server';
import type { DrawPlayPool } from './play-pool.ts';

/** At most this many decisions per simulation; a bigger one is sampled and scaled (see below). */
export const MAX_DECISIONS = 200_000;

/** A pool as the simulation starts it: its stock left today, null when unlimited. */
export type SimulationPool = { id: string; name: string; remaining: number | null };

export type PrizeSimulationInput = {
  /** The calendar days to play, in order. */
  days: readonly string[];
  playsPerDay: number;
  pools: readonly SimulationPool[];
  drawPool: DrawPlayPool;
  randomBelow: RandomBelow;
  maxDecisions?: number;
};

export type PrizeSimulationRun = { sampledPlaysPerDay: number; pools: SimulatedPool[] };

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * Plays the expected plays day by day through the game's decision and takes each win from its pool
 * as the real claim does: a win on an empty pool becomes a loss, and the first day that happens is
 * the day the pool runs out. A win of a pool the company no longer has is a loss too (the checklist
 * reports it as an error). When days × plays exceed the budget, each day plays an equal sample and
 * every win stands for playsPerDay / sample winners, taken from the stock together, so that the
 * answer stays bounded for a year of a million plays a day. Winners per day are the total over
 * the simulated days.
 */
export function simulatePrizes(input: PrizeSimulationInput): PrizeSimulationRun {
  const { days, playsPerDay, drawPool, randomBelow } = input;
  const budget = input.maxDecisions ?? MAX_DECISIONS;
  const sampledPlaysPerDay = Math.max(1, Math.min(playsPerDay, Math.floor(budget / Math.max(1, days.length))));
  const weight = playsPerDay / sampledPlaysPerDay;
  const state = new Map(
    input.pools.map((pool) => [
      pool.id,
      { pool, remaining: pool.remaining, winners: 0, runsOutOn: null as string | null },
    ]),
  );
  for (const day of days) {
    for (let play = 0; play < sampledPlaysPerDay; play++) {
      const poolId = drawPool(randomBelow);
      const pool = poolId === null ? undefined : state.get(poolId);
      if (!pool) continue;
      if (pool.remaining === null) {
        pool.winners += weight;
        continue;
      }
      const served = Math.min(weight, pool.remaining);
      pool.winners += served;
      pool.remaining -= served;
      if (served < weight) pool.runsOutOn ??= day;
    }
  }
  return {
    sampledPlaysPerDay,
    pools: [...state.values()].map(({ pool, winners, runsOutOn }) => ({
      poolId: pool.id,
      name: pool.name,
      isUnlimited: pool.remaining === null,
      stock: pool.remaining,
      winnersPerDay: days.length === 0 ? 0 : twoDecimals(winners / days.length),
      totalWinners: Math.round(winners),
      runsOutOn,
    })),
  };
}
