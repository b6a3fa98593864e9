import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGroqEndpoint, GROQ_LIMITS, type GroqLimits } from '../local-stack/groqEndpoint';
import { seedDir } from '../server/paths';
import { abortMidBody, queryPath } from './hostileTraffic';
import { serveEndpoint } from './listen';

/** `count(*[count(*[…]) > 0])`: each level scans the dataset once per document of the one above. */
const nestedCount = (depth: number): string =>
  depth === 0 ? '*' : `count(*[count(${nestedCount(depth - 1)}) > 0])`;
/** `*{"x": *{"x": …}}`: every document paired with every document, `depth` times. */
const crossJoin = (depth: number): string =>
  depth === 0 ? '*' : `*{"x": ${crossJoin(depth - 1)}}`;

/** The seed's GROQ endpoint with these limits, and /ping answered by the same server. */
async function serve(limits: Partial<GroqLimits> = {}) {
  const endpoint = createGroqEndpoint(seedDir, { limits });
  // How many requests reached the endpoint, so a test can act once one is being read, and how
  // many it is done with, however they ended.
  let arrived = 0;
  let settled = 0;
  const server = await serveEndpoint(
    (req, res) => {
      arrived += 1;
      return endpoint(req, res).finally(() => (settled += 1));
    },
    (_req, res) => res.writeHead(200).end('pong'),
  );
  return {
    ...server,
    arrived: () => arrived,
    settled: () => settled,
    query: (query: string, params: Record<string, unknown> = {}) =>
      fetch(`${server.origin}${queryPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, params }),
      }),
    async close() {
      await server.close();
      await endpoint.close();
    },
  };
}

describe('the GROQ endpoint within its limits', () => {
  let served: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.close());

  it('a count() nested 8 deep is refused before evaluation', async () => {
    // Evaluated, it would run past the time limit and get 503 (as the next describe shows): the
    // 422 of the cost check is the proof that it never was.
    const response = await served.query(nestedCount(8));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { description: 'The query nests more than 3 dataset scans', type: 'queryTooComplex' },
    });
  });

  it('a self cross-join 6 deep gets 422, never 200 with an error body', async () => {
    const response = await served.query(crossJoin(6));
    expect(response.status).toBe(422);
    expect((await response.json()).error.type).toBe('queryTooComplex');
  });

  it('a query too deeply nested or with too many nodes is refused with 422, by counting, however slow the machine', async () => {
    // A time limit no parse could meet: only a refusal before the worker answers 422.
    const hurried = await serve({ cpuTimeLimitMs: 0 });
    try {
      const deep = `${'['.repeat(60)}1${']'.repeat(60)}`;
      const wide = `[${Array.from({ length: GROQ_LIMITS.maxNodes + 100 }, (_, index) => index).join(',')}]`;
      for (const query of [deep, wide]) {
        const response = await hurried.query(query);
        expect(response.status).toBe(422);
        expect((await response.json()).error.type).toBe('queryTooComplex');
      }
    } finally {
      await hurried.close();
    }
  });

  it('an oversized body gets 413, announced or streamed', async () => {
    const big = JSON.stringify({ query: '*[0]', params: { padding: 'x'.repeat(70 * 1024) } });
    const announced = await fetch(`${served.origin}${queryPath}`, { method: 'POST', body: big });
    expect(announced.status).toBe(413);
    const streamed = await new Promise<number>((resolve, reject) => {
      const req = request(`${served.origin}${queryPath}`, { method: 'POST' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(big);
    });
    expect(streamed).toBe(413);
  });

  it('a client that aborts a query ends it quietly: the server that owns the connection logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const before = served.arrived();
      const settledBefore = served.settled();
      await abortMidBody(served.origin, queryPath, () =>
        vi.waitFor(() => expect(served.arrived()).toBe(before + 1)),
      );
      await vi.waitFor(() => expect(served.settled()).toBe(settledBefore + 1));
      expect((await served.query('count(*) > 0')).status).toBe(200);
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a query over the size limit gets 413', async () => {
    const response = await served.query(`*[0]${' '.repeat(33 * 1024)}`);
    expect(response.status).toBe(413);
    expect((await response.json()).error.type).toBe('queryTooLarge');
  });
});

describe('the GROQ endpoint under a query that runs too long', () => {
  it('a query over the processor time limit gets 503 from it, and another request is answered while it runs', async () => {
    // The nesting limit raised, so that the hostile query reaches the worker; the limit is the
    // default 1.5 s of processor time. Evaluated to its end, the query would take far longer.
    const served = await serve({ maxNestedScans: 20 });
    try {
      // Started and warm, so that the hostile query is what the worker is busy with.
      expect((await served.query('count(*)')).status).toBe(200);
      let hostileSettled = false;
      const hostile = served.query(nestedCount(8)).finally(() => {
        hostileSettled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const meanwhile = await fetch(`${served.origin}/ping`);
      // The server's event loop stayed free: the ping is answered while the query still runs,
      // however busy the machine (an order, not a time).
      const answeredWhileRunning = !hostileSettled;
      const response = await hostile;

      expect(response.status).toBe(503);
      expect((await response.json()).error).toEqual({
        type: 'queryTimeout',
        description: `The query took more than ${GROQ_LIMITS.cpuTimeLimitMs} ms of processor time`,
      });
      expect(await meanwhile.text()).toBe('pong');
      expect(answeredWhileRunning).toBe(true);

      // A fresh worker answers the next query.
      const after = await served.query('*[_id == $id][0]._type', { id: 'siteSettings' });
      expect(await after.json()).toMatchObject({ result: 'siteSettings' });
    } finally {
      await served.close();
    }
  });

  it('counts processor time, not the clock: a worker held still past that limit still answers, one held past the stall limit is replaced', async () => {
    // A held worker is what a busy machine does to it, made sure: it gets no processor.
    const served = await serve({ cpuTimeLimitMs: 100, stallLimitMs: 2000 });
    const workerPid = () =>
      Number(execFileSync('pgrep', ['-P', String(process.pid), '-f', 'groqWorker']).toString());
    try {
      expect((await served.query('count(*)')).status).toBe(200);
      process.kill(workerPid(), 'SIGSTOP');
      const held = served.query('count(*[_type == "page"])');
      // Ten times the processor limit by the clock; the stall limit is further still.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      process.kill(workerPid(), 'SIGCONT');
      expect((await held).status).toBe(200);

      process.kill(workerPid(), 'SIGSTOP');
      const stalled = await served.query('count(*)');
      expect(stalled.status).toBe(503);
      expect((await stalled.json()).error).toEqual({
        type: 'queryTimeout',
        description: 'The query was not answered within 2 s',
      });
      // A fresh worker answers the next query.
      expect((await served.query('count(*)')).status).toBe(200);
    } finally {
      await served.close();
    }
  });

  it('a query past maxWaiting gets 503 serverBusy at once, and the ones waiting are answered', async () => {
    const served = await serve({ maxWaiting: 1, maxNestedScans: 20 });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      expect((await served.query('count(*)')).status).toBe(200);
      // Holds the worker until the time limit; the next one waits for it.
      const slow = served.query(nestedCount(8));
      await pause(150);
      const waiting = served.query('count(*)');
      await pause(150);
      let slowSettled = false;
      void slow.finally(() => (slowSettled = true));
      const refused = await served.query('count(*)');
      // At once: while the slow one still holds the worker.
      expect(slowSettled).toBe(false);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        error: { description: 'Too many queries are waiting; try again', type: 'serverBusy' },
      });
      expect((await slow).status).toBe(503);
      expect((await waiting).status).toBe(200);
    } finally {
      await served.close();
    }
  });

  it('a result over the size limit gets 422, with the status written after serialising', async () => {
    const served = await serve({ maxResultChars: 1000 });
    try {
      const response = await served.query('*');
      expect(response.status).toBe(422);
      expect((await response.json()).error.type).toBe('resultTooLarge');
    } finally {
      await served.close();
    }
  });
});
