import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataDirLockedError, lockDataDir } from '../local-stack/dataDirLock.ts';

// One build at a time in a folder: two at once (`npm start`, `npm run studio` and
// `npm run preview` each build when sources changed) would leave it mixed, and then trusted as
// current (./buildSite.ts, buildIsCurrent). A second build waits for the first, then builds.

const LOCK_FILE = '.building';
/** How often a waiting build looks whether the folder is free. */
const POLL_MS = 250;

/**
 * Runs `work` holding outDir's lock file (the local database's lock, ../local-stack/dataDirLock.ts);
 * a lock left by a process that has ended is taken over.
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
  let told = false;
  for (;;) {
    try {
      return lockDataDir(file);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      if (!told && error.holder !== undefined) onWait(error.holder);
      told ||= error.holder !== undefined;
      await sleep(POLL_MS);
    }
  }
}
