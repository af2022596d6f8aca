import type { GameDefinition } from './core/game-definition.ts';

/**
 * Every game type, one line each. Adding a game is adding its folder and a line here (and in the
 * player's and editor's registries once they exist); registry.test.ts fails when a folder is missing.
 * The game issues fill this list; the foundation ships the core only.
 */
export const gameDefinitions: readonly GameDefinition[] = [];

export function findGameDefinition(type: string): GameDefinition | undefined {
  return gameDefinitions.find((definition) => definition.type === type);
}
