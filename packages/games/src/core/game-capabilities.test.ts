import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  gameSettingsInLanguages,
  gameSettingsWithStableIds,
  newGameSettings,
  withStableIds,
} from './game-capabilities.ts';
import { defineGame } from './game-definition.ts';

type Tile = { id: string; label: Record<string, string> };
const tiles = defineGame<{ tiles: Tile[] }>({
  type: 'tiles',
  settingsVersion: 1,
  settingsSchema: z.object({ tiles: z.array(z.object({ id: z.string(), label: z.record(z.string(), z.string()) })) }),
  defaults: { tiles: [{ id: 'tile-1', label: { en: 'One' } }] },
  listsWithIds: { tiles: 'tile' },
  localizedTexts: (settings) =>
    settings.tiles.map((tile, index) => ({ field: `tiles.${index}.label`, values: tile.label })),
});
const bare = defineGame({ type: 'bare', settingsVersion: 1, settingsSchema: z.object({}), defaults: {} });

let counter = 0;
const sequentialHex = () => (counter++).toString(16).padStart(8, '0');

describe('game capabilities and their defaults', () => {
  it('starts a game without defaultsFor from its defaults', () => {
    expect(newGameSettings(bare, ['de'])).toBe(bare.defaults);
  });

  it('gives NEWID_ items stable ids with the list’s prefix, never one the list already has', () => {
    counter = 0;
    const items = [{ id: 'item-00000000' }, { id: 'NEWID_a' }, { id: 'keep' }, { id: 'NEWID_b' }];
    expect(withStableIds(items, 'item', sequentialHex).map((item) => item.id)).toEqual([
      'item-00000000',
      'item-00000001',
      'keep',
      'item-00000002',
    ]);
    expect(withStableIds([{ id: 'same' }], 'item', sequentialHex)).toHaveLength(1);
  });

  it('replaces NEWID_ ids in the lists a game declares, and leaves a game without lists alone', () => {
    counter = 5;
    const settings = { tiles: [{ id: 'NEWID_x', label: {} }] };
    expect(gameSettingsWithStableIds(tiles, settings, sequentialHex).tiles[0].id).toBe('tile-00000005');
    const untouched = { tiles: [{ id: 'NEWID_x' }] };
    expect(gameSettingsWithStableIds(bare, untouched as never, sequentialHex)).toBe(untouched);
  });

  it('replaces NEWID_ ids in a list inside each item of another (questions.answers)', () => {
    counter = 0;
    const nested = defineGame<{ questions: { id: string; answers: { id: string }[] }[] }>({
      type: 'nested',
      settingsVersion: 1,
      settingsSchema: z.object({
        questions: z.array(z.object({ id: z.string(), answers: z.array(z.object({ id: z.string() })) })),
      }),
      defaults: { questions: [] },
      listsWithIds: { questions: 'question', 'questions.answers': 'answer' },
    });
    const keep = { id: 'question-1', answers: [{ id: 'answer-1' }] };
    const settings = { questions: [keep, { id: 'NEWID_q', answers: [{ id: 'answer-1' }, { id: 'NEWID_a' }] }] };
    const stable = gameSettingsWithStableIds(nested, settings, sequentialHex);
    expect(stable.questions.map((q) => [q.id, q.answers.map((a) => a.id)])).toEqual([
      ['question-1', ['answer-1']],
      ['question-00000000', ['answer-1', 'answer-00000001']],
    ]);
    expect(stable.questions[0]).toBe(keep);
    const untouched = { questions: [keep] };
    expect(gameSettingsWithStableIds(nested, untouched, sequentialHex)).toBe(untouched);
  });

  it('fills new languages of the game’s texts from the source language and drops languages no longer there', () => {
    const settings = { tiles: [{ id: 't', label: { en: 'One', fr: 'Un' } }] };
    expect(gameSettingsInLanguages(tiles, settings, ['de', 'en'], 'en').tiles[0].label).toEqual({
      de: 'One',
      en: 'One',
    });
  });
});
