import { fork } from 'node:child_process';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GROQ_LIMITS, type GroqLimits } from '../local-stack/groqEndpoint';
import { seedDir } from '../server/paths';
import {
  errorType,
  foldingChain,
  getQuery,
  HOME_SLOWDOWN_LIMIT,
  homeBaseline,
  listenPath,
  nestedArray,
  postQuery,
  queryPath,
  querySearch,
  slowToParse,
  whileHostile,
  zeros,
} from './hostileTraffic';
import { localContentClient, seedFolder } from './localContent';
import { startSiteProcess } from './siteProcess';

// Hostile GROQ requests against the real site server with the GROQ endpoint as its local stack:
// whatever a request holds, the server's own thread stays free (GET / answers meanwhile) and the
// answer is a refusal in words, never a 500.

const token = 'hostile-test-token';

/**
 * The real site server over a page of its own, with the GROQ endpoint over `seed`, in a process
 * of its own (./siteProcess.ts says why).
 */
async function serveSite(limits: Partial<GroqLimits> = {}, seed = seedDir) {
  const { origin, close } = await startSiteProcess({
    stack: 'groq',
    limits,
    seed,
    previewToken: token,
  });
  return {
    origin,
    close,
    post: (body: string) =>
      fetch(`${origin}${queryPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    query: (query: string, params: Record<string, unknown> = {}) =>
      fetch(`${origin}${queryPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, params }),
      }),
    get: (query: string, params: Record<string, unknown> = {}) =>
      fetch(`${origin}${queryPath}?${querySearch(query, params)}`),
  };
}

describe('the GROQ endpoint parses in its worker process', () => {
  let served: Awaited<ReturnType<typeof serveSite>>;
  beforeAll(async () => {
    served = await serveSite();
    // Started and warm.
    expect((await served.query('count(*)')).status).toBe(200);
  });
  afterAll(() => served.close());

  it('an 18 KB POST of `$a+$a+…` over 8,000 zeros gets 503 at the time limit, GET / answers meanwhile and this thread’s heap stays small', async () => {
    const body = JSON.stringify(slowToParse.inBody);
    expect(body.length).toBeGreaterThan(18_000);
    const run = await whileHostile(served.origin, postQuery(body), 50);
    expect(run.inFlight).toBe(true);
    expect(run.home).toMatchObject({ status: 200 });
    expect(run.homeFirst).toBe(true);
    expect(run.status).toBe(503);
    // The time limit's answer (the worker would parse for seconds more), or out of the worker's
    // memory first on a fast machine.
    expect(['queryTimeout', 'queryFailed']).toContain(errorType(run.text));
    // The parsing's arrays are the worker's (its heap is capped), not this thread's.
    expect(run.heapGrowthMb).toBeLessThan(100);
    // A fresh worker answers the next query.
    const after = await served.query('*[_id == $id][0]._type', { id: 'siteSettings' });
    expect(await after.json()).toMatchObject({ result: 'siteSettings' });
  });

  it('the same over GET, a 13 KB URL, gets 503 and GET / answers meanwhile', async () => {
    const { query, params } = slowToParse.inUrl;
    expect(querySearch(query, params).length).toBeGreaterThan(12_000);
    const run = await whileHostile(served.origin, getQuery(query, params), 50);
    expect(run.inFlight).toBe(true);
    expect(run.homeFirst).toBe(true);
    expect(run.status).toBe(503);
    expect(errorType(run.text)).toBe('queryTimeout');
  });

  it('a query that runs the worker out of memory gets 503, and the server and the next query live on', async () => {
    // A small heap, and time enough for the folding of `$a+$a+…` to pass it, which V8 answers by
    // ending the whole process: the worker's, never the server's.
    const patient = await serveSite({ cpuTimeLimitMs: 30_000, workerHeapMb: 24 });
    try {
      const run = await whileHostile(patient.origin, postQuery(JSON.stringify(slowToParse.inBody)));
      expect(run.home).toMatchObject({ status: 200 });
      expect(run.status).toBe(503);
      expect(errorType(run.text)).toBe('queryFailed');
      const after = await patient.query('*[_id == $id][0]._type', { id: 'siteSettings' });
      expect(await after.json()).toMatchObject({ result: 'siteSettings' });
    } finally {
      await patient.close();
    }
  });

  it('a query nested 10,000 deep is refused with 422 by the worker, not a stack overflow', async () => {
    for (const query of [`${'('.repeat(10_000)}1${')'.repeat(10_000)}`, nestedArray(10_000)]) {
      const response = await served.query(query);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: {
          description: 'The query is too large or too deeply nested',
          type: 'queryTooComplex',
        },
      });
    }
  });
});

