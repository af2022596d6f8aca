import { describe, expect, it } from 'vitest';
import type { ApiError, ApiResult } from './play-api.ts';
import { automaticRetryDelayMs, retryWhenAsked } from './retry-when-asked.ts';

const failure = (status: number, code: string, retryAfterSeconds: number | null = null): ApiResult<string> => ({
  error: { status, code, detail: '', violations: [], retryAfterSeconds },
});
const unavailable = (seconds = 5) => failure(503, 'DATABASE_UNAVAILABLE', seconds);

/** A call answering the given results in turn, and a wait that only records how long it was asked to wait. */
function scripted(...answers: ApiResult<string>[]) {
  const waits: number[] = [];
  let calls = 0;
  return {
    call: async () => answers[Math.min(calls++, answers.length - 1)],
    wait: async (ms: number) => {
      waits.push(ms);
    },
    waits,
    calls: () => calls,
  };
}

describe('retryWhenAsked', () => {
  it('sends again after the time the server asked for while it is briefly unavailable, until it answers', async () => {
    const script = scripted(unavailable(5), unavailable(2), { data: 'played' });
    expect(await retryWhenAsked(script.call, 3, script.wait)).toEqual({ data: 'played' });
    expect(script.waits).toEqual([5_000, 2_000]);
  });

  it('gives up after the attempts allowed, with the last refusal for the page to show', async () => {
    const script = scripted(unavailable(), unavailable(), unavailable(), { data: 'too late' });
    expect(await retryWhenAsked(script.call, 3, script.wait)).toEqual(unavailable());
    expect(script.calls()).toBe(3);
  });

  it('does not repeat what needs the player or a fix', async () => {
    for (const answer of [
      failure(0, 'NETWORK'),
      failure(400, 'VALIDATION_FAILED'),
      failure(500, 'INTERNAL'),
      failure(503, 'SERVICE_UNAVAILABLE'),
      failure(429, 'TOO_MANY_REQUESTS', 900),
    ]) {
      const script = scripted(answer, { data: 'never' });
      expect(await retryWhenAsked(script.call, 3, script.wait)).toEqual(answer);
      expect(script.calls()).toBe(1);
    }
  });

  it('waits at least a second and at most half a minute, whatever the server says', () => {
    const error = (seconds: number) => (unavailable(seconds) as { error: ApiError }).error;
    expect(automaticRetryDelayMs(error(0))).toBe(1_000);
    expect(automaticRetryDelayMs(error(3600))).toBe(30_000);
  });
});
