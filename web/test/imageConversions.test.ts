import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createImageEndpoint, type ImageLimits } from '../local-stack/imageEndpoint';
import { readSeedAssets } from '../local-stack/seedAssets';
import { repoRoot, seedDir } from '../server/paths';
import { listen } from './listen';

/** Far beyond any conversion here, busy machine included: only a hung one reaches it. */
const PATIENT_MS = 120_000;

// The image endpoint's conversions (web/local-stack/imageEndpoint.ts) under load: what a
// conversion costs once its client has left or its time is up, how identical requests share one,
// and the limits on conversions, cache and requests, each crossed with real sharp conversions.

const portrait = readSeedAssets(seedDir).get('founder-anna.png')!;
const portraitPath = `/images/local/production/${portrait.sha1}-600x800.png`;
const AVIF = { accept: 'image/avif,image/webp,image/*' };

/**
 * A seed folder with the portrait and a 2400 × 2400 image of noise: the costliest picture to
 * encode, so that AVIF at the largest size and the highest quality runs for seconds.
 */
async function noiseSeed(): Promise<{ dir: string; path: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'seed-noise-'));
  mkdirSync(join(dir, 'images'));
  copyFileSync(portrait.file, join(dir, 'images', portrait.originalFilename));
  const side = 2400;
  const pixels = Buffer.alloc(side * side * 3);
  // xorshift32: noise without a random source, the same on every run.
  let state = 2463534242;
  for (let index = 0; index < pixels.length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[index] = state & 0xff;
  }
  await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toFile(join(dir, 'images', 'noise.png'));
  const { sha1 } = readSeedAssets(dir).get('noise.png')!;
  return { dir, path: `/images/local/production/${sha1}-${side}x${side}.png` };
}

/** The slowest conversion the endpoint accepts, `height` making each URL its own. */
const slowTarget = (noisePath: string, height = 2400) =>
  `${noisePath}?w=2400&h=${height}&fit=crop&q=100&auto=format`;

/** A process's CPU time in ms (Linux /proc, 100 ticks a second), if it runs. */
function cpuMsOf(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // ended
  }
  // After the command name in parentheses: state, ppid, …, utime (14th field), stime.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let noise: { dir: string; path: string };
beforeAll(async () => {
  noise = await noiseSeed();
});
// 17 MB of noise each run.
afterAll(() => rmSync(noise.dir, { recursive: true, force: true }));

let served: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(served.map((server) => server.close()));
  served = [];
});

/**
 * The endpoint on a throw-away server, counting requests received, requests whose client hung
 * up before the answer, and conversions started.
 */
async function serve(dir: string, limits: Partial<ImageLimits> = {}) {
  const started: number[] = [];
  const endpoint = createImageEndpoint(dir, {
    dataset: 'production',
    // The time limit only where a test is about it: a busy machine converts slower.
    limits: { timeLimitMs: PATIENT_MS, ...limits },
    onConversionStart: ({ pid }) => started.push(pid),
  });
  let received = 0;
  let hungUp = 0;
  const server = await listen((req, res) => {
    received += 1;
    // Heard before the endpoint's own listener, which runs in the same turn.
    res.on('close', () => {
      if (!res.writableFinished) hungUp += 1;
    });
    void endpoint(req, res);
  });
  const result = {
    origin: server.origin,
    /** Process ids of the conversions started, in order. */
    started,
    received: () => received,
    hungUp: () => hungUp,
    close: async () => {
      await endpoint.close();
      await server.close();
    },
  };
  served.push(result);
  return result;
}

/** A request on its own connection, to be abandoned by destroying it. */
function openRequest(origin: string, target: string): ClientRequest {
  const client = request(origin + target, { headers: AVIF, agent: false });
  client.on('error', () => {}); // the hang-up the test causes
  client.end();
  return client;
}

