import { describe, expect, it } from 'vitest';
import { ApiError, failureTextKey } from '../../lib/api-error.ts';
import { campaignErrorText } from './campaign-error-text.ts';

const problem = (status: number, code: string, message?: string) =>
  new ApiError(status, {
    type: 'about:blank',
    title: 'Error',
    status,
    code,
    violations: message ? [{ field: 'status', message }] : [],
  });

describe('campaignErrorText', () => {
  it('translates the campaign codes', () => {
    expect(campaignErrorText(problem(404, 'CAMPAIGN_NOT_FOUND'))).toEqual({ key: 'campaigns.errors.notFound' });
    expect(campaignErrorText(problem(409, 'INVALID_STATUS_CHANGE', 'x'))).toEqual({
      key: 'campaigns.errors.invalidStatusChange',
    });
    expect(campaignErrorText(problem(403, 'FORBIDDEN'))).toEqual({ key: 'campaigns.errors.forbidden' });
  });
  it("shows the server's message for other answers that carry one", () => {
    expect(campaignErrorText(problem(400, 'VALIDATION_FAILED', 'Unknown status'))).toEqual({
      message: 'Unknown status',
    });
  });
  it('falls back to the generic text for server failures and to the network text when unreachable', () => {
    expect(campaignErrorText(problem(500, 'INTERNAL', 'stack trace'))).toEqual({ key: 'errors.generic' });
    expect(campaignErrorText(problem(400, 'VALIDATION_FAILED'))).toEqual({ key: 'errors.generic' });
    expect(campaignErrorText(new TypeError('Failed to fetch'))).toEqual({ key: 'errors.network' });
  });
  it('says "temporarily unavailable" while the server cannot answer for a moment (503)', () => {
    expect(campaignErrorText(problem(503, 'DATABASE_UNAVAILABLE', 'The database is unavailable'))).toEqual({
      key: 'errors.unavailable',
    });
    expect(failureTextKey(problem(503, 'SERVICE_UNAVAILABLE'))).toBe('errors.unavailable');
    expect(failureTextKey(problem(500, 'INTERNAL'))).toBe('errors.generic');
    expect(failureTextKey(new TypeError('Failed to fetch'))).toBe('errors.network');
  });
});
