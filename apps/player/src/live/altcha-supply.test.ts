import { createChallenge } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { altchaSupply } from './altcha-supply.ts';

const challengeResponse = async () =>
  new Response(
    JSON.stringify({ data: await createChallenge({ algorithm: 'SHA-256', hmacKey: 'k', maxnumber: 500 }) }),
    {
      headers: { 'content-type': 'application/json' },
    },
  );

afterEach(() => vi.unstubAllGlobals());

describe('altchaSupply', () => {
  it('solves ahead and gives each taker its own solution', async () => {
    const fetchMock = vi.fn((_url: string) => challengeResponse());
    vi.stubGlobal('fetch', fetchMock);
    const supply = altchaSupply('my-slug');
    supply.prepare();
    supply.prepare();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/play/campaigns/my-slug/challenge');
    const first = await supply.take();
    const second = await supply.take();
    expect(first).toEqual({ data: expect.stringMatching(/^[A-Za-z0-9+/=]+$/) });
    expect(second).not.toEqual(first);
    // Each take starts the next one in the background.
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('solves again when the prepared solution is older than the server keeps challenges', async () => {
    vi.stubGlobal('fetch', vi.fn(challengeResponse));
    let now = 0;
    const supply = altchaSupply('s', () => now);
    supply.prepare();
    now = 9 * 60_000;
    expect(await supply.take()).toEqual({ data: expect.any(String) });
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(3);
  });

  it('answers the network failure when no challenge can be fetched (offline), after one fresh try', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const supply = altchaSupply('s');
    supply.prepare();
    expect(await supply.take()).toEqual({ error: expect.objectContaining({ code: 'NETWORK' }) });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('answers the server’s refusal, with its Retry-After, when the server is briefly unavailable', async () => {
    const unavailable = () =>
      new Response(JSON.stringify({ status: 503, code: 'DATABASE_UNAVAILABLE', violations: [] }), {
        status: 503,
        headers: { 'content-type': 'application/problem+json', 'retry-after': '5' },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unavailable()),
    );
    const result = await altchaSupply('s').take();
    expect(result).toEqual({
      error: expect.objectContaining({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfterSeconds: 5 }),
    });
  });
});
