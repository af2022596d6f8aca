import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solveAltchaOffThread } from './altcha-off-thread.ts';
import { type AltchaChallenge, solveAltcha } from './altcha-solver.ts';

const hmacKey = 'test-hmac-key';

type Behaviour = 'solves' | 'reports-failure' | 'errors' | 'refused';

/** A stand-in for the browser's Worker running altcha-worker.ts, behaving as asked. */
function fakeWorker(behaviour: Behaviour) {
  const created: string[] = [];
  const terminated: boolean[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { preventDefault(): void }) => void) | null = null;
    constructor(url: URL) {
      if (behaviour === 'refused') throw new Error('refused by policy');
      created.push(String(url));
    }
    postMessage(challenge: AltchaChallenge) {
      setTimeout(async () => {
        if (behaviour === 'errors') return this.onerror?.({ preventDefault() {} });
        const data = behaviour === 'solves' ? { payload: await solveAltcha(challenge) } : { failed: true };
        this.onmessage?.({ data });
      });
    }
    terminate() {
      terminated.push(true);
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { created, terminated };
}

afterEach(() => vi.unstubAllGlobals());

describe('solveAltchaOffThread', () => {
  it('solves in the worker, stops it afterwards, and the server accepts the payload', async () => {
    const worker = fakeWorker('solves');
    const challenge = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxnumber: 2000, number: 777 });
    const payload = await solveAltchaOffThread(challenge);
    expect(worker.created).toHaveLength(1);
    expect(worker.created[0]).toMatch(/altcha-worker\.ts$/);
    expect(worker.terminated).toHaveLength(1);
    expect(await verifySolution(payload ?? '', hmacKey)).toBe(true);
  });

  it.each(['reports-failure', 'errors', 'refused'] as const)(
    'still gives a valid payload when the worker %s (solved on the page instead)',
    async (behaviour) => {
      fakeWorker(behaviour);
      const challenge = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxnumber: 2000 });
      expect(await verifySolution((await solveAltchaOffThread(challenge)) ?? '', hmacKey)).toBe(true);
    },
  );

  it('solves on the page where there is no Worker', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxnumber: 2000 });
    expect(await verifySolution((await solveAltchaOffThread(challenge)) ?? '', hmacKey)).toBe(true);
  });
});
