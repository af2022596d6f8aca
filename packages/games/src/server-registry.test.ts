import { describe, expect, it } from 'vitest';
import { gameFolders } from './core/game-folders.ts';
import { findGameDefinition } from './registry.ts';
import { findGameServer, gameServers } from './server-registry.ts';

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
        ? server.steps.finish(definition.defaults, server.steps.open(definition.defaults, () => 0).state, 0, () => 0)
        : server.decide(definition.defaults, undefined, () => 0);
      expect(decision.kind, type).toBe('lose');
    }
  });

  it('finds nothing for a type without a folder', () => {
    expect(findGameServer('pinball')).toBeUndefined();
  });
});
