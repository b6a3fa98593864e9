// Benchmark (part of `npm run bench`, scripts/bench/run.ts): what the local stand-ins' costliest
// work costs on this machine, beside the limits that stop it. The unit tests prove the limits by
// their mechanism (web/test/imageConversions.test.ts, web/test/hostileRequests.test.ts); the
// figures of time live here, where a slower machine changes a figure, not a verdict
// (docs/decisions/0024-checks-that-hold-on-any-machine.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GROQ_LIMITS } from '../../web/local-stack/groqEndpoint.ts';
import { createImageEndpoint, IMAGE_LIMITS } from '../../web/local-stack/imageEndpoint.ts';
import { readSeedAssets } from '../../web/local-stack/seedAssets.ts';
import { seedDir } from '../../web/server/paths.ts';
import {
  largestQuery,
  postQuery,
  slowToParse,
  whileHostile,
} from '../../web/test/hostileTraffic.ts';
import { startSiteProcess } from '../../web/test/siteProcess.ts';
import { markdownTable, printTable } from '../gates/builtSite.ts';

const RUNS = 5;
const middle = (values: number[]) => values.toSorted((a, b) => a - b)[values.length >> 1]!;
const ms = (value: number) => Math.round(value);

/** A process's CPU time in ms (Linux /proc: user and system ticks, 100 a second). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// Each seed image converted the costliest way a page can ask (AVIF, 2400 px, q=100), one at a
// time in one warm conversion process: the CPU time of its conversion process and the time to
// the answer, against the conversion time limit.
const pids: number[] = [];
const images = createImageEndpoint(seedDir, {
  dataset: 'production',
  limits: { timeLimitMs: 60_000 },
  onConversionStart: ({ pid }) => pids.push(pid),
});
const imageServer = createServer((req, res) => void images(req, res));
await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
const imageOrigin = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
const assets = [...readSeedAssets(seedDir).values()];
const imagePath = ({ sha1, width, height }: (typeof assets)[number]) =>
  `/images/local/production/${sha1}-${width}x${height}.png`;
const convert = async (target: string) => {
  const started = performance.now();
  const response = await fetch(imageOrigin + target, { headers: { accept: 'image/avif' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${target}: ${response.status}`);
  return performance.now() - started;
};
// The process's start is not the conversion's cost.
await convert(`${imagePath(assets[0]!)}?w=16&fm=png`);
let missed = false;
const imageRows: (string | number)[][] = [
  ['seed image', 'CPU ms', 'answer ms', 'time limit ms', 'within'],
];
for (const asset of assets) {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // Another height each run, so that no run is answered from the cache.
    const target = `${imagePath(asset)}?w=2400&h=${2400 - run}&fit=crop&q=100&auto=format`;
    const pid = pids.at(-1)!;
    const before = cpuMsOf(pid);
    wall.push(await convert(target));
    cpu.push(cpuMsOf(pids.at(-1)!) - before);
  }
  const within = middle(wall) < IMAGE_LIMITS.timeLimitMs;
  if (!within) missed = true;
  imageRows.push([
    asset.originalFilename,
    ms(middle(cpu)),
    ms(middle(wall)),
    IMAGE_LIMITS.timeLimitMs,
    within ? 'yes' : 'NO',
  ]);
}
await images.close();
imageServer.close();

// The home page of `npm start` right behind the largest query the GROQ endpoint accepts, and
// right behind a query that parses past the processor time limit (a parse bomb), and when that
// one gets its 503.
const site = await startSiteProcess({ stack: 'npm start' });
const homeRows: (string | number)[][] = [
  ['GET / right behind', 'home ms', 'its answer', 'its answer ms', 'processor time limit ms'],
];
try {
  await whileHostile(site.origin, postQuery('{"query":"1"}'));
  for (const [name, request] of [
    ['the largest query accepted', largestQuery],
    [
      'a query parsing past the processor time limit',
      postQuery(JSON.stringify(slowToParse.inBody)),
    ],
  ] as const) {
    const home: number[] = [];
    const answer: number[] = [];
    let status = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const measured = await whileHostile(site.origin, request, 50);
      answer.push(performance.now() - started);
      home.push(measured.home.ms);
      status = measured.status;
    }
    homeRows.push([
      name,
      middle(home).toFixed(1),
      status,
      ms(middle(answer)),
      GROQ_LIMITS.cpuTimeLimitMs,
    ]);
  }
} finally {
  await site.close();
}

printTable(imageRows);
printTable(homeRows);
const legend = `(Median of ${RUNS} runs each. Images: the conversion process's CPU time and the time until the answer, the warm process's start excluded; past the time limit the endpoint answers 503. Home page: GET / sent 50 ms after the request before it, against \`npm start\`'s stand-ins in a process of their own; the unit tests judge the ratio of the two, never the ms.)`;
console.log(legend);
const reportIndex = process.argv.indexOf('--report');
if (reportIndex > 0) {
  writeFileSync(
    process.argv[reportIndex + 1]!,
    `${markdownTable(imageRows)}\n\n${markdownTable(homeRows)}\n\n${legend}\n`,
  );
}
if (missed) process.exitCode = 1;
