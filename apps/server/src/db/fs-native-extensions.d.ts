/** The part of fs-native-extensions (shipped without types) that the data-folder lock uses. */
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file unless `shared`; false when another open file holds one. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