describe('the GROQ endpoint measures parameters and bodies before anything else', () => {
  let served: Awaited<ReturnType<typeof serveSite>>;
  beforeAll(async () => {
    served = await serveSite();
  });
  afterAll(() => served.close());

  it('parameters over 16 KB as JSON get 413 paramsTooLarge, by POST and by GET', async () => {
    const response = await served.query('$a', { a: 'x'.repeat(GROQ_LIMITS.maxParamsBytes) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: {
        description: 'The query parameters are larger than 16384 bytes as JSON',
        type: 'paramsTooLarge',
      },
    });
    // Just within the limit: answered.
    const within = await served.query('length($a)', { a: 'x'.repeat(16_000) });
    expect(await within.json()).toMatchObject({ result: 16_000 });
    // A URL is at most 16 KB of headers, so GET is tried against a lower limit: one value past
    // it, and several that are within it each but not together.
    const small = await serveSite({ maxParamsBytes: 1000 });
    try {
      for (const params of [{ a: 'x'.repeat(1001) }, { a: 'x'.repeat(600), b: 'y'.repeat(600) }]) {
        const refused = await small.get('$a', params);
        expect(refused.status).toBe(413);
        expect((await refused.json()).error.type).toBe('paramsTooLarge');
      }
    } finally {
      await small.close();
    }
  });

  it('a parameter nested deeper than 20 levels gets 400 paramsTooDeep, by POST and by GET', async () => {
    const deep = JSON.parse(nestedArray(21)) as unknown;
    const answers = [await served.query('$a', { a: deep }), await served.get('$a', { a: deep })];
    for (const response of answers) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          description: 'A query parameter is nested deeper than 20 levels',
          type: 'paramsTooDeep',
        },
      });
    }
    const within = await served.query('count($a)', { a: JSON.parse(nestedArray(20)) });
    expect(await within.json()).toMatchObject({ result: 1 });
  });

  it('a body nested 29,000 levels gets 400 in words, and no timer of it ends the next query', async () => {
    const deep = `{"query":"*[0]","params":{"a":${nestedArray(29_000)}}}`;
    const response = await served.post(deep);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        description: 'The request body is nested deeper than 64 levels',
        type: 'bodyTooDeep',
      },
    });
    // The same as the whole body of a query: 400 too.
    expect((await served.post(nestedArray(29_000))).status).toBe(400);
    // Past the time limit of any request before: a query that takes a while is still answered.
    await new Promise((resolve) => setTimeout(resolve, GROQ_LIMITS.cpuTimeLimitMs + 100));
    const after = await served.query('count(*[count(*) > 0])');
    expect(after.status).toBe(200);
  });

  it('a query or params of the wrong JSON type get 400 in words, never a JavaScript message', async () => {
    const cases: [string, string][] = [
      ['{"query":1}', 'The query must be a string'],
      ['{"query":["*"]}', 'The query must be a string'],
      ['{"query":{"a":1}}', 'The query must be a string'],
      ['{"query":"*","params":[1]}', 'The query params must be a JSON object'],
      ['{"query":"*","params":"x"}', 'The query params must be a JSON object'],
      ['[1]', 'The request body must be a JSON object with the query and its params'],
      ['null', 'The request body must be a JSON object with the query and its params'],
      ['{"query":', 'The request body is not JSON'],
    ];
    for (const [body, description] of cases) {
      const response = await served.post(body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.description).toBe(description);
    }
    const malformed = await fetch(`${served.origin}${queryPath}?query=$a&$a=%7Bnope`);
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.description).toBe('The query parameter $a is not JSON');
  });

  it('an error that is not groq-js’s own gets a sentence of the project, status 400', async () => {
    const response = await served.query('geo::distance(1, 2)');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        description:
          'The query could not be evaluated: it uses a part of GROQ that the local Content Lake does not support',
        type: 'queryEvaluationError',
      },
    });
    // groq-js's own errors keep their words.
    const unknown = await served.query('foo::bar()');
    expect(await unknown.json()).toEqual({
      error: { description: 'Undefined namespace: foo', type: 'queryParseError' },
    });
    // Wrong types inside GROQ are null, as in Sanity's engine.
    const wrongTypes = await served.query('["a" - 1, lower(1)]');
    expect(await wrongTypes.json()).toMatchObject({ result: [null, null] });
  });
});

