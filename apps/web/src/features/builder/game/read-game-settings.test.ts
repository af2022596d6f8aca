import { defineGame } from '@gc/games/core/game-definition';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readGameSettings } from './read-game-settings.ts';

const game = defineGame({
  type: 'example',
  settingsVersion: 2,
  settingsSchema: z.object({ speed: z.number(), sectors: z.number().max(24) }),
  defaults: { speed: 1, sectors: 8 },
  migrations: { 1: (s) => ({ ...(s as object), speed: 2 }) },
});

describe('readGameSettings', () => {
  it('fills keys a sparse current document lacks from the defaults', () => {
    expect(readGameSettings(game, { version: 2, settings: { sectors: 6 } })).toEqual({
      kind: 'ok',
      settings: { speed: 1, sectors: 6 },
    });
  });

  it('keeps a mid-edit value the schema would refuse, so the editor can show it', () => {
    expect(readGameSettings(game, { version: 2, settings: { speed: 1, sectors: 99 } })).toMatchObject({
      kind: 'ok',
      settings: { sectors: 99 },
    });
  });

  it('migrates an older document forward', () => {
    expect(readGameSettings(game, { version: 1, settings: { sectors: 4 } })).toEqual({
      kind: 'ok',
      settings: { speed: 2, sectors: 4 },
    });
  });

  it('reports a document it cannot read instead of throwing', () => {
    expect(readGameSettings(game, { version: 3, settings: {} }).kind).toBe('unreadable');
    expect(readGameSettings(game, { version: 2, settings: 'broken' }).kind).toBe('unreadable');
  });
});
