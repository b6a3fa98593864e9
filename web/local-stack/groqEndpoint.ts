import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { parse } from 'groq-js';
import { queryCost } from './groqQueryCost.ts';
import { newestAssetChange, readSeedAssets, resolveSeedAssets } from './seedAssets.ts';
import {
  BodyTooLargeError,
  logAborted,
  readLimitedBody,
  RequestAbortedError,
} from './requestLimits.ts';

type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

/**
 * Reads every *.ndjson file of the seed folder; drafts and versions are not published content.
 * Images come as `sanity dataset import` leaves them: references to asset documents
 * (./seedAssets.ts).
 */
export function readSeedDocuments(seedDir: string): SanityDocument[] {
  const documents = readdirSync(seedDir)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .flatMap((name) =>
      readFileSync(join(seedDir, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as SanityDocument),
    )
    .filter(({ _id }) => !_id.startsWith('drafts.') && !_id.startsWith('versions.'));
  return resolveSeedAssets(documents, readSeedAssets(seedDir)) as SanityDocument[];
}

function newestChange(seedDir: string): number {
  return Math.max(
    newestAssetChange(seedDir),
    ...readdirSync(seedDir).map((name) => statSync(join(seedDir, name)).mtimeMs),
  );
}

/**
 * What one request may cost the server. The site's own queries (web/src/content/queries.ts) are
 * at most 2.3 KB long, 345 nodes and 16 levels deep, with two scans nested; the limits leave
 * room for queries written by hand while refusing the ones that would hold the server.
 */
export type GroqLimits = {
  /** A POST body: the query and its parameters. */
  maxBodyBytes: number;
  maxQueryChars: number;
  /** Of the parsed query (web/local-stack/groqQueryCost.ts), checked before evaluation. */
  maxNodes: number;
  maxDepth: number;
  /** Each nested scan multiplies the work by the number of documents. */
  maxNestedScans: number;
  /** Evaluation time; past it the worker thread is terminated and a fresh one started. */
  timeLimitMs: number;
  /** Of the result as JSON: more is no page's content, and the memory would be the server's. */
  maxResultChars: number;
  /** Queries waiting for the worker thread, which evaluates one at a time. */
  maxWaiting: number;
};

export const GROQ_LIMITS: GroqLimits = {
  maxBodyBytes: 64 * 1024,
  maxQueryChars: 32 * 1024,
  maxNodes: 2000,
  maxDepth: 48,
  maxNestedScans: 3,
  // Below the 2 s within which a hostile query must be answered, far above the site's queries
  // (milliseconds over the seed).
  timeLimitMs: 1500,
  maxResultChars: 8 * 1024 * 1024,
  maxWaiting: 32,
};

// The worker's heap; far above the seed dataset and the largest result allowed, so only a
// runaway query reaches it, and it ends that worker, not the server.
const workerHeapMb = 256;

type QueryRequest = { query: string; params: Record<string, unknown> };

/** A refusal with Sanity's error shape: {error: {description, type}}. */
class QueryRefusal extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly description: string,
  ) {
    super(description);
  }
}

function readQueryFromUrl(url: URL): QueryRequest {
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  }
  return { query: url.searchParams.get('query') ?? '', params };
}

async function readQueryFromBody(req: IncomingMessage, maxBytes: number): Promise<QueryRequest> {
  const body = JSON.parse(
    (await readLimitedBody(req, maxBytes)).toString('utf8'),
  ) as Partial<QueryRequest>;
  return { query: body.query ?? '', params: body.params ?? {} };
}

async function readQuery(req: IncomingMessage, url: URL, limits: GroqLimits) {
  try {
    return req.method === 'POST'
      ? await readQueryFromBody(req, limits.maxBodyBytes)
      : readQueryFromUrl(url);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new QueryRefusal(
        413,
        'requestTooLarge',
        `The request body is larger than ${limits.maxBodyBytes} bytes`,
      );
    if (error instanceof RequestAbortedError) throw error;
    throw new QueryRefusal(400, 'httpBadRequest', 'Malformed query parameters');
  }
}

/** Parses the query and refuses it, before any evaluation, when it is too large or too costly. */
function checkQuery({ query, params }: QueryRequest, limits: GroqLimits) {
  if (query.length > limits.maxQueryChars)
    throw new QueryRefusal(
      413,
      'queryTooLarge',
      `The query is longer than ${limits.maxQueryChars} characters`,
    );
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(query, { params });
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error);
    throw new QueryRefusal(400, 'queryParseError', description);
  }
  const cost = queryCost(tree);
  if (cost.nodes > limits.maxNodes || cost.depth > limits.maxDepth)
    throw new QueryRefusal(422, 'queryTooComplex', 'The query is too large or too deeply nested');
  if (cost.nestedScans > limits.maxNestedScans)
    throw new QueryRefusal(
      422,
      'queryTooComplex',
      `The query nests more than ${limits.maxNestedScans} dataset scans`,
    );
}

type Outcome =
  | { outcome: 'ok'; json: string }
  | { outcome: 'invalid'; description: string }
  | { outcome: 'tooLarge' }
  | { outcome: 'timeout' }
  | { outcome: 'failed' };

type Thread = { worker: Worker; ready: Promise<boolean>; datasetAt?: number };

/**
 * One long-lived worker thread (web/local-stack/groqWorker.mjs) holding the dataset, started on
 * the first query, evaluating one query at a time. A query over the time limit, or one that runs
 * the worker out of memory, ends it; the next query starts a fresh one.
 */
