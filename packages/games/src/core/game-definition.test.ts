import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineGame, migrateSettings } from './game-definition.ts';

const example = defineGame({
  type: 'example',
  settingsVersion: 3,
  settingsSchema: z.object({ speed: z.number(), sectors: z.number() }),
  defaults: { speed: 1, sectors: 8 },
  migrations: {
    1: (s) => ({ ...(s as object), speed: 1 }),
    2: (s) => {
      const { count, ...rest } = s as { count: number };
      return { ...rest, sectors: count };
    },
  },
});

describe('migrateSettings', () => {
  it('brings an old document forward through every named step', () => {
    expect(migrateSettings(example, { version: 1, settings: { count: 6 } })).toEqual({ speed: 1, sectors: 6 });
  });

  it('refuses a document from newer code instead of guessing', () => {
    expect(() => migrateSettings(example, { version: 4, settings: {} })).toThrow(/newer/);
  });

  it('rejects a document that is invalid after migration', () => {
    expect(() => migrateSettings(example, { version: 3, settings: { speed: 'fast' } })).toThrow();
  });
});