const get = async (origin: string, target: string) => {
  const response = await fetch(origin + target, { headers: AVIF });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('image conversions end with their clients and their time limit', () => {
  it('stops converting when the client hangs up', async () => {
    const server = await serve(noise.dir);
    const client = openRequest(server.origin, slowTarget(noise.path));
    // Under way once its process has used CPU: the conversion runs there, not in this process.
    await expect.poll(() => server.started.length).toBe(1);
    const [pid] = server.started;
    await expect.poll(() => cpuMsOf(pid!) ?? 0, { interval: 50 }).toBeGreaterThan(0);
    expect(isRunning(pid!)).toBe(true);
    client.destroy();
    // The process ends with the client: nothing converts on for nobody.
    await expect.poll(() => isRunning(pid!)).toBe(false);
    expect(server.started).toHaveLength(1);
  });

  it('converts the costliest request for each seed image: AVIF, 2400 px, q=100', async () => {
    // What each costs is a figure of `npm run bench` (scripts/bench/imageConversions.ts), beside
    // the time limit it must stay well within; here, that each converts at all.
    const server = await serve(seedDir);
    for (const { sha1, width, height } of readSeedAssets(seedDir).values()) {
      const target = `/images/local/production/${sha1}-${width}x${height}.png?w=2400&h=2400&fit=crop&q=100&auto=format`;
      const { response, bytes } = await get(server.origin, target);
      expect(response.status, target).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/avif');
      expect((await sharp(bytes).metadata()).format).toBe('heif');
    }
  });

  it('answers 503 in a sentence of its own when sharp cannot read the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-broken-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'images'));
    // The header (the size the seed reads) without the pixels.
    writeFileSync(join(dir, 'images', 'broken.png'), readFileSync(portrait.file).subarray(0, 64));
    const { sha1 } = readSeedAssets(dir).get('broken.png')!;
    const server = await serve(dir);
    const { response, bytes } = await get(
      server.origin,
      `/images/local/production/${sha1}-600x800.png`,
    );
    expect(response.status).toBe(503);
    expect(bytes.toString()).toBe('The image could not be converted.\n');
  });

  it('answers 503 when a conversion passes its time limit, and stops it', async () => {
    const server = await serve(noise.dir, { timeLimitMs: 2000 });
    const startedAt = performance.now();
    const answer = get(server.origin, slowTarget(noise.path));
    // The conversion is held where it stands: it can never finish, so only the time limit can
    // answer, however fast or slow the machine.
    await expect.poll(() => server.started.length).toBe(1);
    const [pid] = server.started;
    process.kill(pid!, 'SIGSTOP');
    const { response, bytes } = await answer;
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(2000);
    expect(response.status).toBe(503);
    expect(bytes.toString()).toMatch(/took longer than 2 s/);
    // Killed, held or not.
    await expect.poll(() => isRunning(pid!)).toBe(false);
  });

  it('converts concurrent requests for one image once, and all get the same bytes', async () => {
    const server = await serve(seedDir);
    const target = `${portraitPath}?w=2400&h=2400&fit=crop&auto=format`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(server.origin, target)));
    expect(answers.map(({ response }) => response.status)).toEqual(Array(20).fill(200));
    expect(server.started).toHaveLength(1);
    const [first] = answers;
    for (const { bytes } of answers) expect(bytes.equals(first!.bytes)).toBe(true);
  });

  it('finishes a shared conversion for the requesters who stay, and cancels it when all leave', async () => {
    const server = await serve(noise.dir);
    const target = slowTarget(portraitPath);
    const leaving = openRequest(server.origin, target);
    await expect.poll(() => server.started.length).toBe(1);
    const staying = get(server.origin, target);
    await expect.poll(() => server.received()).toBe(2);
    leaving.destroy();
    const { response, bytes } = await staying;
    expect(response.status).toBe(200);
    expect(bytes.length).toBeGreaterThan(0);
    expect(server.started).toHaveLength(1);
    // Done, the process waits for the next conversion.
    expect(isRunning(server.started[0]!)).toBe(true);

    const clients = [1, 2, 3].map(() => openRequest(server.origin, slowTarget(noise.path)));
    await expect.poll(() => server.started.length).toBe(2);
    await expect.poll(() => server.received()).toBe(5);
    clients[0]!.destroy();
    clients[1]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isRunning(server.started[1]!)).toBe(true);
    clients[2]!.destroy();
    await expect.poll(() => isRunning(server.started[1]!)).toBe(false);
  });
});

