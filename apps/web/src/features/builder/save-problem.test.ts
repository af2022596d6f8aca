import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { saveProblemOf } from './save-problem.ts';

const problem = (status: number, code: string, violations: { field?: string; message: string }[] = []) =>
  new ApiError(status, { type: 'about:blank', title: code, status, code, violations });

describe('saveProblemOf', () => {
  it('turns DRAFT_CONFLICT into a conflict', () => {
    expect(saveProblemOf(problem(409, 'DRAFT_CONFLICT'))).toEqual({ kind: 'conflict' });
  });

  it('keeps the violations of INVALID_DOCUMENT, naming the document field', () => {
    const error = problem(400, 'INVALID_DOCUMENT', [
      { field: 'externalLinks.terms.links.0.url', message: 'Must be an http(s) address' },
      { field: 'changes.pages', message: 'A page key is used twice' },
    ]);
    expect(saveProblemOf(error)).toEqual({
      kind: 'invalid',
      violations: [
        { field: 'externalLinks.terms.links.0.url', message: 'Must be an http(s) address' },
        { field: 'pages', message: 'A page key is used twice' },
      ],
    });
  });

  it('reports a campaign that is gone, other failures and network errors with their texts', () => {
    expect(saveProblemOf(problem(404, 'CAMPAIGN_NOT_FOUND'))).toEqual({
      kind: 'failed',
      text: { key: 'campaigns.errors.notFound' },
    });
    expect(saveProblemOf(problem(500, 'INTERNAL'))).toEqual({ kind: 'failed', text: { key: 'errors.generic' } });
    expect(saveProblemOf(problem(400, 'INVALID_DOCUMENT'))).toEqual({
      kind: 'failed',
      text: { key: 'errors.generic' },
    });
    expect(saveProblemOf(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      text: { key: 'errors.network' },
    });
  });
});
