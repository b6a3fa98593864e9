import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { withBuildLock } from '../scripts/buildLock';

// Two builds into one folder take turns (web/scripts/buildLock.ts); a lock whose process ended
// does not hold the next build back.

const folders: string[] = [];
const outDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'build-lock-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const neverWaits = () => {
  throw new Error('waited for a lock no running process holds');
};

it('a second build waits until the first has ended, then runs', async () => {
  const folder = outDir();
  const steps: string[] = [];
  let endFirst!: () => void;
  let firstStarted!: () => void;
  const started = new Promise<void>((resolve) => (firstStarted = resolve));
  const first = withBuildLock(folder, async () => {
    steps.push('first starts');
    firstStarted();
    await new Promise<void>((resolve) => (endFirst = resolve));
    steps.push('first ends');
  });
  await started;
  let waitingFor = Number.NaN;
  let waiting!: () => void;
  const told = new Promise<void>((resolve) => (waiting = resolve));
  const second = withBuildLock(
    folder,
    async () => void steps.push('second runs'),
    (holder) => {
      waitingFor = holder;
      waiting();
    },
  );
  await told;
  expect(waitingFor).toBe(process.pid);
  expect(steps).toEqual(['first starts']);
  endFirst();
  await Promise.all([first, second]);
  expect(steps).toEqual(['first starts', 'first ends', 'second runs']);
  // Nothing of either lock is left in the folder.
  expect(readdirSync(folder)).toEqual([]);
});

it('a lock left by a process that has ended is taken over at once', async () => {
  const folder = outDir();
  const ended = spawnSync(process.execPath, ['--eval', '']).pid!;
  writeFileSync(join(folder, '.building'), String(ended));
  await expect(withBuildLock(folder, async () => 'built', neverWaits)).resolves.toBe('built');
  expect(existsSync(join(folder, '.building'))).toBe(false);
});

it('a build that fails gives the folder back', async () => {
  const folder = outDir();
  await expect(
    withBuildLock(folder, async () => {
      throw new Error('the build failed');
    }),
  ).rejects.toThrow('the build failed');
  await expect(withBuildLock(folder, async () => 'built', neverWaits)).resolves.toBe('built');
});
