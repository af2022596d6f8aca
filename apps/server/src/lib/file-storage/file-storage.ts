import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, so that serving it never holds it whole in memory. */
export type StoredFile = {
  body: Readable;
  contentType: string;
  /** Bytes, when the storage knows them (sent as Content-Length). */
  size: number | undefined;
};

/**
 * Where uploaded files live: a folder of DATA_DIR (embedded default) or S3-compatible object storage
 * (STORAGE_URL), chosen by createFileStorage. Keys are flat names checked by isStorageKey.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; resolves once they are durable. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under the key, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections when the app closes. */
  close(): Promise<void>;
}
