// `npm run bench` (not part of `npm test`): the site's absolute figures on this machine, written
// to docs/benchmarks.md with the machine and the date, so that no document keeps a number by hand.
// After a build: interaction latencies, Lighthouse on every route, the wait for a first tap, the
// documents' bytes against the first round trip, the stand-ins' costliest work (each a script
// below). A missed target is noted in the file (written all the same) and fails the run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildSiteOrStop } from '../../web/scripts/buildSite.ts';
import { loadSiteEnv } from '../../web/server/env.ts';
import { repoRoot, seedDir } from '../../web/server/paths.ts';
import { chromiumPath } from '../../web/e2e/support/chromium.ts';

const BENCHMARKS_FILE = join(repoRoot, 'docs', 'benchmarks.md');

const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
const output = (command: string, args: string[]) =>
  spawnSync(command, args, { encoding: 'utf8' }).stdout?.trim() || 'unknown';

/** Runs one measuring script; its Markdown report, and whether it met its targets. */
function measure(script: string, args: string[]) {
  const report = join(scratch, `${script.replace(/\W/g, '-')}.md`);
  const { status } = spawnSync('npx', ['tsx', script, ...args, '--report', report], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  let text: string;
  try {
    text = readFileSync(report, 'utf8').trim();
  } catch {
    text = 'No figures: the measurement stopped before its end (see its output).';
  }
  return { text, met: status === 0 };
}

await buildSiteOrStop({ env: loadSiteEnv(), seedDir });
const interactions = measure('scripts/bench/interactions.ts', []);
const lighthouse = measure('scripts/gates/lighthouse.ts', ['--all-routes']);
const firstTap = measure('scripts/bench/firstTap.ts', []);
const documentBytes = measure('scripts/bench/documentBytes.ts', []);
const localStack = measure('scripts/bench/localStack.ts', []);

const [cpu] = cpus();
const machine = [
  `${cpus().length} × ${cpu?.model.trim() ?? 'unknown CPU'}`,
  `${Math.round(totalmem() / 2 ** 30)} GiB`,
  `Linux ${release()}`,
  `Node ${process.version}`,
  output(chromiumPath, ['--version']),
].join(', ');
const commit = output('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD']);
const status = (met: boolean) => (met ? 'every target met' : '**a target was missed**');

writeFileSync(
  BENCHMARKS_FILE,
  `# Benchmarks

Written by \`npm run bench\` (scripts/bench/run.ts); do not edit by hand, run it again.

- Measured: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}
- Machine: ${machine}

## Interaction latency (${status(interactions.met)})

The site built with a Vapi configuration, in Chromium with the CPU slowed down 4x, median of 5
tries per interaction; target 100 ms each (scripts/bench/interactions.ts).

${interactions.text}

## Lighthouse on every route (${status(lighthouse.met)})

Mobile, simulated throttling with the CPU slowdown calibrated to one simulated phone, median of 3
runs; the gate of \`npm test\` judges the same figures on the routes that differ in template
(scripts/gates/lighthouse.ts).

${lighthouse.text}

## What a visitor waits for (${status(firstTap.met)})

Each route at a phone's size, at this machine's speed and with the CPU slowed down 4x: the first
paint, the app's hydration, and a tap on the menu button made as soon as it shows, held until the
app can carry it out, until the menu is open; beside them the reference page's first paint
(scripts/bench/firstTap.ts).

${firstTap.text}

## What arrives in the first round trip (${status(documentBytes.met)})

Each page's document as \`npm start\` sends it, against the first round trip of a new connection:
whole, and up to the end of its first screen (scripts/bench/documentBytes.ts).

${documentBytes.text}

## The local stand-ins' costliest work (${status(localStack.met)})

The seed images converted the costliest way a page can ask, against the conversion's time limit;
the home page of \`npm start\` behind the largest query accepted and behind one parsing past the
time limit (scripts/bench/localStack.ts). The unit tests prove the limits by their mechanism.

${localStack.text}
`,
);
console.log(`\nWrote ${relative(repoRoot, BENCHMARKS_FILE)}.`);
const measured = [interactions, lighthouse, firstTap, documentBytes, localStack];
if (measured.some(({ met }) => !met)) process.exitCode = 1;
