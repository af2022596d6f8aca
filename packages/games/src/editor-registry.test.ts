import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { gameFolders } from './core/game-folders.ts';
import { layoutFieldKeys, type SettingsField } from './core/settings-layout.ts';
import { gameEditors } from './editor-registry.ts';
import { findGameDefinition } from './registry.ts';

/** The zod type a setting must have for an input kind (nullable unwrapped: images may be cleared). */
const KIND_TYPES: Record<SettingsField['kind'], readonly string[]> = {
  switch: ['boolean'],
  number: ['number'],
  select: ['enum'],
  campaign: ['string'],
  colour: ['string'],
  image: ['string'],
};

function zodTypeOf(schema: z.ZodType): string {
  const def = (schema as unknown as { def: { type: string; innerType?: z.ZodType } }).def;
  return def.type === 'nullable' || def.type === 'default' ? zodTypeOf(def.innerType as z.ZodType) : def.type;
}

function shapeOf(type: string): Record<string, z.ZodType> {
  const schema = findGameDefinition(type)?.settingsSchema as unknown as { shape: Record<string, z.ZodType> };
  return schema.shape;
}

/** The schema of a field's setting: top-level, or one level into an object setting (`a.b`). */
function fieldSchema(shape: Record<string, z.ZodType>, key: string): z.ZodType {
  const [top, inner] = key.split('.');
  if (inner === undefined) return shape[top];
  return (shape[top] as unknown as { shape: Record<string, z.ZodType> }).shape[inner];
}

describe('editor registry', () => {
  it('lists every game folder exactly once', () => {
    const registered = gameEditors.map((entry) => entry.type).sort();
    expect(registered).toEqual(gameFolders());
    expect(new Set(registered).size).toBe(registered.length);
  });

  describe.each(gameEditors.map((entry) => [entry.type, entry] as const))('%s layout', (type, entry) => {
    const shape = shapeOf(type);
    const fields = entry.layout.sections.flatMap((section) => section.fields);

    it('offers no setting that changes nothing on the page or the server (issue 9 item 17)', () => {
      const inert = ['numberOfPrizes', 'outcomeImageUrl', 'registrationType'];
      expect(layoutFieldKeys(entry.layout).filter((key) => inert.includes(key))).toEqual([]);
    });

    it('shows every setting of the schema or says why not, and none twice', () => {
      const shown = layoutFieldKeys(entry.layout);
      const hidden = Object.keys(entry.layout.notInForm);
      expect(new Set(shown).size).toBe(shown.length);
      expect(shown.filter((key) => hidden.includes(key))).toEqual([]);
      expect([...shown, ...hidden].sort()).toEqual(Object.keys(shape).sort());
    });

    it('gives each setting an input that fits its type', () => {
      for (const field of fields)
        expect(KIND_TYPES[field.kind], field.key).toContain(zodTypeOf(fieldSchema(shape, field.key)));
    });

    it('keeps number bounds inside the schema and select options equal to it', () => {
      for (const field of fields) {
        const schema = fieldSchema(shape, field.key) as unknown as {
          minValue: number | null;
          maxValue: number | null;
          options?: string[];
          unwrap?: () => { options: string[] };
        };
        if (field.kind === 'number') {
          expect(field.min, field.key).toBeGreaterThanOrEqual(schema.minValue ?? Number.NEGATIVE_INFINITY);
          expect(field.max, field.key).toBeLessThanOrEqual(schema.maxValue ?? Number.POSITIVE_INFINITY);
        }
        if (field.kind === 'select')
          // A nullable select (countryCode: none is the default country) lists the options of its enum.
          expect(field.options.map((o) => o.value).sort()).toEqual(
            [...(schema.options ?? schema.unwrap?.().options ?? [])].sort(),
          );
      }
    });

    it('refers only to switches of the same settings in visibleWhen and limits', () => {
      for (const field of fields) {
        const switches = [field.visibleWhen, field.kind === 'number' ? field.limit?.whenOff : undefined];
        for (const key of switches) if (key) expect(zodTypeOf(shape[key]), `${field.key} → ${key}`).toBe('boolean');
      }
    });
  });
});