function createQueryRunner(seedDir: string, limits: GroqLimits) {
  let cache: { changedAt: number; documents: SanityDocument[] } | undefined;
  const dataset = () => {
    const changedAt = newestChange(seedDir);
    if (cache?.changedAt !== changedAt)
      cache = { changedAt, documents: readSeedDocuments(seedDir) };
    return cache;
  };

  let thread: Thread | undefined;
  let closed = false;
  let nextId = 0;
  let chain: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  const start = (): Thread => {
    const worker = new Worker(new URL('./groqWorker.mjs', import.meta.url), {
      workerData: { maxResultChars: limits.maxResultChars },
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
    });
    // Idle, it must not keep a test or a script alive that never closes the stack.
    worker.unref();
    worker.on('error', (error) => console.error(`The GROQ worker stopped: ${error.message}`));
    const ready = new Promise<boolean>((resolve) => {
      worker.once('message', () => resolve(true));
      worker.once('exit', () => resolve(false));
    });
    worker.once('exit', () => {
      if (thread?.worker === worker) thread = undefined;
    });
    return { worker, ready };
  };

  const evaluate = async ({ query, params }: QueryRequest): Promise<Outcome> => {
    if (closed) return { outcome: 'failed' };
    const current = (thread ??= start());
    if (!(await current.ready)) return { outcome: 'failed' };
    const { changedAt, documents } = dataset();
    if (current.datasetAt !== changedAt) {
      current.worker.postMessage({ type: 'dataset', documents });
      current.datasetAt = changedAt;
    }
    const id = nextId++;
    return new Promise<Outcome>((resolve) => {
      const finish = (outcome: Outcome) => {
        clearTimeout(timer);
        current.worker.off('message', onMessage);
        current.worker.off('exit', onExit);
        resolve(outcome);
      };
      const onMessage = (message: Outcome & { id: number }) => {
        if (message.id === id) finish(message);
      };
      const onExit = () => finish({ outcome: 'failed' });
      const timer = setTimeout(() => {
        finish({ outcome: 'timeout' });
        if (thread === current) thread = undefined;
        void current.worker.terminate();
      }, limits.timeLimitMs);
      current.worker.on('message', onMessage);
      current.worker.once('exit', onExit);
      current.worker.postMessage({ id, query, params });
    });
  };

  return {
    /** Resolves undefined when too many queries wait already. */
    run(request: QueryRequest): Promise<Outcome> | undefined {
      if (waiting >= limits.maxWaiting) return undefined;
      waiting += 1;
      const result = chain.then(() => evaluate(request));
      // The next query waits for this one to end, however it ends.
      chain = result
        .catch(() => undefined)
        .finally(() => {
          waiting -= 1;
        });
      return result;
    },
    async close() {
      closed = true;
      await thread?.worker.terminate();
    },
  };
}

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(body);
}

const sendRefusal = (res: ServerResponse, { status, type, description }: QueryRefusal) =>
  send(res, status, JSON.stringify({ error: { description, type } }));

function refusalFor(outcome: Exclude<Outcome, { outcome: 'ok' }> | undefined, limits: GroqLimits) {
  switch (outcome?.outcome) {
    case 'invalid':
      return new QueryRefusal(400, 'queryParseError', outcome.description);
    case 'tooLarge':
      return new QueryRefusal(
        422,
        'resultTooLarge',
        `The result is larger than ${limits.maxResultChars} characters`,
      );
    case 'timeout':
      return new QueryRefusal(
        503,
        'queryTimeout',
        `The query ran longer than ${limits.timeLimitMs} ms`,
      );
    case 'failed':
      return new QueryRefusal(503, 'queryFailed', 'The query could not be evaluated');
    default:
      return new QueryRefusal(503, 'serverBusy', 'Too many queries are waiting; try again');
  }
}

const queryPath = /^\/v[\w.-]+\/data\/query\/[\w-]+$/;

/**
 * Answers @sanity/client's query requests (GET /v{version}/data/query/{dataset}?query=&$param=,
 * or POST with {query, params}) like Sanity's Content Lake, evaluating them with groq-js, Sanity's
 * own GROQ engine, over the seed dataset, in a worker thread and within `GroqLimits`. The seed is
 * re-read when its files change. close() ends the worker thread.
 */
export function createGroqEndpoint(seedDir: string, limitOverrides: Partial<GroqLimits> = {}) {
  const limits = { ...GROQ_LIMITS, ...limitOverrides };
  const runner = createQueryRunner(seedDir, limits);

  async function groqEndpoint(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://local');
    if (!queryPath.test(url.pathname) || (req.method !== 'GET' && req.method !== 'POST'))
      return false;
    const started = performance.now();
    try {
      const request = await readQuery(req, url, limits);
      checkQuery(request, limits);
      const outcome = await runner.run(request);
      if (outcome?.outcome !== 'ok') throw refusalFor(outcome, limits);
      // Serialised by the worker before any header is written: a failure still gets its status.
      const ms = Math.round(performance.now() - started);
      send(
        res,
        200,
        `{"result":${outcome.json},"ms":${ms},"query":${JSON.stringify(request.query)}}`,
      );
    } catch (error) {
      if (error instanceof RequestAbortedError) logAborted(req);
      else if (error instanceof QueryRefusal) sendRefusal(res, error);
      else throw error;
    }
    return true;
  }
  return Object.assign(groqEndpoint, { close: runner.close });
}