describe('the GROQ worker process on its own', () => {
  it('answers a query that is no string without JavaScript’s words', async () => {
    const worker = fork(
      new URL('../local-stack/groqWorker.mjs', import.meta.url),
      [JSON.stringify(GROQ_LIMITS)],
      {
        execArgv: [],
        serialization: 'advanced',
      },
    );
    try {
      const replies: Record<string, unknown>[] = [];
      worker.on('message', (message: Record<string, unknown>) => replies.push(message));
      const answer = async (message: object) => {
        const id = replies.length + 100;
        worker.send({ id, ...message });
        while (!replies.some((reply) => reply.id === id))
          await new Promise((resolve) => setTimeout(resolve, 5));
        return replies.find((reply) => reply.id === id);
      };
      const base = { type: 'query', params: {}, perspective: 'raw', sourceMap: false };
      // groq-js would say "str.slice is not a function".
      await expect(answer({ ...base, query: 1 })).resolves.toEqual({
        id: 100,
        outcome: 'unparsable',
      });
      await expect(answer({ ...base, query: '1 +' })).resolves.toMatchObject({
        outcome: 'invalid',
      });
      await expect(answer({ ...base, query: nestedArray(60) })).resolves.toMatchObject({
        outcome: 'tooComplex',
        reason: 'size',
      });
      await expect(answer({ ...base, query: 'geo::distance(1, 2)' })).resolves.toMatchObject({
        outcome: 'evaluationError',
        reason: 'unsupported',
      });
      await expect(
        answer({
          type: 'match',
          query: '*[n > 1]',
          params: {},
          documents: [{ n: 2 }, null, { n: 0 }],
        }),
      ).resolves.toMatchObject({ outcome: 'ok', json: '[true,false,false]' });
    } finally {
      worker.kill('SIGKILL');
    }
  });
});

describe('listeners under hostile filters', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  it('a filter whose parsing runs long gets 503 and GET / answers meanwhile', async () => {
    const served = await serveSite();
    closers.push(served.close);
    const { query, params } = slowToParse.inUrl;
    const run = await whileHostile(served.origin, getQuery(query, params, listenPath), 50);
    expect(run.inFlight).toBe(true);
    expect(run.homeFirst).toBe(true);
    expect(run.status).toBe(503);
    expect(errorType(run.text)).toBe('queryTimeout');
    const deep = `${served.origin}${listenPath}?${querySearch(nestedArray(60), {})}`;
    expect((await fetch(deep)).status).toBe(422);
  });

  it('a filter that cannot be evaluated ends its listener, the others hear the change', async () => {
    const served = await serveSite({}, seedFolder([{ _id: 'homePage', _type: 'homePage' }]));
    closers.push(served.close);
    // Cheap to parse, but builds a string past V8's longest when evaluated over a document.
    const doubling = `*[length({"a": "aa"}${'{"a": a + a}'.repeat(30)}.a) > 0]`;
    const hostile = await fetch(`${served.origin}${listenPath}?${querySearch(doubling, {})}`);
    expect(hostile.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const editor = localContentClient(served.origin, { token });
    const heard: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const subscription = editor
        .listen('*[_type == "homePage"]', {}, { events: ['welcome', 'mutation'] })
        .subscribe({
          next: (event) => {
            if (event.type === 'welcome') resolve();
            else if (event.type === 'mutation') heard.push(event.documentId);
          },
          error: reject,
        });
      closers.push(async () => subscription.unsubscribe());
    });
    await editor.createOrReplace({ _id: 'homePage', _type: 'homePage', heading: 'Neu' });
    // The hostile stream is ended, having heard nothing but its welcome.
    const stream = await hostile.text();
    expect(stream).toMatch(/^event: welcome\n/);
    expect(stream).not.toContain('event: mutation');
    await expect.poll(() => heard).toEqual(['homePage']);
  });
});

type Hostile = { query: unknown; params: Record<string, unknown>; rawParams?: string };

/**
 * Hostile requests, each a way to make groq-js or the server work hard, their sizes drawn up to
 * about `budget` characters of query and parameters (a GET's URL must fit in 16 KB of headers).
 */
