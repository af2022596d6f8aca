import { describe, expect, it } from 'vitest';
import { canConfirmTypedName } from './typed-name.ts';

describe('canConfirmTypedName', () => {
  it('needs the exact name', () => {
    expect(canConfirmTypedName('Summer wheel', 'Summer wheel')).toBe(true);
    expect(canConfirmTypedName('summer wheel', 'Summer wheel')).toBe(false);
    expect(canConfirmTypedName('Summer wheel ', 'Summer wheel')).toBe(false);
    expect(canConfirmTypedName('', '')).toBe(false);
  });
});
