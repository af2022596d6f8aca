import { describe, expect, it } from 'vitest';
import { insertPlaceholder } from './placeholder-insert.ts';

describe('insertPlaceholder', () => {
  it('inserts at the caret and moves the caret after the token', () => {
    expect(insertPlaceholder('Hello !', 6, 'firstName')).toEqual({ value: 'Hello {{firstName}}!', caret: 19 });
  });
  it('clamps a caret outside the value to its ends', () => {
    expect(insertPlaceholder('ab', 99, 'prize').value).toBe('ab{{prize}}');
    expect(insertPlaceholder('ab', -3, 'prize').value).toBe('{{prize}}ab');
  });
});
