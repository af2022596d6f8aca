import { defineGameServer, type PlayDecision, type RandomBelow } from '../core/game-server.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idsIn = (settings: unknown, key: string): Record<string, unknown>[] =>
  isObject(settings) && Array.isArray(settings[key])
    ? settings[key].filter((item): item is Record<string, unknown> => isObject(item) && typeof item.id === 'string')
    : [];

/**
 * PREVIEW ONLY: the builder's preview has no server play, so the card shows any of its faces at random, a
 * win when it is a prize with a pool (odds and stock are not looked at, so a marketer sees every face and
 * page). Reads the unvalidated working copy defensively. A published card is decided by server.ts.
 */
export function previewScratchCard(settings: unknown, randomBelow: RandomBelow): PlayDecision {
  const prizes = idsIn(settings, 'prizes');
  const outcomes = idsIn(settings, 'outcomes');
  const noWin = { outcomeId: outcomes.length > 0 ? outcomes[randomBelow(outcomes.length)].id : null };
  const index = randomBelow(prizes.length + outcomes.length || 1);
  if (index >= prizes.length) {
    const outcome = outcomes[index - prizes.length];
    return { kind: 'lose', result: { outcomeId: outcome ? outcome.id : null } };
  }
  const prize = prizes[index];
  return typeof prize.poolId === 'string' && prize.poolId
    ? { kind: 'win', poolId: prize.poolId, result: { prizeId: prize.id }, resultIfNoStock: noWin }
    : { kind: 'lose', result: { prizeId: prize.id } };
}

export default defineGameServer({
  type: 'scratch-card',
  decide: (settings: unknown, _input, randomBelow) => previewScratchCard(settings, randomBelow),
});