const hostileRequest = (budget: number): fc.Arbitrary<Hostile> =>
  fc.oneof(
    // The attack that held the server for seconds, within the parameters' size limit.
    {
      weight: 4,
      arbitrary: fc
        .record({
          terms: fc.integer({ min: 20, max: Math.floor(budget / 6) }),
          size: fc.integer({ min: 1, max: Math.min(Math.floor(budget / 3), 8000) }),
        })
        .map(({ terms, size }) => foldingChain(terms, size)),
    },
    fc
      .integer({ min: 50, max: Math.floor(budget / 2) })
      .map((depth) => ({ query: `${'('.repeat(depth)}1${')'.repeat(depth)}`, params: {} })),
    fc
      .integer({ min: 50, max: Math.floor(budget / 2) })
      .map((depth) => ({ query: nestedArray(depth), params: {} })),
    fc.integer({ min: 2, max: 10 }).map((depth) => {
      const nested = (level: number): string =>
        level === 0 ? '*' : `count(*[count(${nested(level - 1)}) > 0])`;
      return { query: nested(depth), params: {} };
    }),
    // Constant folding of literals alone: `[0,0,…]+[0,0,…]+…`.
    {
      weight: 2,
      arbitrary: fc.integer({ min: 50, max: Math.floor(budget / 10) }).map((terms) => ({
        query: `*[${Array.from({ length: terms }, () => '[0,0,0,0]').join('+')}]`,
        params: {},
      })),
    },
    // Doubling a string or an array once per projection.
    fc
      .record({ stages: fc.integer({ min: 10, max: 40 }), seed: fc.constantFrom('"aa"', '[0,0]') })
      .map(({ stages, seed }) => ({
        query: `count({"a": ${seed}}${'{"a": a + a}'.repeat(stages)}.a)`,
        params: {},
      })),
    fc
      .integer({ min: Math.floor(budget / 8), max: Math.floor(budget * 0.7) })
      .map((size) => ({ query: 'count($a)', params: { a: zeros(size) } })),
    fc
      .integer({ min: Math.floor(budget / 4), max: Math.floor(budget * 1.2) })
      .map((size) => ({ query: 'length($a)', params: { a: 'x'.repeat(size) } })),
    fc.integer({ min: 15, max: Math.floor(budget / 2) }).map((depth) => ({
      query: '$a',
      params: { a: JSON.parse(nestedArray(Math.min(depth, 2000))) as unknown },
      rawParams: `{"a":${nestedArray(depth)}}`,
    })),
    fc
      .constantFrom('"a" - 1', 'lower(1)', 'upper([1])', '*[0].title - 1', 'geo::distance(1, 2)')
      .map((query) => ({ query, params: {} })),
    fc.constantFrom(1, ['*'], null, { a: 1 }).map((query) => ({ query, params: {} })),
    fc.string({ maxLength: 200 }).map((query) => ({ query, params: {} })),
  );

const hostileSent = fc.oneof(
  hostileRequest(4500).map((hostile) => ({ method: 'GET' as const, ...hostile })),
  hostileRequest(60_000).map((hostile) => ({ method: 'POST' as const, ...hostile })),
);

describe('the GROQ endpoint under generated hostile requests', () => {
  let served: Awaited<ReturnType<typeof serveSite>>;
  beforeAll(async () => {
    // A shorter time limit than the default, so that twenty runs fit in seconds; what is
    // checked is the server's thread and the answers, which do not depend on it.
    served = await serveSite({ cpuTimeLimitMs: 600 });
  });
  afterAll(() => served.close());

  it('keeps GET / about as quick while each is in flight as behind a legitimate query, and never answers 500', async () => {
    const allowed5xx = new Set(['queryTimeout', 'queryFailed', 'serverBusy']);
    const baseline = homeBaseline(served.origin);
    await baseline.measure(10);
    await fc.assert(
      fc.asyncProperty(hostileSent, async ({ method, query, params, rawParams }) => {
        const hostile =
          method === 'POST'
            ? postQuery(
                rawParams === undefined
                  ? JSON.stringify({ query, params })
                  : `{"query":${JSON.stringify(query)},"params":${rawParams}}`,
              )
            : getQuery(typeof query === 'string' ? query : JSON.stringify(query), params);
        const baselineMs = await baseline.measure(2);
        const run = await whileHostile(served.origin, hostile, 20);
        expect(run.home.status).toBe(200);
        expect(run.home.ms).toBeLessThanOrEqual(HOME_SLOWDOWN_LIMIT * baselineMs);
        expect(run.status).not.toBe(500);
        if (run.status >= 500) {
          expect(run.status).toBe(503);
          expect(allowed5xx).toContain(errorType(run.text));
        }
        // And the endpoint answers a plain query after it.
        expect((await served.query('count(*) > 0')).status).toBe(200);
      }),
      { numRuns: 20 },
    );
  });
});
