import { describe, expect, it } from 'vitest';
import { gameFolders } from './core/game-folders.ts';
import { findGamePlayer, gamePlayers } from './player-registry.ts';

describe('player registry', () => {
  it('lists every game folder', () => {
    expect(Object.keys(gamePlayers).sort()).toEqual(gameFolders());
  });

  it('finds no Player for an unknown type or an inherited property name', () => {
    expect(findGamePlayer('memory')).toBeUndefined();
    expect(findGamePlayer('constructor')).toBeUndefined();
    expect(findGamePlayer('spin-the-wheel')).toBe(gamePlayers['spin-the-wheel']);
  });

  it.each(Object.entries(gamePlayers))('loads the %s Player as a component', async (_, load) => {
    const module = await load();
    expect(typeof module.default).toBe('function');
  });
});
