// An idle-socket flood against the server of `npm start` (web/server/site.ts), with figures: N
// connections that send nothing, then GET / while they are held, then how the server let go of
// them. Not part of `npm test`; method and figures: docs/decisions/0031-production-server-holds.md.
//   npx tsx web/scripts/idleSocketsAttack.ts [--sockets 5000] [--addresses 1] [--gets 100]
//                                            [--watch 20] [--server-files 4096]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createSiteServer } from '../server/site.ts';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '5000' },
    addresses: { type: 'string', default: '1' },
    gets: { type: 'string', default: '100' },
    watch: { type: 'string', default: '20' },
    'server-files': { type: 'string' },
    serve: { type: 'boolean', default: false },
  },
});

/** A folder of pages as the build writes them, only smaller. */
function pagesFolder() {
  const root = mkdtempSync(join(tmpdir(), 'idle-sockets-'));
  writeFileSync(join(root, 'index.html'), '<h1>Start</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Nicht gefunden</h1>');
  return root;
}

/** Starts the site server on a free loopback port: its origin and how to stop it. */
async function serveHere() {
  const root = pagesFolder();
  const server = createSiteServer({ env: {}, root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => {
      server.closeAllConnections();
      server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The soft limit of open files of this process (Linux: /proc/self/limits). */
function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((text) => text.startsWith('Max open files'));
  const soft = Number(line?.split(/\s{2,}/)[1]);
  return Number.isFinite(soft) ? soft : 1024;
}

/** The site server in a child process allowed `files` open files. */
async function serveInChild(files: number) {
  const child: ChildProcess = spawn(
    'sh',
    [
      '-c',
      `ulimit -n ${files} && exec "$0" "$@"`,
      process.execPath,
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--serve',
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`The server process ended with ${code}`)));
  });
  return { origin, stop: () => child.stdin!.end() };
}

type Idle = { socket: Socket; opened: number; closedAfter?: number; byServer: boolean };

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function attack() {
  const serverFiles = values['server-files'] ? Number(values['server-files']) : undefined;
  const gets = Number(values.gets);
  const watchMs = Number(values.watch) * 1000;
  const addresses = Number(values.addresses);
  const limit = openFilesLimit();
  // Each idle connection costs this process one file, and the server another when it runs here;
  // 500 files stay for the GET requests, the server's own files and Node.
  const perSocket = serverFiles ? 1 : 2;
  const feasible = Math.floor((limit - 500) / perSocket);
  const wanted = Number(values.sockets);
  const count = Math.min(wanted, feasible);
  if (count < wanted)
    console.log(`${wanted} idle connections would pass this process's ${limit} files: ${count}.`);

  const { origin, stop } = serverFiles ? await serveInChild(serverFiles) : await serveHere();
  const { port } = new URL(origin);
  console.log(
    `Server: ${serverFiles ? `a child process allowed ${serverFiles} open files` : 'in this process'}` +
      ` (this process: ${limit} files), ${origin}`,
  );

  const source = (index: number) =>
    addresses <= 1 ? '127.0.0.2' : `127.0.1.${1 + (index % Math.min(addresses, 254))}`;
  const idle: Idle[] = [];
  const failed = new Map<string, number>();
  const started = performance.now();
  // In batches, so that the server's queue of connections to accept does not overflow.
  for (let first = 0; first < count; first += 250) {
    const batch = Array.from({ length: Math.min(250, count - first) }, (_, offset) => {
      return new Promise<void>((resolve) => {
        const socket = connect({
          port: Number(port),
          host: '127.0.0.1',
          localAddress: source(first + offset),
        });
        const entry: Idle = { socket, opened: 0, byServer: false };
        socket.once('connect', () => {
          entry.opened = performance.now();
          idle.push(entry);
          resolve();
        });
        socket.on('data', () => {});
        socket.once('end', () => (entry.byServer = true));
        socket.once('error', (error: NodeJS.ErrnoException) => {
          if (!entry.opened) {
            failed.set(error.code ?? 'error', (failed.get(error.code ?? 'error') ?? 0) + 1);
            resolve();
          } else entry.byServer = true;
        });
        socket.once('close', () => {
          if (entry.opened) entry.closedAfter = performance.now() - entry.opened;
        });
      });
    });
    await Promise.all(batch);
  }
  console.log(
    `Idle connections: ${count} attempted from ${addresses <= 1 ? '127.0.0.2' : `${Math.min(addresses, 254)} addresses`}` +
      ` in ${seconds(performance.now() - started)}, ${idle.length} connected` +
      (failed.size ? `, failed: ${JSON.stringify(Object.fromEntries(failed))}` : ''),
  );

  // The visitors: GET / from 127.0.0.1, ten at a time, each on a new connection.
  const outcomes = new Map<string, number>();
  const times: number[] = [];
  let next = 0;
  const visitor = async () => {
    while (next < gets) {
      next += 1;
      const asked = performance.now();
      const outcome = await new Promise<string>((resolve) => {
        const request = get(
          { host: '127.0.0.1', port, path: '/', agent: false, timeout: 5_000 },
          (res) => {
            res.resume();
            res.on('end', () => resolve(String(res.statusCode)));
            res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          },
        );
        request.on('timeout', () =>
          request.destroy(Object.assign(new Error(), { code: 'timeout' })),
        );
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
      if (outcome === '200') times.push(performance.now() - asked);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 10 }, visitor));
  const answered = outcomes.get('200') ?? 0;
  times.sort((a, b) => a - b);
  console.log(
    `GET / while they were held: ${answered} of ${gets} answered 200` +
      (answered < gets
        ? `, the others: ${JSON.stringify(Object.fromEntries([...outcomes].filter(([key]) => key !== '200')))}`
        : '') +
      (times.length ? ` (median ${Math.round(percentile(times, 0.5))} ms)` : ''),
  );

  await new Promise((resolve) => setTimeout(resolve, watchMs));
  const closed = idle.filter((entry) => entry.closedAfter !== undefined && entry.byServer);
  const lifetimes = closed.map((entry) => entry.closedAfter!).sort((a, b) => a - b);
  const within = (from: number, to: number) =>
    lifetimes.filter((ms) => ms >= from && ms < to).length;
  console.log(
    `Closed by the server within ${seconds(watchMs)}: ${closed.length} of ${idle.length}` +
      (lifetimes.length
        ? `; held for min ${seconds(lifetimes[0]!)}, median ${seconds(percentile(lifetimes, 0.5))},` +
          ` max ${seconds(lifetimes.at(-1)!)}; under 0.1 s: ${within(0, 100)},` +
          ` 0.1–5 s: ${within(100, 5_000)}, 5–15 s: ${within(5_000, 15_000)}, later: ${within(15_000, Infinity)}`
        : ''),
  );
  console.log(
    `Still open after ${seconds(watchMs)}: ${idle.filter((entry) => entry.closedAfter === undefined).length}`,
  );
  for (const entry of idle) entry.socket.destroy();
  stop();
}

if (values.serve) {
  // The child of `--server-files`: prints its origin, ends when its input closes.
  const { origin, stop } = await serveHere();
  console.log(origin);
  process.stdin.resume();
  process.stdin.on('end', () => {
    stop();
    process.exit(0);
  });
} else {
  await attack();
}
