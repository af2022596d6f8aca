import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('loads once for concurrent and later callers', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { value: loads };
    });
    const [first, second] = await Promise.all([load(), load()]);
    const third = await load();
    expect(loads).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads++;
      if (loads === 1) throw new Error('first load fails');
      return loads;
    });
    await expect(load()).rejects.toThrow('first load fails');
    await expect(load()).resolves.toBe(2);
  });
});
