import { request, type OutgoingHttpHeaders } from 'node:http';
import { SANITY_DEFAULT_API_VERSION, SANITY_DEFAULT_DATASET } from '../src/config/services';

// What the tests of hostile requests share (hostileRequests, groqHostile, groqListen): the
// requests that cost the stand-ins most, and a way to time the home page while one is under way.

export const queryPath = `/v${SANITY_DEFAULT_API_VERSION}/data/query/${SANITY_DEFAULT_DATASET}`;
export const listenPath = `/v${SANITY_DEFAULT_API_VERSION}/data/listen/${SANITY_DEFAULT_DATASET}`;
export const jsonHeaders = { 'content-type': 'application/json' };

export const zeros = (count: number) => Array.from({ length: count }, () => 0);
export const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * `*[$a+$a+…]` with `terms` terms over `size` zeros: groq-js folds it while parsing, at a cost of
 * the square of the terms times the size. Measured on a 2-core machine: 700 terms over 1,500 zeros
 * take 1.5 s, right at the GROQ endpoint's time limit; 1,000 over 1,500 take 3.2 s (a 13 KB URL);
 * 700 over 8,000 take 8.3 s (an 18 KB body).
 */
export const foldingChain = (terms: number, size: number) => ({
  query: `*[${Array.from({ length: terms }, () => '$a').join('+')}]`,
  params: { a: zeros(size) },
});

/** Two sure ways past the time limit, each at least twice over it. */
export const slowToParse = {
  /** By GET, in a URL within the server's 16 KB of headers. */
  inUrl: foldingChain(1000, 1500),
  /** By POST, within the endpoint's 16 KB of parameters. */
  inBody: foldingChain(700, 8000),
};

/** A query's search string, its parameters as `$name=` JSON, as @sanity/client sends a GET. */
export const querySearch = (query: string, params: Record<string, unknown> = {}) =>
  new URLSearchParams([
    ['query', query],
    ...Object.entries(params).map(([name, value]) => [`$${name}`, JSON.stringify(value)]),
  ]).toString();

export type Hostile = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: OutgoingHttpHeaders;
};

export type Answer = { status: number; text: string };

/** A query as a POST body, as it is: broken or hostile bodies included. */
export const postQuery = (body: string): Hostile => ({
  method: 'POST',
  path: queryPath,
  body,
  headers: jsonHeaders,
});

/** A query by GET, or a listener's filter with `path` = `listenPath`. */
export const getQuery = (
  query: string,
  params: Record<string, unknown> = {},
  path = queryPath,
): Hostile => ({ method: 'GET', path: `${path}?${querySearch(query, params)}` });

/**
 * Sends a request: `sent` resolves once it is written, `answer` with its status and text (a reset
 * connection is status 0).
 */
export function send(origin: string, { method, path, body, headers = {} }: Hostile) {
  let sent!: () => void;
  const written = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<Answer>((resolve) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', () => resolve({ status: 0, text: '' }));
    });
    req.on('error', () => {
      sent();
      resolve({ status: 0, text: '' });
    });
    req.end(body, sent);
  });
  return { sent: written, answer };
}

/**
 * Sends the head and part of a JSON body announced as larger, and drops the connection once
 * `arrived` resolves: when the endpoint is reading the body.
 */
export async function abortMidBody(origin: string, path: string, arrived: () => Promise<unknown>) {
  const req = request(`${origin}${path}`, {
    method: 'POST',
    headers: { ...jsonHeaders, 'content-length': '1000' },
  });
  req.on('error', () => {});
  req.write('{"query": "');
  await arrived();
  req.destroy();
}

/**
 * How much longer the home page may take right behind a hostile request than right behind the
 * largest query the stand-ins accept. The home page is a static file: it waits only while the
 * server's thread works on something else, for a few ms behind the largest legitimate query
 * (reading and measuring its body), for the whole hostile work (a second and more) behind a
 * request that holds the thread. A busy or slow machine stretches both alike, so the ratio holds
 * where a fixed number of ms would not (docs/decisions/0024-checks-that-hold-on-any-machine.md).
 */
export const HOME_SLOWDOWN_LIMIT = 10;

/**
 * The largest query the GROQ endpoint accepts and answers: 32 K characters of query (mostly
 * spaces) and 16 KB of parameters, evaluated over every document.
 */
export const largestQuery = postQuery(
  JSON.stringify({
    query: `*[_id in $ids]._id${' '.repeat(32 * 1024 - 20)}`,
    params: { ids: Array.from({ length: 1100 }, (_, index) => `doc-${index}`) },
  }),
);

/**
 * The home page's time right behind the largest query the stand-ins accept, on this machine, now:
 * `measure(count)` times `count` more and answers the slowest seen so far, so that the figure
 * holds the machine's worst moments (a collection, another process taking the core) alike.
 */
export function homeBaseline(origin: string) {
  let slowest = 0;
  return {
    async measure(count: number) {
      for (let index = 0; index < count; index += 1) {
        const run = await whileHostile(origin, largestQuery);
        if (run.status !== 200) throw new Error(`The largest query got ${run.status}: ${run.text}`);
        slowest = Math.max(slowest, run.home.ms);
      }
      return slowest;
    },
  };
}

/**
 * Sends `hostile` and, once it is written and `delayMs` have passed for the server to take it up,
 * `GET /`: the home page's status and time, whether the hostile request was still unanswered
 * when it was sent (`inFlight`) and when it was answered (`homeFirst`: the server answered a
 * visitor meanwhile, an order that no machine's speed changes), the hostile request's answer,
 * and the growth of this thread's heap meanwhile.
 */
export async function whileHostile(origin: string, hostile: Hostile, delayMs = 0) {
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 10);
  let answered = false;
  try {
    const { sent, answer } = send(origin, hostile);
    void answer.then(() => (answered = true));
    await sent;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const inFlight = !answered;
    const homeStarted = performance.now();
    const home = await send(origin, { method: 'GET', path: '/' }).answer;
    const homeMs = performance.now() - homeStarted;
    const homeFirst = !answered;
    return {
      home: { status: home.status, ms: homeMs },
      inFlight,
      homeFirst,
      ...(await answer),
      heapGrowthMb: (heapPeak - heapBefore) / 2 ** 20,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The `error.type` of a Content Lake refusal, if the text is one. */
export const errorType = (text: string): string | undefined => {
  try {
    return (JSON.parse(text) as { error?: { type?: string } }).error?.type;
  } catch {
    return undefined;
  }
};
