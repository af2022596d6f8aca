import { describe, expect, it, vi } from 'vitest';
import { fetchBuildHash, isNewVersion } from './build-version.ts';

describe('isNewVersion', () => {
  it('needs a different, known hash', () => {
    expect(isNewVersion('a', 'b')).toBe(true);
    expect(isNewVersion('a', 'a')).toBe(false);
    expect(isNewVersion('a', null)).toBe(false);
  });
});

describe('fetchBuildHash', () => {
  it('reads buildHash without caching', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ buildHash: 'h1' })));
    expect(await fetchBuildHash(fetchImpl)).toBe('h1');
    expect(fetchImpl).toHaveBeenCalledWith('/assets/build.json', expect.objectContaining({ cache: 'no-store' }));
  });
  it('tolerates a failure with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchBuildHash(async () => new Response('', { status: 404 }))).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
