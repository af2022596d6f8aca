import { defineMultiStepGameServer, type GameServer } from '@gc/games/core/game-server';
import { z } from 'zod';

type State = { answers: string[] };

/**
 * A test-only multi-step game on the wheel's settings: three questions whose right answer is "right";
 * three right answers win the first sector's prize pool; a play stopped after two answers is not decided.
 * Exercises the engine, not a real game.
 */
export const threeQuestionsServer = defineMultiStepGameServer<
  { sectors: { poolId: string | null }[] },
  State,
  { answerId: string }
>({
  type: 'spin-the-wheel',
  steps: {
    stepSchema: z.object({ answerId: z.enum(['right', 'wrong']) }),
    open: () => ({ state: { answers: [] }, view: { questions: 3 } }),
    take: (_settings, state, index, step) => {
      if (index >= 3) return { ok: false, reason: 'The quiz has three questions.' };
      return {
        ok: true,
        state: { answers: [...state.answers, step.answerId] },
        feedback: { isCorrect: step.answerId === 'right', isLast: index === 2 },
        isLast: index === 2,
      };
    },
    finish: (settings, state, elapsedMs) => {
      // A game may refuse to decide a play as it stands (memory: a board not cleared yet).
      if (state.answers.length === 2) return { kind: 'refused', reason: 'The third question is unanswered.' };
      const score = state.answers.filter((answer) => answer === 'right').length;
      const poolId = settings.sectors.find((sector) => sector.poolId)?.poolId;
      if (score === 3 && poolId) {
        return {
          kind: 'win',
          poolId,
          result: { score, elapsedMs },
          resultIfNoStock: { score, isOutOfStock: true },
        };
      }
      return { kind: 'lose', result: { score } };
    },
  },
}) as GameServer;
