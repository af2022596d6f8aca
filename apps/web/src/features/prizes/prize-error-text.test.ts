import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { prizeErrorText } from './prize-error-text.ts';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;
const problem = (detail: string | undefined, violations: { field: string; message: string }[] = []) => ({
  type: 'about:blank',
  title: 'Conflict',
  status: 409,
  code: 'CONFLICT',
  detail,
  violations,
});

describe('prizeErrorText', () => {
  it("shows the server's detail, e.g. why a pool cannot be deleted", () => {
    const error = new ApiError(409, problem('The prize is used by the live campaign "Summer".'));
    expect(prizeErrorText(error, t)).toBe('The prize is used by the live campaign "Summer".');
  });
  it('prefers the violations of a refused form', () => {
    const error = new ApiError(400, problem('Invalid', [{ field: 'stock', message: 'Stock cannot go below 4.' }]));
    expect(prizeErrorText(error, t)).toBe('Stock cannot go below 4.');
  });
  it('falls back to generic and network texts', () => {
    expect(prizeErrorText(new ApiError(500, null), t)).toBe('t:errors.generic');
    expect(prizeErrorText(new TypeError('Failed to fetch'), t)).toBe('t:errors.network');
  });
});
