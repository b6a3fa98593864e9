// `npm run test:busy`: `npm test` beside busy loops that take half the CPU time, each in a
// session of its own, as on a machine half as fast: the verdict must be the same
// (docs/decisions/0024-checks-that-hold-on-any-machine.md). `npm run test:busy -- <command…>`
// runs another under the same load, e.g. `bash .ci/run`; `-- --loops N [command…]` keeps N loops
// instead, whatever share of the CPU they take.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const given = process.argv.slice(2);
const fixedLoops = given[0] === '--loops' ? Number(given[1]) : null;
if (fixedLoops !== null && !(Number.isInteger(fixedLoops) && fixedLoops > 0)) {
  console.error('test:busy: --loops needs a whole number of loops, e.g. --loops 4');
  process.exit(2);
}
const rest = fixedLoops === null ? given : given.slice(2);
const [command, ...args] = rest.length > 0 ? rest : ['npm', 'test'];
const cores = availableParallelism();
/** The share of the machine's CPU time the loops keep, and how often it is checked. */
const LOAD = 0.5;
const CHECK_EVERY_MS = 2000;
const MAX_LOOPS = 8 * cores;

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

const loops: ChildProcess[] = [];
/** CPU time of the loops already stopped. */
let stoppedSeconds = 0;
const startLoop = () =>
  loops.push(
    spawn(process.execPath, ['--eval', 'for (;;) {}'], { stdio: 'ignore', detached: true }),
  );
const stopLoop = () => {
  const loop = loops.pop()!;
  stoppedSeconds += cpuSeconds(loop.pid!);
  loop.kill('SIGKILL');
};
const loopSeconds = () =>
  stoppedSeconds + loops.reduce((sum, loop) => sum + cpuSeconds(loop.pid!), 0);

for (let index = 0; index < (fixedLoops ?? cores); index++) startLoop();
// However the run ends, the loops end with it.
process.on('exit', () => {
  for (const loop of loops) loop.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

let lastCheck = { at: performance.now(), seconds: 0 };
const keepLoad = setInterval(() => {
  if (fixedLoops !== null) return;
  const now = { at: performance.now(), seconds: loopSeconds() };
  const share = (now.seconds - lastCheck.seconds) / (((now.at - lastCheck.at) / 1000) * cores);
  lastCheck = now;
  if (share < LOAD - 0.05 && loops.length < MAX_LOOPS) startLoop();
  else if (share > LOAD + 0.05 && loops.length > 1) stopLoop();
}, CHECK_EVERY_MS);

console.log(
  `test:busy: ${fixedLoops === null ? 'busy loops take half the CPU' : `${fixedLoops} busy loops`} ` +
    `beside \`${[command, ...args].join(' ')}\``,
);
const started = performance.now();
const run = spawn(command!, args, { stdio: 'inherit' });
run.on('close', (code, signal) => {
  clearInterval(keepLoad);
  const wallSeconds = (performance.now() - started) / 1000;
  const share = loopSeconds() / (wallSeconds * cores);
  console.log(
    `test:busy: ${wallSeconds.toFixed(0)} s; the busy loops took ${(share * 100).toFixed(0)} % ` +
      `of the ${cores} cores' time meanwhile.`,
  );
  process.exit(code ?? (signal ? 1 : 0));
});
