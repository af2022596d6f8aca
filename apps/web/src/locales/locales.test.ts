import { describe, expect, it } from 'vitest';
import { en, sr } from './catalog.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
}

function valueAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

describe('locales', () => {
  it('Serbian has exactly the keys of English, in every feature file', () => {
    expect(keysOf(sr).sort()).toEqual(keysOf(en).sort());
  });
  it('every text is a non-empty string with the same placeholders in both languages', () => {
    for (const key of keysOf(en)) {
      const english = valueAt(en, key);
      const serbian = valueAt(sr, key);
      expect(typeof english, key).toBe('string');
      expect(typeof serbian, key).toBe('string');
      expect((serbian as string).trim(), key).not.toBe('');
      expect(placeholders(serbian as string), key).toEqual(placeholders(english as string));
    }
  });
  it('Serbian is written in Latin script', () => {
    expect(JSON.stringify(sr)).not.toMatch(/[\u0400-\u04FF]/);
  });
});
