import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders under packages/games/src that are not game types. */
const NOT_GAMES = new Set(['core']);

/**
 * Folders that hold one game played under several type names: the four calendars (spec §3 Calendar)
 * are one game with a different default span, so they share one folder rather than four copies.
 */
export const SHARED_GAME_FOLDERS: Readonly<Record<string, readonly string[]>> = {
  calendar: ['advent-calendar', 'easter-calendar', 'monthly-calendar', 'weekly-calendar'],
  // The two retailers' wheels are the wheel with other defaults (retailer-wheel/definition.ts).
  'retailer-wheel': ['retailer-wheel', 'retailer2-wheel'],
};

/** The folder under packages/games/src that holds a game type. */
export function folderOfType(type: string): string {
  const shared = Object.entries(SHARED_GAME_FOLDERS).find(([, types]) => types.includes(type));
  return shared ? shared[0] : type;
}

/**
 * The game types of the folders under packages/games/src, sorted (a folder is its type, a shared folder
 * its types): every registry (definitions, server, player, editor) must list each of them once. Used by
 * the registry tests only (it reads the disk).
 */
export function gameFolders(): string[] {
  const srcDir = new URL('..', import.meta.url).pathname;
  return readdirSync(srcDir)
    .filter((name) => statSync(join(srcDir, name)).isDirectory() && !NOT_GAMES.has(name))
    .flatMap((name) => SHARED_GAME_FOLDERS[name] ?? [name])
    .sort();
}
