import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/**
 * PGlite is a single-process database: a second server on the same folder would corrupt it. So the
 * server holds an exclusive lock on `DATA_DIR/server.lock` for as long as it runs (an open file
 * description lock on Linux, flock on macOS: fs-native-extensions). The kernel drops the lock when the
 * process dies, however it dies: a process killed with SIGKILL and not yet reaped by its parent (a
 * zombie) holds no lock, where a pid file would still name a pid that answers kill(pid, 0). The lock
 * lives with the folder's file system, so two containers sharing the volume exclude each other too.
 *
 * The file also holds the owner's pid, for the message only. It is never deleted: a process that
 * opened the file just before it was deleted would lock a file no one else can see any more.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'server.lock');
  const fd = openSync(lockPath, 'a+');
  if (!tryLock(fd)) {
    closeSync(fd);
    throw new DataDirLockedError(dataDir, ownerPidOf(lockPath));
  }
  ftruncateSync(fd, 0);
  writeSync(fd, String(process.pid));
  return () => {
    unlock(fd);
    closeSync(fd);
  };
}

/** The pid the owner wrote; undefined in the instant between its lock and its write. */
function ownerPidOf(lockPath: string): number | undefined {
  try {
    return Number(readFileSync(lockPath, 'utf8').trim()) || undefined;
  } catch {
    return undefined;
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, ownerPid: number | undefined) {
    const owner = ownerPid ? `another server process (pid ${ownerPid})` : 'another server process';
    super(
      `The data folder ${dataDir} is already used by ${owner}. ` +
        'The embedded database allows one process only: stop the other one, choose another DATA_DIR, ' +
        'or set DATABASE_URL to run several processes on PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}
