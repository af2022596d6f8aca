import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { classifyCreateFailure } from './create-failure.ts';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: code, status, code, violations: [] });

describe('create failure', () => {
  it('sends a taken name back to the name step and an unavailable type to the type step', () => {
    expect(classifyCreateFailure(problem(409, 'CAMPAIGN_NAME_TAKEN'))).toEqual({ kind: 'nameTaken' });
    expect(classifyCreateFailure(problem(400, 'CAMPAIGN_TYPE_UNAVAILABLE'))).toEqual({ kind: 'typeUnavailable' });
  });

  it('keeps every other failure in the dialog', () => {
    expect(classifyCreateFailure(problem(400, 'VALIDATION_FAILED'))).toEqual({ kind: 'inDialog' });
    expect(classifyCreateFailure(problem(500, 'INTERNAL'))).toEqual({ kind: 'inDialog' });
    expect(classifyCreateFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'inDialog' });
  });
});
