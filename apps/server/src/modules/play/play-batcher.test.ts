import { describe, expect, it } from 'vitest';
import type { PlayAttempt, PlayOutcome } from './play.repo.ts';
import { createBatcher } from './play-batcher.ts';

const attempt = (id: string) => ({ play: { id } }) as unknown as PlayAttempt;
const played = (code: string): PlayOutcome => ({
  status: 'played',
  pool_id: null,
  name: null,
  description: null,
  image_url: null,
  expires_at: null,
  has_codes: null,
  code,
});

describe('createBatcher', () => {
  it('writes the plays that arrive together in one call, and answers each its own outcome', async () => {
    const calls: string[][] = [];
    const batcher = createBatcher<PlayAttempt, PlayOutcome>(
      async (attempts) => {
        calls.push(attempts.map((a) => a.play.id));
        return attempts.map((a) => played(`code-${a.play.id}`));
      },
      { maxBatch: 32, maxInFlight: 1 },
    );
    const outcomes = await Promise.all(['a', 'b', 'c'].map((id) => batcher.submit(attempt(id))));
    expect(calls).toEqual([['a', 'b', 'c']]);
    expect(outcomes.map((o) => o.code)).toEqual(['code-a', 'code-b', 'code-c']);
  });

  it('never runs more calls at once than allowed, nor more plays in one call', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const sizes: number[] = [];
    const batcher = createBatcher<PlayAttempt, PlayOutcome>(
      async (attempts) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        sizes.push(attempts.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return attempts.map(() => played('x'));
      },
      { maxBatch: 4, maxInFlight: 2 },
    );
    await Promise.all(Array.from({ length: 30 }, (_, i) => batcher.submit(attempt(String(i)))));
    expect(mostAtOnce).toBe(2);
    expect(Math.max(...sizes)).toBe(4);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(30);
  });

  it('runs each play of a failed call again alone, so that one bad play fails alone', async () => {
    const batcher = createBatcher<PlayAttempt, PlayOutcome>(
      async (attempts) => {
        if (attempts.some((a) => a.play.id === 'bad')) throw new Error('foreign key violation');
        return attempts.map((a) => played(a.play.id));
      },
      { maxBatch: 32, maxInFlight: 1 },
    );
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((id) => batcher.submit(attempt(id))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0].status === 'fulfilled' && results[0].value.code).toBe('a');
    expect(results[1].status === 'rejected' && String(results[1].reason)).toContain('foreign key');
  });
});
