import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// One build at a time in a folder: two at once (`npm start`, `npm run studio` and
// `npm run preview` each build when sources changed) would leave it mixed, and then trusted as
// current (./buildSite.ts, buildIsCurrent). A second build waits for the first, then builds.

const LOCK_DIR = '.building';
const OWNER_FILE = 'pid';
/** How often a waiting build looks whether the folder is free. */
const POLL_MS = 250;

/** Whether process `pid` still runs on this machine. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process holding a lock: its owner file is written before the lock takes its name. */
const holderOf = (lock: string) => Number(readFileSync(join(lock, OWNER_FILE), 'utf8'));

/** Runs `work` holding outDir's lock; a lock left by a process that has ended is taken over. */
export async function withBuildLock<T>(
  outDir: string,
  work: () => Promise<T>,
  onWait: (holder: number) => void = (holder) =>
    console.log(`Waiting for the build of process ${holder} in ${outDir} to end…`),
): Promise<T> {
  const lock = join(outDir, LOCK_DIR);
  // Made whole under a name of its own, then renamed: a rename onto a lock that exists fails.
  const mine = `${lock}-${process.pid}-${randomUUID()}`;
  mkdirSync(mine, { recursive: true });
  writeFileSync(join(mine, OWNER_FILE), String(process.pid));
  let told = false;
  for (;;) {
    try {
      renameSync(mine, lock);
      break;
    } catch (error) {
      if (!['EEXIST', 'ENOTEMPTY'].includes((error as NodeJS.ErrnoException).code!)) throw error;
    }
    let holder: number;
    try {
      holder = holderOf(lock);
    } catch {
      continue; // released this moment
    }
    if (!isRunning(holder)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (!told) onWait(holder);
    told = true;
    await sleep(POLL_MS);
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
