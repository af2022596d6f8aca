import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders under packages/games/src that are not game types. */
const NOT_GAMES = new Set(['core']);

/**
 * The game folders under packages/games/src, sorted: every registry (definitions, server, player,
 * editor) must list each of them once. Used by the registry tests only (it reads the disk).
 */
export function gameFolders(): string[] {
  const srcDir = new URL('..', import.meta.url).pathname;
  return readdirSync(srcDir)
    .filter((name) => statSync(join(srcDir, name)).isDirectory() && !NOT_GAMES.has(name))
    .sort();
}
