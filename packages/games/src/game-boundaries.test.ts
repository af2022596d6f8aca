import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_GAME_DEFAULTS } from './core/common-settings.ts';
import { folderOfType } from './core/game-folders.ts';
import { gameDefinitions } from './registry.ts';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const gamesSrc = join(repoRoot, 'packages/games/src');

/** The source the product runs: the apps, the contracts, and the games package outside the game folders. */
const SCANNED_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'apps/player/src',
  'packages/contracts/src',
  'packages/games/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Code without its comments: a comment may talk about a wheel; code may not read one. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * Settings keys that are the platform's words, not a game's: the advanced wheel's settings mirror the
 * campaign's registration type (spec §3), which the document, the wizard and the player own; a quiz's
 * `outcomes` share their name with the campaign's outcomes (§3 Outcome) and a play's outcome; the scratch
 * card's `prizes` (spec §3) with the platform's prizes (the prizes module, a play's prize); the question
 * games' `questions` with the platform's response questions (a survey's results, `responseQuestions`); a
 * calendar's `startDate` and `endDate` (spec §3 Calendar) with the campaign's schedule (§3 Campaign).
 */
const PLATFORM_KEYS = new Set(['registrationType', 'outcomes', 'prizes', 'questions', 'startDate', 'endDate']);

/**
 * Settings keys that are plain words another game's own code uses for its own things: the slot machine's
 * `speed` (spec §3) and the wheel's motion (its spin's speed). Other game folders may use them; the
 * platform (apps, contracts, core) still may not.
 */
const WORDS_OTHER_GAMES_USE = new Set(['speed']);

/** Each game's own top-level settings keys (those not shared by every game), with the folders that own them. */
function ownedKeys(): Map<string, Set<string>> {
  const common = new Set(Object.keys(COMMON_GAME_DEFAULTS));
  const owners = new Map<string, Set<string>>();
  for (const definition of gameDefinitions) {
    for (const key of Object.keys(definition.defaults as object)) {
      if (common.has(key) || PLATFORM_KEYS.has(key)) continue;
      owners.set(key, (owners.get(key) ?? new Set()).add(folderOfType(definition.type)));
    }
  }
  return owners;
}

/**
 * Game folders that build on one another (guess-the-picture and the personality test reuse the quiz's
 * modules, `../quiz/…`) are one family: the shared code may name each member's keys.
 */
function families(): Map<string, Set<string>> {
  const family = new Map<string, Set<string>>();
  const join2 = (a: string, b: string) => family.set(a, (family.get(a) ?? new Set([a])).add(b));
  for (const folder of new Set(gameDefinitions.map((definition) => folderOfType(definition.type)))) {
    for (const file of sourceFiles(join(gamesSrc, folder))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g)) {
        if (match[1] === 'core') continue;
        join2(folder, match[1]);
        join2(match[1], folder);
      }
    }
  }
  return family;
}

describe('game boundaries', () => {
  it('no file outside a game folder names that game’s own settings keys', () => {
    const owners = ownedKeys();
    const relatives = families();
    const gameFolders = new Set(gameDefinitions.map((definition) => folderOfType(definition.type)));
    const found: string[] = [];
    for (const root of SCANNED_ROOTS) {
      for (const file of sourceFiles(join(repoRoot, root))) {
        const inGames = relative(gamesSrc, file);
        const folder = inGames.startsWith('..') ? null : inGames.split(sep)[0];
        const code = withoutComments(readFileSync(file, 'utf8'));
        for (const [key, games] of owners) {
          if (folder && [...games].some((game) => game === folder || relatives.get(folder)?.has(game))) continue;
          if (folder && gameFolders.has(folder) && WORDS_OTHER_GAMES_USE.has(key)) continue;
          if (new RegExp(`(?<![\\w$])${key}(?![\\w$])`).test(code)) {
            found.push(`${relative(repoRoot, file)} names ${key} (${[...games].join(', ')})`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});
