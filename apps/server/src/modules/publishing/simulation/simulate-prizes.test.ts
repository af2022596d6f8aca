import { defineMultiStepGameServer } from '@gc/games/core/game-server';
import { seededRandomBelow } from '@gc/games/core/seeded-random';
import { findGameServer } from '@gc/games/server';
import { spinTheWheel, WHEEL_DEFAULTS, type WheelSettings } from '@gc/games/spin-the-wheel/definition';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playPoolOf } from './play-pool.ts';
import { simulatePrizes } from './simulate-prizes.ts';
import { OPEN_ENDED_DAYS, simulationDays } from './simulation-days.ts';

// The wheel's server part, as the server registry gives it to the simulator.
const spinTheWheelServer = findGameServer('spin-the-wheel') as NonNullable<ReturnType<typeof findGameServer>>;

/** A wheel whose first sector gives pool `p1` at the odds given, the rest nothing. */
const wheel = (oddsBp: number, second?: { poolId: string; oddsBp: number }): WheelSettings => ({
  ...WHEEL_DEFAULTS,
  sectors: WHEEL_DEFAULTS.sectors.map((sector, index) => {
    if (index === 0) return { ...sector, poolId: 'p1', oddsBp };
    if (index === 1 && second) return { ...sector, ...second };
    return { ...sector, poolId: null, oddsBp: 0 };
  }),
});
const days = (count: number) => Array.from({ length: count }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const run = (settings: WheelSettings, pools: { id: string; remaining: number | null }[], dayCount = 10, plays = 100) =>
  simulatePrizes({
    days: days(dayCount),
    playsPerDay: plays,
    pools: pools.map((pool) => ({ ...pool, name: `Pool ${pool.id}` })),
    drawPool: playPoolOf(spinTheWheel, spinTheWheelServer, settings).drawPool,
    randomBelow: seededRandomBelow(7),
  });

describe('simulatePrizes through the wheel decision', () => {
  it('runs a pool of 10 codes at 50 % odds and 100 plays a day out on day 1', () => {
    const [pool] = run(wheel(5000), [{ id: 'p1', remaining: 10 }]).pools;
    expect(pool.runsOutOn).toBe('2026-03-01');
    expect(pool.totalWinners).toBe(10);
    expect(pool.winnersPerDay).toBe(1);
  });

  it('lets a pool with enough stock last, with about odds × plays winners a day', () => {
    const [pool] = run(wheel(5000), [{ id: 'p1', remaining: 1000 }]).pools;
    expect(pool.runsOutOn).toBeNull();
    expect(pool.winnersPerDay).toBeGreaterThan(40);
    expect(pool.winnersPerDay).toBeLessThan(60);
    expect(pool.stock).toBe(1000);
  });

  it('never runs an unlimited pool out, and keeps pools apart', () => {
    const result = run(wheel(2000, { poolId: 'p2', oddsBp: 3000 }), [
      { id: 'p1', remaining: null },
      { id: 'p2', remaining: 150 },
    ]);
    const [p1, p2] = result.pools;
    expect(p1).toMatchObject({ isUnlimited: true, stock: null, runsOutOn: null });
    expect(p1.winnersPerDay).toBeGreaterThan(12);
    expect(p1.winnersPerDay).toBeLessThan(28);
    // About 30 a day: 150 last about five days.
    expect(p2.runsOutOn).toMatch(/^2026-03-0[4-7]$/);
    expect(p2.totalWinners).toBe(150);
  });

  it('answers the same for the same seed', () => {
    expect(run(wheel(3300), [{ id: 'p1', remaining: 500 }])).toEqual(run(wheel(3300), [{ id: 'p1', remaining: 500 }]));
  });

  it('samples above the decision budget and scales each win', () => {
    const result = simulatePrizes({
      days: days(10),
      playsPerDay: 1_000,
      pools: [{ id: 'p1', name: 'Big', remaining: 100_000 }],
      drawPool: playPoolOf(spinTheWheel, spinTheWheelServer, wheel(5000)).drawPool,
      randomBelow: seededRandomBelow(1),
      maxDecisions: 1_000,
    });
    expect(result.sampledPlaysPerDay).toBe(100);
    expect(result.pools[0].winnersPerDay).toBeGreaterThan(400);
    expect(result.pools[0].winnersPerDay).toBeLessThan(600);
  });

  it('draws a multi-step game, or one without a server, by its prizes’ odds', () => {
    const quiz = defineMultiStepGameServer<WheelSettings, null, unknown>({
      type: 'spin-the-wheel',
      steps: {
        stepSchema: z.unknown(),
        open: () => ({ state: null, view: {} }),
        take: () => ({ ok: false, reason: 'no steps' }),
        finish: () => ({ kind: 'lose', result: {} }),
      },
    });
    for (const server of [quiz, undefined]) {
      const method = playPoolOf(spinTheWheel, server, wheel(10_000));
      expect(method.method).toBe('prizeOdds');
      expect(method.drawPool(seededRandomBelow(3))).toBe('p1');
    }
    expect(playPoolOf(spinTheWheel, spinTheWheelServer, wheel(10_000)).method).toBe('decide');
  });
});

describe('simulationDays', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('plays from today to the campaign end, whole days in the company zone', () => {
    const { days, horizon } = simulationDays('Europe/Zurich', now, null, new Date('2026-03-12T22:30:00Z'));
    expect(horizon).toBe('campaignEnd');
    // 22:30 UTC is 23:30 in Zurich: still the 12th.
    expect(days).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
  });

  it('starts at a later start date', () => {
    const { days } = simulationDays('UTC', now, new Date('2026-04-01T08:00:00Z'), new Date('2026-04-02T08:00:00Z'));
    expect(days).toEqual(['2026-04-01', '2026-04-02']);
  });

  it('simulates 30 days of a campaign without an end, and says so', () => {
    const { days, horizon } = simulationDays('Europe/Belgrade', now, null, null);
    expect(horizon).toBe('openEnded');
    expect(days).toHaveLength(OPEN_ENDED_DAYS);
    expect(days[0]).toBe('2026-03-10');
    // Across the change to summer time (29 March) the days stay calendar days.
    expect(days[29]).toBe('2026-04-08');
  });

  it('caps a campaign of years at one year, and an ended one gets today', () => {
    expect(simulationDays('UTC', now, null, new Date('2030-01-01T00:00:00Z'))).toMatchObject({ horizon: 'capped' });
    expect(simulationDays('UTC', now, null, new Date('2026-01-01T00:00:00Z')).days).toEqual(['2026-03-10']);
  });
});
