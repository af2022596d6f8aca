import { describe, expect, it } from 'vitest';
import { randomUuid } from './random-uuid.ts';

describe('randomUuid', () => {
  it('is a version 4 UUID, different each time', () => {
    const ids = Array.from({ length: 200 }, () => randomUuid());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sets the version and variant bits whatever the random bytes', () => {
    expect(randomUuid((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomUuid((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
