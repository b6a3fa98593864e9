// `npm run test:busy` (run by tsx): `npm test` on a machine that is busy with something else, the
// way a slower or shared machine runs it. One busy loop per core runs beside the tests for their
// whole length, at the tests' own priority, so that every step gets about half the CPU it gets on
// an idle machine. The checks must give the same verdict either way
// (docs/decisions/0024-checks-that-hold-on-any-machine.md).
//
// `npm run test:busy -- <command…>` runs another command under the same load, e.g.
// `npm run test:busy -- bash .ci/run` for the whole CI run on a fresh clone.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const [command = 'npm', ...args] = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['npm', 'test'];

/** A process's CPU time in seconds (Linux /proc: user and system, 100 ticks a second). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const cores = availableParallelism();
const loops: ChildProcess[] = Array.from({ length: cores }, () =>
  spawn(process.execPath, ['--eval', 'for (;;) {}'], { stdio: 'ignore', detached: true }),
);
const stopLoops = () => {
  for (const loop of loops) loop.kill('SIGKILL');
};
// However the run ends, the loops end with it.
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => process.exit(130));
}

console.log(`test:busy: ${cores} busy loops beside \`${[command, ...args].join(' ')}\``);
const started = Date.now();
const run = spawn(command, args, { stdio: 'inherit' });
run.on('close', (code, signal) => {
  const wallSeconds = (Date.now() - started) / 1000;
  const loopSeconds = loops.reduce((sum, loop) => sum + cpuSeconds(loop.pid!), 0);
  stopLoops();
  // What the load took: a machine half as fast for the tests, if the loops had half the CPU.
  const share = loopSeconds / (wallSeconds * cores);
  console.log(
    `test:busy: ${wallSeconds.toFixed(0)} s; the busy loops used ${loopSeconds.toFixed(0)} CPU-s, ` +
      `${(share * 100).toFixed(0)} % of the machine's ${cores} cores meanwhile.`,
  );
  process.exit(code ?? (signal ? 1 : 0));
});
