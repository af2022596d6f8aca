import fc from 'fast-check';
import type { FinishAnswer, MultiStepGameServer } from '../core/game-server.ts';
import { MEMORY_DEFAULTS, type MemorySettings } from './definition.ts';
import type { MemoryPlayState } from './memory-steps.ts';

export { seededRandomBelow } from '../core/seeded-random.ts';

/**
 * The flips of a perfect play of `layout`: each pair in turn, in the order its first tile lies on the
 * board. A player cannot know the layout; the tests do.
 */
export function perfectFlips(layout: readonly string[]): number[] {
  const seen = new Set<string>();
  return layout.flatMap((id, index) => {
    if (seen.has(id)) return [];
    seen.add(id);
    return [index, layout.indexOf(id, index + 1)];
  });
}

/**
 * Plays a memory board as the registry tests do: opens it, flips each pair (reading the layout from the
 * state, as only a test may) and finishes it after `elapsedMs`.
 */
export function clearBoard(server: MultiStepGameServer, settings: unknown, elapsedMs = 600_000): FinishAnswer {
  const { steps } = server;
  let { state } = steps.open(settings, () => 0);
  perfectFlips((state as MemoryPlayState).layout).forEach((tileIndex, index) => {
    const taken = steps.take(settings, state, index, steps.stepSchema.parse({ tileIndex }));
    if (!taken.ok) throw new Error(`memory flip ${index}: ${taken.reason}`);
    state = taken.state;
  });
  return steps.finish(settings, state, elapsedMs, () => 0);
}

/** Any valid memory game: 2–12 tiles, outcomes by time in bands from 0 s, the last open-ended. */
export const memoryArb: fc.Arbitrary<MemorySettings> = fc
  .record({
    pairs: fc.integer({ min: 2, max: 12 }),
    cuts: fc.uniqueArray(fc.integer({ min: 1, max: 600 }), { maxLength: 4 }),
    withImages: fc.boolean(),
  })
  .map(({ pairs, cuts, withImages }) => {
    const starts = [0, ...cuts.sort((a, b) => a - b)];
    return {
      ...MEMORY_DEFAULTS,
      tiles: Array.from({ length: pairs }, (_, t) => ({
        id: `t${t}`,
        imageUrl: withImages ? `https://img.example/${t}.png` : null,
        label: { en: `Tile ${t}` },
      })),
      outcomes: starts.map((start, o) => ({
        ...MEMORY_DEFAULTS.outcomes[0],
        id: `outcome-${o}`,
        downTimeThreshold: start,
        upTimeThreshold: o + 1 < starts.length ? starts[o + 1] - 1 : null,
      })),
    };
  });
