import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LockHeldError, lockForProcess } from '../local-stack/processLock.ts';

// One build at a time in a folder: two at once (`npm start`, `npm run studio` and
// `npm run preview` each build when sources changed) would leave it mixed, and then trusted as
// current (./buildSite.ts, buildIsCurrent). A second build waits for the first, then builds.

const LOCK_FILE = '.building';
/** How often a waiting build looks whether the folder is free. */
const POLL_MS = 250;

/**
 * Runs `work` holding outDir's lock file (../local-stack/processLock.ts); a lock left by a
 * process that has ended is taken over.
 */
export async function withBuildLock<T>(
  outDir: string,
  work: () => Promise<T>,
  onWait: (holder: number) => void = (holder) =>
    console.log(`Waiting for the build of process ${holder} in ${outDir} to end…`),
): Promise<T> {
  mkdirSync(outDir, { recursive: true });
  const release = await lockWhenFree(join(outDir, LOCK_FILE), onWait);
  try {
    return await work();
  } finally {
    release();
  }
}

async function lockWhenFree(file: string, onWait: (holder: number) => void) {
  for (let first = true; ; first = false) {
    try {
      return lockForProcess(file);
    } catch (error) {
      if (!(error instanceof LockHeldError)) throw error;
      if (first && error.holder !== undefined) onWait(error.holder);
      await sleep(POLL_MS);
    }
  }
}
