import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is a single-process database: a second server on the same folder would corrupt it.
 * The lock file holds the owner's pid; a lock whose process is gone is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockPath, 'utf8').trim());
      if (ownerPid && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataDirLockedError(dataDir, ownerPid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, ownerPid: number) {
    super(
      `The data folder ${dataDir} is already used by another server process (pid ${ownerPid}). ` +
        'The embedded database allows one process only: stop the other one, choose another DATA_DIR, ' +
        'or set DATABASE_URL to run several processes on PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}
