import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The lock is held: by `holder`, a running process (undefined while it is being taken). */
export class LockHeldError extends Error {
  constructor(
    message: string,
    readonly holder?: number,
  ) {
    super(message);
  }
}

// Lock files this process holds: its own id in a lock file is either one of these or a leftover
// of an earlier process that had the same id (common in containers).
const heldLockFiles = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function createLockFile(lockFile: string): boolean {
  // Written aside and linked into place, so that no one ever reads a lock file without its id.
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function lockHolder(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes a lock file holding this process's id, for work only one process may do at a time: open a
 * PGlite data folder (./localDatabase.ts), build into a folder (../scripts/buildLock.ts). A lock
 * left by a process that no longer runs is taken over (two processes starting at the same instant
 * after a crash could both do so; acceptable on one developer's machine). Returns the function
 * that releases the lock; it is also released when the process exits without releasing it.
 */
export function lockForProcess(file: string): () => void {
  const lockFile = resolve(file);
  if (!createLockFile(lockFile)) {
    const holder = lockHolder(lockFile);
    const heldHere = holder === process.pid && heldLockFiles.has(lockFile);
    if (heldHere || (holder !== undefined && holder !== process.pid && isRunning(holder))) {
      throw new LockHeldError(
        `Process ${holder} holds the lock file ${lockFile} (delete it if that is another process that got the same id).`,
        holder,
      );
    }
    unlinkSync(lockFile);
    if (!createLockFile(lockFile)) {
      throw new LockHeldError(`Another process took the lock file ${lockFile} just now.`);
    }
  }

  heldLockFiles.add(lockFile);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldLockFiles.delete(lockFile);
    process.off('exit', release);
    if (lockHolder(lockFile) === process.pid) unlinkSync(lockFile);
  };
  process.on('exit', release);
  return release;
}
