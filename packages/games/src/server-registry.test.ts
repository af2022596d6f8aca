import { describe, expect, it } from 'vitest';
import { gameFolders, SHARED_GAME_FOLDERS } from './core/game-folders.ts';
import { type FinishAnswer, type MultiStepGameServer, type PlayMoment, UTC_EPOCH_MOMENT } from './core/game-server.ts';
import { clearBoard } from './memory/memory-test-support.ts';
import { findGameDefinition } from './registry.ts';
import { rollToTheEnd } from './retailer-path/path-test-support.ts';
import { findGameServer, gameServers } from './server-registry.ts';
import { answerEverything } from './survey/survey-test-support.ts';

/** Opens a multi-step play on the settings, takes each step the view offers (its first answer) and finishes it. */
function playEveryStep(server: MultiStepGameServer, settings: unknown): FinishAnswer {
  const { steps } = server;
  let { state, view } = steps.open(settings, () => 0);
  const questions = (view as { questions?: { answers: { id: string }[] }[] }).questions ?? [];
  questions.forEach((question, index) => {
    const taken = steps.take(settings, state, index, steps.stepSchema.parse({ answerId: question.answers[0].id }));
    if (!taken.ok) throw new Error(`${server.type} step ${index}: ${taken.reason}`);
    expect(taken.isLast, server.type).toBe(index === questions.length - 1);
    state = taken.state;
  });
  return steps.finish(settings, state, 0, () => 0);
}

/** Games whose play is no list of questions, each played through its own way. */
const playThroughs: Record<string, (server: MultiStepGameServer, settings: unknown) => FinishAnswer> = {
  memory: (server, settings) => clearBoard(server, settings),
  survey: (server, settings) => answerEverything(server, settings),
  'retailer-path': (server, settings) => rollToTheEnd(server, settings),
};

/**
 * A play each single-step type accepts on its defaults: no input and any moment, but a calendar opens
 * its first day at noon of that day (UTC), and a penalty is shot at a zone.
 */
function singleStepPlayOf(type: string, defaults: unknown): [unknown, () => number, PlayMoment] {
  if (type === 'retailer-penalty') return [{ zone: 'bottom-left' }, () => 0, UTC_EPOCH_MOMENT];
  if (SHARED_GAME_FOLDERS.calendar.includes(type)) {
    const { startDate } = defaults as { startDate: string };
    return [{ dayNumber: 1 }, () => 0, { now: new Date(`${startDate}T12:00:00Z`), timeZone: 'UTC' }];
  }
  return [undefined, () => 0, UTC_EPOCH_MOMENT];
}

describe('game server registry', () => {
  it('lists every game folder exactly once', () => {
    const registered = gameServers.map((server) => server.type).sort();
    expect(registered).toEqual(gameFolders());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it("decides a play on each type's default settings", () => {
    for (const type of gameFolders()) {
      const definition = findGameDefinition(type);
      const server = findGameServer(type);
      expect(definition, type).toBeDefined();
      expect(server, type).toBeDefined();
      if (!definition || !server) continue;
      // Defaults have no prizes attached yet, so a new campaign can only lose.
      const decision = server.steps
        ? (playThroughs[type] ?? playEveryStep)(server, definition.defaults)
        : server.decide(definition.defaults, ...singleStepPlayOf(type, definition.defaults));
      expect(decision.kind, type).toBe('lose');
    }
  });

  it('finds nothing for a type without a folder', () => {
    expect(findGameServer('pinball')).toBeUndefined();
  });
});
