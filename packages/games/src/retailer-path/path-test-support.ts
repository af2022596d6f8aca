import type { FinishAnswer, MultiStepGameServer, RandomBelow } from '../core/game-server.ts';

/** Opens a path play and rolls until the server says the last roll is taken, then finishes it (tests only). */
export function rollToTheEnd(
  server: MultiStepGameServer,
  settings: unknown,
  randomBelow: RandomBelow = () => 0,
): FinishAnswer {
  const { steps } = server;
  let { state } = steps.open(settings, randomBelow);
  for (let index = 0; ; index++) {
    const taken = steps.take(settings, state, index, steps.stepSchema.parse({ roll: true }));
    if (!taken.ok) throw new Error(`${server.type} roll ${index}: ${taken.reason}`);
    state = taken.state;
    if (taken.isLast) break;
  }
  return steps.finish(settings, state, 0, randomBelow);
}
