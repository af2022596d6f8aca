import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf } from './board.ts';
import { MEMORY_DEFAULTS, type MemorySettings, memory } from './definition.ts';
import type { MemoryPlayState } from './memory-steps.ts';
import { memoryArb, perfectFlips, seededRandomBelow } from './memory-test-support.ts';
import { MIN_MS_PER_FLIP } from './memory-timing.ts';
import { memoryServer } from './server.ts';

const { open, take, finish, stepSchema } = memoryServer.steps;
const POOL = '00000000-0000-4000-8000-000000000001';

/** Flips `flips` in order from `state`, failing on a refusal; returns the state and the feedbacks. */
function flipAll(settings: MemorySettings, state: MemoryPlayState, flips: readonly number[]) {
  const feedbacks: Record<string, unknown>[] = [];
  for (const tileIndex of flips) {
    const taken = take(settings, state, state.flips.length, { tileIndex });
    if (!taken.ok) throw new Error(taken.reason);
    feedbacks.push(taken.feedback);
    state = taken.state;
  }
  return { state, feedbacks };
}

/** A play that clears the board after wandering: `noise` flips of two distinct unmatched tiles first. */
function wanderingFlips(layout: readonly string[], noise: readonly number[]): number[] {
  const flips: number[] = [];
  for (const n of noise) {
    const first = n % layout.length;
    const second = (first + 1 + (n % (layout.length - 1))) % layout.length;
    if (layout[first] !== layout[second]) flips.push(first, second);
  }
  return [...flips, ...perfectFlips(layout)];
}

describe('memory server: what the player sees', () => {
  it('opens with the board size and the cover only: the same view whatever the layout', () => {
    fc.assert(
      fc.property(memoryArb, fc.integer(), fc.integer(), (settings, seedA, seedB) => {
        const a = open(settings, seededRandomBelow(seedA));
        const b = open(settings, seededRandomBelow(seedB));
        expect(a.view).toEqual(b.view);
        expect(a.view).toEqual({ ...boardOf(settings.tiles.length), coverImageUrl: settings.coverImageUrl });
        const text = JSON.stringify(a.view);
        for (const tile of settings.tiles) expect(text).not.toContain(tile.id);
        // Every tile lies on the board exactly twice.
        const counts = new Map<string, number>();
        for (const id of a.state.layout) counts.set(id, (counts.get(id) ?? 0) + 1);
        expect([...counts.values()].every((count) => count === 2)).toBe(true);
        expect(counts.size).toBe(settings.tiles.length);
      }),
    );
  });

  it('reveals one tile a flip: the feedback so far is the same whatever lies under the tiles not flipped', () => {
    fc.assert(
      fc.property(memoryArb, fc.integer(), fc.nat(), (settings, seed, cut) => {
        const { state } = open(settings, seededRandomBelow(seed));
        const flips = perfectFlips(state.layout);
        const upTo = cut % flips.length;
        const seen = new Set(flips.slice(0, upTo));
        const unseen = state.layout.map((_, i) => i).filter((i) => !seen.has(i));
        // Swap what lies under two places not flipped yet: nothing said so far may change.
        if (unseen.length >= 2) {
          const layout = [...state.layout];
          const [x, y] = [unseen[0], unseen.at(-1) as number];
          [layout[x], layout[y]] = [layout[y], layout[x]];
          const a = flipAll(settings, state, flips.slice(0, upTo)).feedbacks;
          const b = flipAll(settings, { layout, flips: [] }, flips.slice(0, upTo)).feedbacks;
          expect(b).toEqual(a);
        }
      }),
    );
  });

  it("tells a flip's tile and picture, and on a turn's second flip whether it matched", () => {
    const rest = MEMORY_DEFAULTS.tiles.slice(2).flatMap((tile) => [tile.id, tile.id]);
    const state: MemoryPlayState = { layout: ['tile-1', 'tile-2', 'tile-1', 'tile-2', ...rest], flips: [] };
    const first = take(MEMORY_DEFAULTS, state, 0, { tileIndex: 0 });
    expect(first).toMatchObject({ ok: true, isLast: false });
    if (!first.ok) return;
    expect(first.feedback).toEqual({
      tileIndex: 0,
      tileId: 'tile-1',
      imageUrl: null,
      isMatch: null,
      firstIndex: null,
      matchedCount: 0,
      isCleared: false,
    });
    const miss = take(MEMORY_DEFAULTS, first.state, 1, { tileIndex: 1 });
    expect(miss.ok && miss.feedback).toMatchObject({ tileId: 'tile-2', isMatch: false, firstIndex: 0 });
    const again = take(MEMORY_DEFAULTS, first.state, 1, { tileIndex: 2 });
    expect(again.ok && again.feedback).toMatchObject({ tileId: 'tile-1', isMatch: true, matchedCount: 2 });
  });
});

