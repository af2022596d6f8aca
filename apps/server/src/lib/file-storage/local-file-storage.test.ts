import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage.ts';
import { isStorageKey, newStorageKey } from './storage-key.ts';

const root = mkdtempSync(join(tmpdir(), 'gc-local-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  const folder = join(root, 'files');
  const storage = createLocalFileStorage(folder);

  it('creates its folder on the first put and round-trips bytes and content type', async () => {
    const key = newStorageKey('svg');
    await storage.put(key, Buffer.from('<svg/>'), 'image/svg+xml');
    const file = await storage.get(key);
    if (!file) throw new Error('expected the stored file');
    expect(file.contentType).toBe('image/svg+xml');
    expect(file.size).toBe(6);
    expect(await text(file.body)).toBe('<svg/>');
    // No temporary files are left behind.
    expect(readdirSync(folder).sort()).toEqual([key, `${key}.meta`].sort());
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('a file without its meta (an unfinished put) is not served', async () => {
    const key = newStorageKey('png');
    writeFileSync(join(folder, key), 'half');
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys that could leave the folder or name a side file', async () => {
    for (const key of ['../x.png', 'a/b.png', '..', '', 'abcdefgh.png.meta', '.tmp-0011223344556677', 'abcdefgh']) {
      expect(isStorageKey(key), key).toBe(false);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    }
    await expect(storage.put('../../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete('../../escape.png')).rejects.toThrow(/invalid storage key/);
  });

  it('new keys are random, well formed and carry the extension', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newStorageKey('woff2')));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}\.woff2$/);
    expect(() => newStorageKey('../png')).toThrow();
  });
});
