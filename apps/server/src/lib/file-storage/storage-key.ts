import { randomBytes } from 'node:crypto';

/**
 * A storage key is one flat name, `name.ext`: no slashes, no dots in the name, so a key can never
 * climb out of the storage folder or collide with the local storage's `.meta` side files.
 */
const STORAGE_KEY = /^[A-Za-z0-9_-]{8,128}\.[a-z0-9]{1,10}$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

/** 128 random bits: unguessable, because /files/{key} is public and needs no token. */
export function newStorageKey(extension: string): string {
  const key = `${randomBytes(16).toString('hex')}.${extension}`;
  if (!isStorageKey(key)) throw new Error(`not a storage extension: ${extension}`);
  return key;
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