describe('memory server: flips it refuses', () => {
  const { state } = open(MEMORY_DEFAULTS, seededRandomBelow(7));
  const [a, b] = perfectFlips(state.layout);
  const matched = flipAll(MEMORY_DEFAULTS, state, [a, b]).state;

  it('refuses a place off the board, a matched tile, the same tile twice in a turn, and a flip out of order', () => {
    expect(take(MEMORY_DEFAULTS, state, 0, { tileIndex: 16 })).toEqual({ ok: false, reason: 'offBoard' });
    expect(take(MEMORY_DEFAULTS, matched, 2, { tileIndex: a })).toEqual({ ok: false, reason: 'alreadyMatched' });
    const opened = flipAll(MEMORY_DEFAULTS, matched, [a === 0 || b === 0 ? 15 : 0]).state;
    const open1 = opened.flips[2];
    expect(take(MEMORY_DEFAULTS, opened, 3, { tileIndex: open1 })).toEqual({ ok: false, reason: 'sameTile' });
    expect(take(MEMORY_DEFAULTS, state, 1, { tileIndex: 0 })).toEqual({ ok: false, reason: 'outOfOrder' });
    expect(take(MEMORY_DEFAULTS, state, -1, { tileIndex: 0 })).toEqual({ ok: false, reason: 'outOfOrder' });
    expect(take(MEMORY_DEFAULTS, matched, 0, { tileIndex: b })).toEqual({ ok: false, reason: 'alreadyTaken' });
  });

  it('refuses any flip once the board is cleared, and answers a replayed flip with its feedback', () => {
    const cleared = flipAll(MEMORY_DEFAULTS, state, perfectFlips(state.layout));
    expect(take(MEMORY_DEFAULTS, cleared.state, 16, { tileIndex: 0 })).toEqual({ ok: false, reason: 'boardCleared' });
    const replay = take(MEMORY_DEFAULTS, cleared.state, 15, { tileIndex: cleared.state.flips[15] });
    expect(replay).toEqual({ ok: true, state: cleared.state, feedback: cleared.feedbacks[15], isLast: true });
  });

  it('takes only a place as a step: no time, no score, no pair', () => {
    expect(stepSchema.safeParse({ tileIndex: 3 }).success).toBe(true);
    expect(stepSchema.safeParse({ tileIndex: 3, seconds: 1 }).success).toBe(false);
    expect(stepSchema.safeParse({ tileIndex: -1 }).success).toBe(false);
    expect(stepSchema.safeParse({ tileIndex: 1.5 }).success).toBe(false);
    expect(stepSchema.safeParse({ tileIndex: 24 }).success).toBe(false);
  });
});