describe('image endpoint limits', () => {
  it('converts 2 at once with 16 waiting, 503 with Retry-After past them; a client that leaves frees its place', async () => {
    const server = await serve(noise.dir);
    const open = (index: number) =>
      openRequest(server.origin, slowTarget(noise.path, 2400 - index));
    const converting = [0, 1].map(open);
    await expect.poll(() => server.started.length).toBe(2);
    const waiting = Array.from({ length: 16 }, (_, index) => open(index + 2));
    await expect.poll(() => server.received()).toBe(18);
    const { response, bytes } = await get(server.origin, slowTarget(noise.path, 2000));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(bytes.toString()).toMatch(/Too many images are being converted/);
    expect(server.started).toHaveLength(2);

    // The waiting leave: their places in the line are free at once, while the two convert.
    for (const client of waiting) client.destroy();
    await expect.poll(() => server.hungUp()).toBe(16);
    const next = get(server.origin, `${portraitPath}?w=96&fm=png`);
    await expect.poll(() => server.received()).toBe(20);
    // The converting leave: their processes end, and the next image has its turn.
    for (const client of converting) client.destroy();
    expect((await next).response.status).toBe(200);
    expect(server.started).toHaveLength(3);
    await expect.poll(() => server.started.slice(0, 2).filter(isRunning)).toEqual([]);
  });

  it('keeps at most 16 MB of conversions', async () => {
    const server = await serve(noise.dir);
    // Four quarters of the noise as PNG, about 4.3 MB each: together more than 16 MB.
    const quarters = ['0,0', '1200,0', '0,1200', '1200,1200'].map(
      (corner) => `${noise.path}?rect=${corner},1200,1200&fm=png`,
    );
    for (const quarter of quarters) {
      const { response, bytes } = await get(server.origin, quarter);
      expect(response.status).toBe(200);
      expect(bytes.length).toBeGreaterThan(4_200_000);
    }
    expect(server.started).toHaveLength(4);
    await get(server.origin, quarters[3]!);
    expect(server.started).toHaveLength(4);
    await get(server.origin, quarters[0]!);
    expect(server.started).toHaveLength(5);
  });
});

describe('the conversion processes', () => {
  it('end with close()', async () => {
    const server = await serve(seedDir);
    expect((await get(server.origin, `${portraitPath}?w=96&fm=png`)).response.status).toBe(200);
    const [pid] = server.started;
    expect(isRunning(pid!)).toBe(true);
    await server.close();
    await expect.poll(() => isRunning(pid!)).toBe(false);
  });

  it('keep no script alive that never calls close()', () => {
    const script = `
      import { createImageEndpoint } from './web/local-stack/imageEndpoint.ts';
      import { createServer } from 'node:http';
      const endpoint = createImageEndpoint(${JSON.stringify(seedDir)}, { dataset: 'production' });
      const server = createServer((req, res) => void endpoint(req, res));
      server.listen(0, '127.0.0.1', async () => {
        const target = ${JSON.stringify(`${portraitPath}?w=96&fm=png`)};
        const answer = await fetch('http://127.0.0.1:' + server.address().port + target);
        console.log(answer.status);
        server.close();
      });
    `;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: repoRoot, encoding: 'utf8', timeout: PATIENT_MS },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('200');
    // Ended by itself, not by the timeout's signal.
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
  });
});
