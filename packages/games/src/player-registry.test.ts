import { describe, expect, it } from 'vitest';
import { gameFolders } from './core/game-folders.ts';
import { findGamePlayer, findGamePreview, gamePlayers, gamePreviews } from './player-registry.ts';
import { findGameDefinition } from './registry.ts';

describe('player registry', () => {
  it('lists every game folder', () => {
    expect(Object.keys(gamePlayers).sort()).toEqual(gameFolders());
    expect(Object.keys(gamePreviews).sort()).toEqual(gameFolders());
  });

  it.each(Object.entries(gamePreviews))('loads the %s preview play for its type', async (type, load) => {
    const module = await load();
    expect(module.default.type).toBe(type);
    expect(findGamePreview(type)).toBe(load);
  });

  it('finds no Player for an unknown type or an inherited property name', () => {
    expect(findGamePlayer('pinball')).toBeUndefined();
    expect(findGamePlayer('constructor')).toBeUndefined();
    expect(findGamePlayer('spin-the-wheel')).toBe(gamePlayers['spin-the-wheel']);
  });

  it.each(Object.entries(gamePlayers))('loads the %s Player as a component', async (_, load) => {
    const module = await load();
    expect(typeof module.default).toBe('function');
  });

  it.each(Object.entries(gamePlayers))('gives the %s page the result summary of its definition', async (type, load) => {
    const module = await load();
    const definition = findGameDefinition(type);
    expect(module.resultSummary).toBe(definition?.resultSummary);
  });
});
