import { describe, expect, it } from 'vitest';
import { gameFolders } from './core/game-folders.ts';
import { gameDefinitions } from './registry.ts';

describe('game registry', () => {
  it('lists every game folder exactly once', () => {
    const registered = gameDefinitions.map((definition) => definition.type).sort();
    expect(registered).toEqual(gameFolders());
    expect(new Set(registered).size).toBe(registered.length);
  });
});
