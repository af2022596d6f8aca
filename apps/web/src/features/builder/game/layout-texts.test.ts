import { gameEditors } from '@gc/games/editor';
import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/catalog.ts';

/** Layouts name their texts by key (packages/games has no catalogue); each key must be a text here. */
function textAt(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('settings layout texts', () => {
  it.each(gameEditors.map((entry) => [entry.type, entry.layout] as const))('%s: every key is a text', (_, layout) => {
    const keys = layout.sections.flatMap((section) => [
      section.titleKey,
      ...section.fields.flatMap((field) => [
        field.labelKey,
        ...(field.helpKey ? [field.helpKey] : []),
        ...(field.kind === 'number' && field.limit ? [field.limit.hintKey] : []),
        ...(field.kind === 'select' ? field.options.map((option) => option.labelKey) : []),
      ]),
    ]);
    for (const key of keys) expect(typeof textAt(key), key).toBe('string');
  });
});
