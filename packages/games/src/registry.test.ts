import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameDefinitions } from './registry.ts';

const srcDir = new URL('.', import.meta.url).pathname;
/** Folders under src that are not game types. */
const NOT_GAMES = new Set(['core']);

describe('game registry', () => {
  it('lists every game folder exactly once', () => {
    const folders = readdirSync(srcDir)
      .filter((name) => statSync(join(srcDir, name)).isDirectory() && !NOT_GAMES.has(name))
      .sort();
    const registered = gameDefinitions.map((definition) => definition.type).sort();
    expect(registered).toEqual(folders);
    expect(new Set(registered).size).toBe(registered.length);
  });
});
