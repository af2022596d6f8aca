import { defineMultiStepGameServer, type FinishAnswer, type RandomBelow } from '../core/game-server.ts';
import { drawOutcomePrize } from '../quiz/quiz-scoring.ts';
import { progressOf } from './board.ts';
import type { MemorySettings } from './definition.ts';
import { type FlipStep, flipStepSchema, type MemoryPlayState, openMemory, takeFlip } from './memory-steps.ts';
import { minimumPlayMs, outcomeForTime, secondsOf } from './memory-timing.ts';

/** Why an outcome is refused: the board is not cleared yet, or it was cleared faster than a person can. */
export type MemoryFinishRefusal = 'notCleared' | 'tooFast';

/**
 * Memory's outcome, from the settings, the play's state and the time the server measured alone: a play
 * whose every pair is matched, in no less than the time a person needs for its flips (memory-timing.ts),
 * ends on the outcome holding its time in whole seconds, and wins that outcome's prize at its odds.
 */
export function finishMemory(
  settings: MemorySettings,
  state: MemoryPlayState,
  elapsedMs: number,
  randomBelow: RandomBelow,
): FinishAnswer {
  if (!progressOf(state.layout, state.flips).isCleared) return { kind: 'refused', reason: 'notCleared' };
  if (elapsedMs < minimumPlayMs(state.flips.length)) return { kind: 'refused', reason: 'tooFast' };
  const seconds = secondsOf(elapsedMs);
  const outcome = outcomeForTime(settings.outcomes, seconds);
  const result = { seconds, moves: state.flips.length / 2, outcomeId: outcome?.id ?? null };
  const poolId = drawOutcomePrize(outcome, randomBelow);
  return poolId === null ? { kind: 'lose', result } : { kind: 'win', poolId, result, resultIfNoStock: result };
}

export const memoryServer = defineMultiStepGameServer<MemorySettings, MemoryPlayState, FlipStep>({
  type: 'memory',
  steps: {
    stepSchema: flipStepSchema,
    open: openMemory,
    take: takeFlip,
    finish: finishMemory,
  },
});
