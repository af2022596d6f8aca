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

  it('shows the EULA to a demo company that has not accepted it', () => {
    const eula = new ApiError(403, {
      type: 'about:blank',
      title: 'EULA',
      status: 403,
      code: 'EULA_NOT_ACCEPTED',
      violations: [],
      companyId: 'c-1',
    });
    expect(classifyCreateFailure(eula)).toEqual({ kind: 'eulaRequired', companyId: 'c-1' });
    // Without the company the problem cannot be answered here: it stays in the dialog.
    expect(classifyCreateFailure(problem(403, 'EULA_NOT_ACCEPTED'))).toEqual({ kind: 'inDialog' });
  });

  it('keeps every other failure in the dialog', () => {
    expect(classifyCreateFailure(problem(400, 'VALIDATION_FAILED'))).toEqual({ kind: 'inDialog' });
    expect(classifyCreateFailure(problem(500, 'INTERNAL'))).toEqual({ kind: 'inDialog' });
    expect(classifyCreateFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'inDialog' });
  });
});