describe('memory server: finish by time and flips', () => {
  it('decides a cleared board by its time in whole seconds, from the settings, state and time alone', () => {
    fc.assert(
      fc.property(
        memoryArb,
        fc.integer(),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.integer({ min: 0, max: 4_000_000 }),
        (settings, seed, noise, extraMs) => {
          const prized = {
            ...settings,
            outcomes: settings.outcomes.map((o) => ({ ...o, poolId: POOL, oddsBp: 5_000 })),
          };
          const opened = open(prized, seededRandomBelow(seed)).state;
          const { state } = flipAll(prized, opened, wanderingFlips(opened.layout, noise));
          const elapsedMs = state.flips.length * MIN_MS_PER_FLIP + extraMs;
          const seconds = Math.floor(elapsedMs / 1000);
          const outcome = prized.outcomes.find(
            (o) => o.downTimeThreshold <= seconds && (o.upTimeThreshold === null || seconds <= o.upTimeThreshold),
          );
          const result = { seconds, moves: state.flips.length / 2, outcomeId: outcome?.id ?? null };
          expect(outcome).toBeDefined();
          const decision = finish(prized, state, elapsedMs, () => 0);
          expect(decision).toEqual({ kind: 'win', poolId: POOL, result, resultIfNoStock: result });
          expect(finish(prized, state, elapsedMs, () => 5_000)).toEqual({ kind: 'lose', result });
          // A forged field in the state changes nothing; the state survives JSON.
          const forged = { ...state, seconds: 0, outcomeId: 'outcome-0' } as MemoryPlayState;
          expect(finish(prized, forged, elapsedMs, () => 0)).toEqual(decision);
          expect(finish(prized, JSON.parse(JSON.stringify(state)), elapsedMs, () => 0)).toEqual(decision);
        },
      ),
    );
  });

  it('refuses a board not cleared, whatever the time', () => {
    fc.assert(
      fc.property(memoryArb, fc.integer(), fc.nat(), fc.nat(), (settings, seed, cut, ms) => {
        const opened = open(settings, seededRandomBelow(seed)).state;
        const flips = perfectFlips(opened.layout);
        const { state } = flipAll(settings, opened, flips.slice(0, cut % flips.length));
        expect(finish(settings, state, ms, () => 0)).toEqual({ kind: 'refused', reason: 'notCleared' });
      }),
    );
  });

  it('refuses a play faster than a person can flip its tiles, and takes one just as fast', () => {
    fc.assert(
      fc.property(memoryArb, fc.integer(), fc.array(fc.nat(), { maxLength: 6 }), (settings, seed, noise) => {
        const opened = open(settings, seededRandomBelow(seed)).state;
        const { state } = flipAll(settings, opened, wanderingFlips(opened.layout, noise));
        const fastest = state.flips.length * MIN_MS_PER_FLIP;
        expect(finish(settings, state, fastest - 1, () => 0)).toEqual({ kind: 'refused', reason: 'tooFast' });
        expect(finish(settings, state, 0, () => 0)).toEqual({ kind: 'refused', reason: 'tooFast' });
        expect(finish(settings, state, fastest, () => 0).kind).toBe('lose');
      }),
    );
  });
});

describe('memory definition', () => {
  it('validates its defaults and a new campaign in every language: a 4×4 board', () => {
    expect(memory.settingsSchema.parse(MEMORY_DEFAULTS)).toEqual(MEMORY_DEFAULTS);
    const serbian = memory.defaultsFor?.(['sr', 'en']);
    expect(memory.settingsSchema.safeParse(serbian).success).toBe(true);
    expect(serbian?.outcomes[0].title.sr).toBe('Munjevito!');
    expect(boardOf(MEMORY_DEFAULTS.tiles.length)).toEqual({ columns: 4, rows: 4, tileCount: 16 });
  });

  it('refuses thresholds out of order and repeated ids', () => {
    const [first, second] = MEMORY_DEFAULTS.outcomes;
    const reversed = {
      ...MEMORY_DEFAULTS,
      outcomes: [{ ...first, downTimeThreshold: 30, upTimeThreshold: 10 }, second],
    };
    expect(memory.settingsSchema.safeParse(reversed).success).toBe(false);
    const twice = { ...MEMORY_DEFAULTS, tiles: [MEMORY_DEFAULTS.tiles[0], MEMORY_DEFAULTS.tiles[0]] };
    expect(memory.settingsSchema.safeParse(twice).success).toBe(false);
  });

  it('publishes no prize pool or odds', () => {
    const prized = {
      ...MEMORY_DEFAULTS,
      outcomes: MEMORY_DEFAULTS.outcomes.map((o) => ({ ...o, poolId: POOL, oddsBp: 10 })),
    };
    const text = JSON.stringify(memory.publicSettings?.(prized));
    expect(text).not.toContain('"poolId"');
    expect(text).not.toContain('oddsBp');
  });
});
