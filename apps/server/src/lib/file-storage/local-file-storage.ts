import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage, StoredFile } from './file-storage.ts';
import { assertStorageKey } from './storage-key.ts';

type Meta = { contentType: string };

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * Files in one folder (DATA_DIR/files by default). Each file has a `<key>.meta` beside it holding its
 * content type, written after the file itself: a file without its meta is an unfinished put and is
 * not served.
 */
export function createLocalFileStorage(folder: string): FileStorage {
  let isFolderReady: Promise<unknown> | undefined;
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(folder, key);
  };

  /** Write to a temporary name, sync, then rename: a reader never sees half a file. */
  async function writeAtomically(path: string, bytes: Uint8Array) {
    const temporary = join(folder, `.tmp-${randomBytes(8).toString('hex')}`);
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path).catch(async (error: unknown) => {
      await rm(temporary, { force: true });
      throw error;
    });
  }

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      // A failed mkdir (a full or read-only disk) is tried again by the next put, not remembered.
      isFolderReady ??= mkdir(folder, { recursive: true }).catch((error: unknown) => {
        isFolderReady = undefined;
        throw error;
      });
      await isFolderReady;
      await writeAtomically(path, bytes);
      await writeAtomically(`${path}.meta`, Buffer.from(JSON.stringify({ contentType } satisfies Meta)));
    },

    async get(key): Promise<StoredFile | null> {
      const path = pathOf(key);
      let meta: Meta;
      try {
        meta = JSON.parse(await readFile(`${path}.meta`, 'utf8')) as Meta;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // Opened before streaming, so a delete in between cannot turn a found file into a broken answer.
      const handle = await open(path, 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), contentType: meta.contentType, size };
    },

    async delete(key) {
      const path = pathOf(key);
      // The meta first: from then on the file is no longer served, even if removing it fails.
      await rm(`${path}.meta`, { force: true });
      await rm(path, { force: true });
    },

    async close() {},
  };
}
