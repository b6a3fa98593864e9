import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import type { NoPlace } from '../server/places.ts';
import { clientOf } from './clients.ts';
import { createGate } from './gate.ts';
import { createListeners, LISTEN_LIMITS, type Listener, type ListenLimits } from './listeners.ts';
import { applyActions, readActions } from './actions.ts';
import { isPublishedId, isSystemDocument } from './documentIds.ts';
import {
  applyTransaction,
  ContentLakeError,
  isDeleteByQuery,
  readMutations,
  type Mutation,
  sanityTimestamp,
  type SanityDocument,
  type Transaction,
} from './mutations.ts';
import { LOCAL_EDITOR } from './studioApi.ts';
import {
  newestAssetChange,
  readSeedAssets,
  readSeedFiles,
  resolveSeedAssets,
} from './seedAssets.ts';
import { queryTextCost } from './groqQueryText.ts';
import { createWrittenDocuments, type Written } from './writtenDocuments.ts';
import {
  createTransactionLog,
  documentsAt,
  readRevisionQuery,
  readTransactionsQuery,
  seedRevision,
  transactionsOf,
  wholeHistory,
} from './history.ts';
import {
  BodyTooLargeError,
  readLimitedBody,
  RequestAbortedError,
} from '../server/requestLimits.ts';

/** The documents of one NDJSON file, as the seed and `sanity dataset export` write them. */
export const readNdjson = <T = SanityDocument>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);

/**
 * Reads every *.ndjson file of the seed folder, drafts and versions included: which of them a
 * query sees is its perspective's business (./perspectives.mjs). Images and files come as
 * `sanity dataset import` leaves them: references to asset documents (./seedAssets.ts).
 */
export function readSeedDocuments(seedDir: string): SanityDocument[] {
  const documents = readdirSync(seedDir)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .flatMap((name) => readNdjson(join(seedDir, name)));
  return resolveSeedAssets(
    documents,
    readSeedAssets(seedDir),
    readSeedFiles(seedDir),
  ) as SanityDocument[];
}

function newestChange(seedDir: string): number {
  return Math.max(
    newestAssetChange(seedDir),
    ...readdirSync(seedDir).map((name) => statSync(join(seedDir, name)).mtimeMs),
  );
}

/**
 * What one request may cost the server. The site's own queries (web/src/content/queries.ts) are
 * at most 3,800 nodes and 28 levels deep, with no scan inside another, and their
 * parameters ($lang, $id) a few dozen bytes; the limits leave room for queries written by hand
 * while refusing the ones that would hold the server. The server's own thread only measures a
 * request's text (the first four limits, and the text's terms and brackets against maxNodes and
 * maxDepth); the query is parsed, checked and evaluated in the worker process, within the time
 * limit.
 */
export type GroqLimits = {
  /** A POST body: the query and its parameters, or mutations. */
  maxBodyBytes: number;
  /** Arrays and objects in each other, in a JSON body (query or mutations). */
  maxBodyDepth: number;
  maxQueryChars: number;
  /**
   * The parameters as JSON. groq-js folds them into the query while parsing, so they multiply
   * the parsing's work; the time limit bounds it whatever their size.
   */
  maxParamsBytes: number;
  /** Arrays and objects in each other in one parameter's value: `[[1]]` is 2 deep. */
  maxParamsDepth: number;
  /**
   * Of the parsed query (web/local-stack/groqQueryCost.mjs), checked in the worker before
   * evaluation.
   */
  maxNodes: number;
  maxDepth: number;
  /** Each nested scan multiplies the work by the number of documents. */
  maxNestedScans: number;
  /**
   * A query's processor time, parsing and evaluation together, however busy the machine; past
   * it the worker process is killed and a fresh one started (./groqWatchdog.mjs).
   */
  cpuTimeLimitMs: number;
  /**
   * A query's time by the clock: a worker that neither answers nor works (stopped, swapped out)
   * holds the line of queries no longer than this.
   */
  stallLimitMs: number;
  /** Of the result as JSON: more is no page's content, and the memory would be the server's. */
  maxResultChars: number;
  /** Requests waiting for a worker process, which evaluates one at a time. */
  maxWaiting: number;
  /**
   * Of those, one client's (./clients.ts): past it the client's next query gets 503 at once,
   * and the others' queries still wait their turn, which the clients take in turn (./gate.ts).
   */
  maxWaitingPerClient: number;
  /** Documents written by mutations, which live in memory, on top of the seed. */
  maxWrittenDocuments: number;
  /** Each worker process's heap (V8's old space), in MB; past it the process ends. */
  workerHeapMb: number;
};

export const GROQ_LIMITS: GroqLimits = {
  maxBodyBytes: 64 * 1024,
  // The Studio's documents, Portable Text included, are about ten levels deep.
  maxBodyDepth: 64,
  maxQueryChars: 32 * 1024,
  // The site's own are a few dozen bytes; the Studio's lists of ids a few KB at most.
  maxParamsBytes: 16 * 1024,
  maxParamsDepth: 20,
  // The page-builder queries (homePageQuery, landingPageQuery) are the largest: about 3,800
  // nodes, one projection per section type.
  maxNodes: 6000,
  maxDepth: 48,
  maxNestedScans: 3,
  // Below the 2 s within which a hostile query must be answered on a quiet machine, far above the
  // site's queries (milliseconds over the seed).
  cpuTimeLimitMs: 1500,
  stallLimitMs: 60_000,
  maxResultChars: 8 * 1024 * 1024,
  maxWaiting: 32,
  maxWaitingPerClient: 4,
  // Preview secrets and the drafts of a preview session, not a second dataset.
  maxWrittenDocuments: 500,
  // Far above the seed dataset and the largest result allowed, so only a runaway query reaches
  // it, and it ends that worker, not the server.
  workerHeapMb: 256,
};

type Query = { query: string; params: Record<string, unknown> };

/**
 * The deepest nesting of arrays and objects in JSON text, read without parsing it (a bracket in
 * a string does not count), and without recursion, so that no text can run the stack out; it
 * stops counting past `limit`.
 */
function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length && deepest <= limit; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return deepest;
}

/** The nesting of a value parsed from JSON whose depth is bounded already: `[[1]]` is 2. */
function valueDepth(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, valueDepth(item));
  return deepest + 1;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const paramsTooDeep = (limits: GroqLimits) =>
  new ContentLakeError(
    400,
    'paramsTooDeep',
    `A query parameter is nested deeper than ${limits.maxParamsDepth} levels`,
  );

/**
 * Refuses a query and parameters too large to be worth parsing, before any of it is sent to the
 * worker process: costs only the length of their text. A query whose text already counts more
 * terms or deeper brackets than its tree may have gets 422 here, by counting, before a time
 * limit could matter (./groqQueryText.ts).
 */
function checkQueryText({ query, params }: Query, limits: GroqLimits) {
  if (query.length > limits.maxQueryChars)
    throw new ContentLakeError(
      413,
      'queryTooLarge',
      `The query is longer than ${limits.maxQueryChars} characters`,
    );
  const text = queryTextCost(query);
  if (text.terms > limits.maxNodes || text.nesting > limits.maxDepth)
    throw new ContentLakeError(422, 'queryTooComplex', COMPLEXITY.size);
  if (Object.values(params).some((value) => valueDepth(value) > limits.maxParamsDepth))
    throw paramsTooDeep(limits);
  if (Buffer.byteLength(JSON.stringify(params)) > limits.maxParamsBytes)
    throw new ContentLakeError(
      413,
      'paramsTooLarge',
      `The query parameters are larger than ${limits.maxParamsBytes} bytes as JSON`,
    );
}

type Perspective = 'raw' | 'drafts' | 'published';

type QueryRequest = Query & {
  perspective: Perspective;
  /** The `resultSourceMap` asked for, if any. */
  sourceMap: false | 'true' | 'withKeyArraySelector';
};

/** `?query=…&$name=json…`: each parameter's text is measured before it is parsed. */
function readQueryFromUrl(url: URL, limits: GroqLimits): Query {
  const entries = [...url.searchParams].filter(([key]) => key.startsWith('$'));
  const params = Object.fromEntries(
    entries.map(([key, value]) => {
      if (value.length > limits.maxParamsBytes)
        throw new ContentLakeError(
          413,
          'paramsTooLarge',
          `The query parameters are larger than ${limits.maxParamsBytes} bytes as JSON`,
        );
      if (jsonDepth(value, limits.maxParamsDepth) > limits.maxParamsDepth)
        throw paramsTooDeep(limits);
      try {
        return [key.slice(1), JSON.parse(value) as unknown];
      } catch {
        throw new ContentLakeError(400, 'httpBadRequest', `The query parameter ${key} is not JSON`);
      }
    }),
  );
  return { query: url.searchParams.get('query') ?? '', params };
}

/** A JSON body, refused before it is parsed when it is too large or too deeply nested. */
async function readJsonBody(req: IncomingMessage, limits: GroqLimits): Promise<unknown> {
  let text: string;
  try {
    text = (await readLimitedBody(req, limits.maxBodyBytes)).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new ContentLakeError(
        413,
        'requestTooLarge',
        `The request body is larger than ${limits.maxBodyBytes} bytes`,
      );
    throw error;
  }
  if (jsonDepth(text, limits.maxBodyDepth) > limits.maxBodyDepth)
    throw new ContentLakeError(
      400,
      'bodyTooDeep',
      `The request body is nested deeper than ${limits.maxBodyDepth} levels`,
    );
  try {
    return JSON.parse(text);
  } catch {
    throw new ContentLakeError(400, 'httpBadRequest', 'The request body is not JSON');
  }
}

/** `{query, params}` of a POST body: a string and an object, either of them left out. */
function queryOfBody(body: unknown): Query {
  if (!isRecord(body))
    throw new ContentLakeError(
      400,
      'httpBadRequest',
      'The request body must be a JSON object with the query and its params',
    );
  const { query = '', params = {} } = body;
  if (typeof query !== 'string')
    throw new ContentLakeError(400, 'httpBadRequest', 'The query must be a string');
  if (!isRecord(params))
    throw new ContentLakeError(400, 'httpBadRequest', 'The query params must be a JSON object');
  return { query, params };
}

/** The query and its parameters, refused when their text is too large or too deep. */
async function readQuery(req: IncomingMessage, url: URL, limits: GroqLimits): Promise<Query> {
  const query =
    req.method === 'POST'
      ? queryOfBody(await readJsonBody(req, limits))
      : readQueryFromUrl(url, limits);
  checkQueryText(query, limits);
  return query;
}

const perspectives = new Set(['raw', 'drafts', 'published']);

/**
 * The perspective a query is evaluated in. Sanity's APIs never show drafts to a request without
 * a token; here such a request sees the published documents whatever perspective it asks for,
 * rather than a refusal, so a preview that lost its token shows the public page. Without a
 * perspective asked for, API versions from 2025-02-19 on read `published`, earlier ones `raw`.
 */
function readPerspective(url: URL, apiVersion: string, authenticated: boolean): Perspective {
  const asked =
    url.searchParams.get('perspective') ??
    (/^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= '2025-02-19' ? 'published' : 'raw');
  // `previewDrafts` is the name `drafts` had before.
  const perspective = asked === 'previewDrafts' ? 'drafts' : asked;
  if (!perspectives.has(perspective))
    throw new ContentLakeError(
      400,
      'invalidPerspective',
      `The local Content Lake knows the perspectives raw, drafts and published, not ${asked}`,
    );
  return authenticated ? (perspective as Perspective) : 'published';
}

/**
 * Only a request with the token gets a source map: preview, the one reader of source maps, sends
 * it, and a public page can then never carry the Studio's edit links from the stand-in.
 */
function readSourceMap(url: URL, authenticated: boolean): QueryRequest['sourceMap'] {
  const asked = url.searchParams.get('resultSourceMap');
  return authenticated && (asked === 'true' || asked === 'withKeyArraySelector') ? asked : false;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries the preview token as `Authorization: Bearer …`, compared in
 * constant time. A request without the header is anonymous; one with another token is refused,
 * as Sanity refuses a token it does not know, so that a wrong token shows instead of silently
 * reading the published documents.
 */
function authenticated(req: IncomingMessage, previewToken: string | undefined): boolean {
  const header = req.headers.authorization;
  if (header === undefined) return false;
  const token = /^Bearer (.+)$/.exec(header)?.[1];
  if (previewToken && token && timingSafeEqual(digest(token), digest(previewToken))) return true;
  throw new ContentLakeError(
    401,
    'unauthorized',
    'The token is not valid for the local Content Lake',
  );
}

/** What the worker process is asked: one request, answered with one `Outcome`. */
type WorkerRequest =
  | ({ type: 'query' } & QueryRequest)
  /** Only parsed and checked: a listener's filter. */
  | ({ type: 'check' } & Query)
  /** Whether the filter matches each document alone (null: none). */
  | ({ type: 'match'; documents: (SanityDocument | null)[] } & Query);

/** The answers of the worker (./groqWorker.mjs), and of the runner for the worker. */
type Outcome =
  | { outcome: 'ok'; json: string; sourceMapJson?: string }
  /** groq-js refused the query: its message is passed on. */
  | { outcome: 'invalid'; description: string }
  /** Parsing failed with an error other than groq-js's own. */
  | { outcome: 'unparsable' }
  /** Refused before evaluation (`size`, `scans`), or evaluation ran out of stack or length. */
  | { outcome: 'tooComplex'; reason: 'size' | 'scans' | 'resources' }
  /** Evaluation failed with an error other than groq-js's own. */
  | { outcome: 'evaluationError'; reason: 'type' | 'unsupported' }
  /** The result, as JSON, is over `maxResultChars`. */
  | { outcome: 'tooLarge' }
  | { outcome: 'timeout' }
  | { outcome: 'stalled' }
  | { outcome: 'failed' };

type Thread = {
  worker: ChildProcess;
  /** Lines of ids: queries past their processor time. */
  overLimit: Socket;
  ready: Promise<boolean>;
  datasetVersion?: string;
  /** The id of the request the worker is busy with, if any. */
  running?: number;
};

const FAILED: Outcome = { outcome: 'failed' };

type Dataset = { version: string; documents: ReadonlyMap<string, SanityDocument> };

/**
 * The stored documents: the seed, re-read when its files change, with the documents that
 * mutations and actions wrote or deleted on top (./writtenDocuments.ts: in the content folder, or
 * in memory without one). `version` changes whenever they do.
 */
function createDocumentStore(seedDir: string, limits: GroqLimits, contentDir?: string) {
  let seed: { changedAt: number; documents: SanityDocument[] } | undefined;
  const writtenDocuments = createWrittenDocuments(contentDir);
  const log = createTransactionLog(contentDir);
  let cache: (Dataset & { changedAt: number; written: Written }) | undefined;
  /** Counts the datasets built: the worker process takes a new one whenever it changes. */
  let builds = 0;

  const current = (): Dataset => {
    const changedAt = newestChange(seedDir);
    if (seed?.changedAt !== changedAt)
      seed = {
        changedAt,
        documents: readSeedDocuments(seedDir).map((document) => ({
          ...document,
          _rev: document._rev ?? seedRevision(document),
        })),
      };
    const written = writtenDocuments.current();
    if (cache?.changedAt !== changedAt || cache.written !== written) {
      const documents = new Map(seed.documents.map((document) => [document._id, document]));
      for (const [id, document] of written) {
        if (document) documents.set(id, document);
        else documents.delete(id);
      }
      builds += 1;
      cache = { version: String(builds), changedAt, written, documents };
    }
    return cache;
  };

  return {
    current,
    /** The seed's documents and every transaction since, oldest first (./history.ts). */
    history() {
      current();
      const seedTime = sanityTimestamp(new Date(seed!.changedAt));
      return wholeHistory(seed!.documents, seedTime, log.current());
    },
    /**
     * Keeps a transaction's changes, or refuses them all past `maxWrittenDocuments`, and logs
     * it for the history.
     */
    async commit({ changes }: Transaction, transactionId: string, now: Date) {
      const seedIds = new Set(seed?.documents.map(({ _id }) => _id));
      const next = new Map(writtenDocuments.current());
      for (const [id, document] of changes) {
        if (document || seedIds.has(id)) next.set(id, document);
        else next.delete(id);
      }
      const count = [...next.values()].filter(Boolean).length;
      if (count > limits.maxWrittenDocuments)
        throw new ContentLakeError(
          507,
          'documentLimitExceeded',
          `The local Content Lake keeps at most ${limits.maxWrittenDocuments} written documents; ` +
            '`npm run content:reset` goes back to the seed',
        );
      await writtenDocuments.commit(next);
      if (changes.size > 0)
        await log.record({
          id: transactionId,
          timestamp: now.toISOString(),
          author: LOCAL_EDITOR.id,
          documents: Object.fromEntries(changes),
        });
    },
  };
}

/**
 * One long-lived worker process (web/local-stack/groqWorker.mjs) holding the dataset, started on
 * the first query, parsing, checking and evaluating one query at a time. A query over the time
 * limit, or one that runs the worker out of memory, ends it; the next query starts a fresh one.
 * `run` never rejects: whatever goes wrong is an `Outcome`.
 */
function createQueryRunner(
  dataset: () => Dataset,
  limits: GroqLimits,
  line: { waiting: number; perClient: number },
) {
  let thread: Thread | undefined;
  let closed = false;
  let nextId = 0;
  const queries = createGate(1, line.waiting, line.perClient);
  const { maxNodes, maxDepth, maxNestedScans, maxResultChars, cpuTimeLimitMs } = limits;

  const start = (): Thread => {
    const workerLimits = { maxNodes, maxDepth, maxNestedScans, maxResultChars, cpuTimeLimitMs };
    const worker = fork(
      new URL('./groqWorker.mjs', import.meta.url),
      [JSON.stringify(workerLimits)],
      {
        // A process, not a worker thread: V8 ends the whole process when one large allocation
        // passes a heap limit, and a worker thread's resourceLimits would then take the server
        // with it. A plain script: the server's own flags (tsx's loader) would only slow the start.
        execArgv: [`--max-old-space-size=${limits.workerHeapMb}`],
        // V8's out-of-memory report is pages long; the endpoint logs one line instead (below).
        // Fd 4: the ids of queries past their processor time (./groqWatchdog.mjs).
        stdio: ['ignore', 'inherit', 'ignore', 'ipc', 'pipe'],
        serialization: 'advanced',
      },
    );
    // Idle, it must not keep a test or a script alive that never closes the stack, by itself or
    // by its channel.
    worker.unref();
    worker.channel?.unref();
    const overLimit = worker.stdio[4] as Socket;
    overLimit.unref();
    overLimit.setEncoding('utf8');
    worker.on('error', (error) => console.error(`The GROQ worker stopped: ${error.message}`));
    const ready = new Promise<boolean>((resolve) => {
      worker.once('message', () => resolve(true));
      worker.once('exit', () => resolve(false));
    });
    worker.once('exit', (code, signal) => {
      if (thread?.worker === worker) thread = undefined;
      // Killed at a time limit or on close is the endpoint's own doing; anything else is news.
      if (signal !== 'SIGKILL')
        console.warn(
          `The GROQ worker ended (${signal ?? `exit code ${code}`}); a query may have run it out of memory. The next query starts a new one.`,
        );
    });
    return { worker, overLimit, ready };
  };

  /** Sends the documents when they changed since the worker last had them. */
  const sendDataset = (current: Thread) => {
    const { version, documents } = dataset();
    if (current.datasetVersion === version) return;
    current.worker.send({ type: 'dataset', documents: [...documents.values()] });
    current.datasetVersion = version;
  };

  /** Posts the request, with the documents first when it reads them; false when that failed. */
  const post = (current: Thread, id: number, request: WorkerRequest): boolean => {
    try {
      if (request.type === 'query') sendDataset(current);
      current.worker.send({ id, ...request });
      return true;
    } catch (error) {
      console.error(`The GROQ worker could not be given a query: ${(error as Error).message}`);
      return false;
    }
  };

  const evaluate = async (request: WorkerRequest): Promise<Outcome> => {
    if (closed) return FAILED;
    const current = (thread ??= start());
    if (!(await current.ready)) return FAILED;
    const id = nextId++;
    if (!post(current, id, request)) return FAILED;
    current.running = id;
    // The worker's answer comes on a later turn of the event loop, so nothing is missed by
    // listening only now. The timer is this request's alone: set once the request is posted,
    // cleared however it ends, and terminating the worker only while this request is the one
    // it runs.
    return new Promise<Outcome>((resolve) => {
      const finish = (outcome: Outcome) => {
        clearTimeout(stalled);
        current.worker.off('message', onMessage);
        current.worker.off('exit', onExit);
        current.overLimit.off('data', onReport);
        if (current.running === id) current.running = undefined;
        resolve(outcome);
      };
      const onMessage = (message: Outcome & { id?: number }) => {
        if (message.id === id) finish(message);
      };
      const onExit = () => finish(FAILED);
      const end = (outcome: Outcome) => {
        if (current.running !== id) return;
        finish(outcome);
        if (thread === current) thread = undefined;
        current.worker.kill('SIGKILL');
      };
      const onReport = (lines: string) => {
        if (lines.split('\n').includes(String(id))) end({ outcome: 'timeout' });
      };
      const stalled = setTimeout(() => end({ outcome: 'stalled' }), limits.stallLimitMs);
      current.worker.on('message', onMessage);
      current.worker.once('exit', onExit);
      current.overLimit.on('data', onReport);
    });
  };

  return {
    /** Resolves undefined when too many queries wait already, or too many of the client's. */
    run: (request: WorkerRequest, client: string) =>
      queries.run(() => evaluate(request).catch(() => FAILED), undefined, client),
    async close() {
      closed = true;
      const worker = thread?.worker;
      if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      // Held again until it has exited: an unreferenced process would let a script end while
      // close() still waits, its promise never settled.
      worker.ref();
      worker.kill('SIGKILL');
      await exited;
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

const sendRefusal = (res: ServerResponse, { status, type, description }: ContentLakeError) =>
  send(res, status, JSON.stringify({ error: { description, type } }));

const COMPLEXITY = {
  size: 'The query is too large or too deeply nested',
  resources: 'The query builds values too large or too deeply nested to evaluate',
};

const EVALUATION = {
  type: 'The query could not be evaluated: an operator or function got a value of a type it does not take',
  unsupported:
    'The query could not be evaluated: it uses a part of GROQ that the local Content Lake does not support',
};

function refusalFor(outcome: Exclude<Outcome, { outcome: 'ok' }> | undefined, limits: GroqLimits) {
  switch (outcome?.outcome) {
    case 'invalid':
      return new ContentLakeError(400, 'queryParseError', outcome.description);
    case 'unparsable':
      return new ContentLakeError(400, 'queryParseError', 'The query is not valid GROQ');
    case 'tooComplex':
      return new ContentLakeError(
        422,
        'queryTooComplex',
        outcome.reason === 'scans'
          ? `The query nests more than ${limits.maxNestedScans} dataset scans`
          : COMPLEXITY[outcome.reason],
      );
    case 'evaluationError':
      return new ContentLakeError(400, 'queryEvaluationError', EVALUATION[outcome.reason]);
    case 'tooLarge':
      return new ContentLakeError(
        422,
        'resultTooLarge',
        `The result is larger than ${limits.maxResultChars} characters`,
      );
    case 'timeout':
      return new ContentLakeError(
        503,
        'queryTimeout',
        `The query took more than ${limits.cpuTimeLimitMs} ms of processor time`,
      );
    case 'stalled':
      return new ContentLakeError(
        503,
        'queryTimeout',
        `The query was not answered within ${limits.stallLimitMs / 1000} s`,
      );
    case 'failed':
      return new ContentLakeError(503, 'queryFailed', 'The query could not be evaluated');
    default:
      return new ContentLakeError(503, 'serverBusy', 'Too many queries are waiting; try again');
  }
}

const listenersBusy = (cap: NoPlace, limits: ListenLimits) =>
  cap === 'keyFull'
    ? new ContentLakeError(
        429,
        'tooManyListeners',
        `This client has ${limits.maxPerClient} listeners open already; close one first`,
      )
    : new ContentLakeError(503, 'serverBusy', 'Too many listeners are open; try again');

const dataPath = /^\/v([\w.-]+)\/data\/(query|mutate|actions|listen|live\/events)\/[\w-]+$/;
// GET /v…/data/doc/{dataset}/{id,id,…}: documents by id, as @sanity/client's getDocument(s).
const docPath = /^\/v[\w.-]+\/data\/doc\/[\w-]+\/([^/]+)$/;
// GET /v…/data/history/{dataset}/(transactions|documents)/{id,id,…}: the history (./history.ts).
const historyPath = /^\/v[\w.-]+\/data\/history\/[\w-]+\/(transactions|documents)\/([^/]+)$/;

/** The ids of a request path, `a,b,c`. */
function idsOf(ids: string): string[] {
  try {
    return decodeURIComponent(ids).split(',');
  } catch {
    throw new ContentLakeError(400, 'httpBadRequest', 'The document ids are not well encoded');
  }
}

/** The ids of the documents a delete mutation's query matched. */
function idsIn(json: string): string[] {
  const result: unknown = JSON.parse(json);
  return (Array.isArray(result) ? result : [result]).flatMap((item: unknown) => {
    const id = (item as { _id?: unknown } | null)?._id;
    return typeof id === 'string' ? [id] : [];
  });
}

export type GroqEndpointOptions = {
  /**
   * The token that lets a request (`Authorization: Bearer …`) read drafts and source maps and
   * write with mutations. Without it, every request is anonymous: published documents only.
   */
  previewToken?: string;
  limits?: Partial<GroqLimits>;
  /** Over LISTEN_LIMITS (./listeners.ts). */
  listenLimits?: Partial<ListenLimits>;
  /**
   * The folder that keeps what is written, across restarts and shared with other processes
   * (./writtenDocuments.ts); without one, writes live in memory until the server stops.
   */
  contentDir?: string;
};

/**
 * Answers @sanity/client's requests like Sanity's Content Lake:
 * - queries (GET /v{version}/data/query/{dataset}?query=&$param=, or POST with {query, params}),
 *   evaluated with groq-js, Sanity's own GROQ engine, in a worker process and within
 *   `GroqLimits`, in the perspective asked for (`raw`, `drafts`, `published`) when the request
 *   has the preview token and else in `published`, with a `resultSourceMap` if asked for;
 * - mutations (POST /v{version}/data/mutate/{dataset}), with the preview token only, kept in
 *   memory on top of the seed (./mutations.ts);
 * - listeners (GET /v{version}/data/listen/{dataset}?query=), told of every committed change their
 *   filter matches, drafts only with the preview token (./listeners.ts), their filters checked
 *   and matched in a second worker process;
 * - documents by id (GET /v{version}/data/doc/{dataset}/{ids}), drafts only with the token;
 * - the history of documents (GET /v{version}/data/history/{dataset}/transactions/{ids} and
 *   …/documents/{ids}), with the token, from the transactions committed (./history.ts).
 * The seed is re-read when its files change. close() ends the worker processes.
 */
export function createGroqEndpoint(
  seedDir: string,
  {
    previewToken,
    limits: limitOverrides = {},
    listenLimits: listenOverrides = {},
    contentDir,
  }: GroqEndpointOptions = {},
) {
  const limits = { ...GROQ_LIMITS, ...limitOverrides };
  const listenLimits = { ...LISTEN_LIMITS, ...listenOverrides };
  const store = createDocumentStore(seedDir, limits, contentDir);
  const queryWorker = createQueryRunner(store.current, limits, {
    waiting: limits.maxWaiting,
    perClient: limits.maxWaitingPerClient,
  });
  // Listeners' filters, checked once and evaluated once per transaction, have a worker process
  // of their own: an edit reaches every listener, preview mode's live channel
  // (web/server/preview/previewServer.ts) among them, however long a query holds the other one.
  // Its line needs no cap of its own: what waits in it is bounded by the listeners' places and
  // how far each may fall behind (./listeners.ts).
  const filterWorker = createQueryRunner(store.current, limits, {
    waiting: Infinity,
    perClient: Infinity,
  });
  const match = async (listener: Listener, documents: (SanityDocument | null)[]) => {
    const { query, params, client } = listener;
    const outcome = await filterWorker.run({ type: 'match', query, params, documents }, client);
    return outcome?.outcome === 'ok' ? (JSON.parse(outcome.json) as boolean[]) : undefined;
  };
  const listeners = createListeners(match, listenLimits);
  /** Told the ids of the published documents each committed transaction changed. */
  const publishedChangeListeners = new Set<(ids: string[]) => void>();
  // One transaction at a time: each reads the documents the one before left.
  let mutating: Promise<unknown> = Promise.resolve();

  /**
   * In a worker process, in the line of `client`: the caller has checked the text
   * (`checkQueryText`) already.
   */
  async function evaluate(request: WorkerRequest, client: string) {
    const worker = request.type === 'query' ? queryWorker : filterWorker;
    const outcome = await worker.run(request, client);
    if (outcome?.outcome !== 'ok') throw refusalFor(outcome, limits);
    return outcome;
  }

  async function answerQuery(req: IncomingMessage, res: ServerResponse, url: URL, version: string) {
    const started = performance.now();
    const isAuthenticated = authenticated(req, previewToken);
    const request: QueryRequest = {
      ...(await readQuery(req, url, limits)),
      perspective: readPerspective(url, version, isAuthenticated),
      sourceMap: readSourceMap(url, isAuthenticated),
    };
    const { json, sourceMapJson } = await evaluate({ type: 'query', ...request }, clientOf(req));
    // Serialised by the worker before any header is written: a failure still gets its status.
    const ms = Math.round(performance.now() - started);
    const sourceMap = sourceMapJson === undefined ? '' : `,"resultSourceMap":${sourceMapJson}`;
    send(
      res,
      200,
      `{"result":${json}${sourceMap},"ms":${ms},"query":${JSON.stringify(request.query)}}`,
    );
  }

  async function transact(mutations: Mutation[], client: string, transactionId: string, now: Date) {
    const matches = new Map<Mutation, string[]>();
    // Like Sanity, a mutation's query reads every stored document, drafts included.
    for (const mutation of mutations.filter(isDeleteByQuery)) {
      const { query, params } = mutation.delete;
      checkQueryText({ query, params }, limits);
      const { json } = await evaluate(
        { type: 'query', query, params, perspective: 'raw', sourceMap: false },
        client,
      );
      matches.set(mutation, idsIn(json));
    }
    const before = store.current().documents;
    return {
      ...applyTransaction(before, mutations, matches, now, transactionId),
      mutations,
      before,
    };
  }

  /**
   * Runs a transaction after the one before it, commits it (unless a dry run) and tells the
   * listeners; resolves to what it changed.
   */
  async function commitInTurn(
    transactionId: string,
    run: (
      now: Date,
    ) => Promise<Transaction & { mutations: Mutation[]; before: Dataset['documents'] }>,
    dryRun = false,
  ) {
    const done = mutating.then(async () => {
      const now = new Date();
      const transaction = await run(now);
      if (!dryRun) await store.commit(transaction, transactionId, now);
      return transaction;
    });
    mutating = done.catch(() => undefined);
    const { changes, mutations, before, results } = await done;
    // The one place a published document changes: the site re-renders its pages from it
    // (web/server/live/). Presentation's secrets are documents no page shows.
    const published = [...changes]
      .filter(([id, after]) => isPublishedId(id) && !isSystemDocument(after ?? before.get(id)))
      .map(([id]) => id);
    if (!dryRun && published.length > 0) {
      for (const tell of publishedChangeListeners) tell(published);
      listeners.notifyLive(transactionId);
    }
    if (!dryRun)
      void listeners.notify({
        transactionId,
        mutations,
        changes: [...changes].map(([documentId, after]) => ({
          id: documentId,
          before: before.get(documentId) ?? null,
          after,
        })),
      });
    return results;
  }

  const requireToken = (req: IncomingMessage, what: string) => {
    if (!authenticated(req, previewToken))
      throw new ContentLakeError(
        401,
        'unauthorized',
        `${what} need the preview token (Authorization: Bearer …)`,
      );
  };

  const transactionIdOf = (body: unknown) => {
    const id = (body as { transactionId?: unknown }).transactionId;
    return typeof id === 'string' && id.length <= 100 ? id : randomUUID();
  };

  async function answerMutation(req: IncomingMessage, res: ServerResponse, url: URL) {
    requireToken(req, 'Mutations');
    const body = await readJsonBody(req, limits);
    const mutations = readMutations(body);
    const id = transactionIdOf(body);
    const dryRun = url.searchParams.get('dryRun') === 'true';
    const results = await commitInTurn(
      id,
      (now) => transact(mutations, clientOf(req), id, now),
      dryRun,
    );
    const returnIds = url.searchParams.get('returnIds') === 'true';
    const returnDocuments = url.searchParams.get('returnDocuments') === 'true';
    send(
      res,
      200,
      JSON.stringify({
        transactionId: id,
        results: results.map(({ id, operation, document }) => ({
          ...(returnIds && { id }),
          operation,
          ...(returnDocuments && { document }),
        })),
      }),
    );
  }

  /** Sanity's Actions API, with which the Studio saves and publishes (./actions.ts). */
  async function answerActions(req: IncomingMessage, res: ServerResponse) {
    requireToken(req, 'Actions');
    const body = await readJsonBody(req, limits);
    const actions = readActions(body);
    const id = transactionIdOf(body);
    await commitInTurn(id, async (now) => {
      const before = store.current().documents;
      return { ...applyActions(before, actions, now, id), before };
    });
    send(res, 200, JSON.stringify({ transactionId: id }));
  }

  async function answerListen(req: IncomingMessage, res: ServerResponse, url: URL) {
    const query = await readQuery(req, url, limits);
    const listener = {
      ...query,
      client: clientOf(req),
      authenticated: authenticated(req, previewToken),
      includeResult: url.searchParams.get('includeResult') !== 'false',
      effects: url.searchParams.get('effectFormat') === 'mendoza',
    };
    // Taken before the filter is checked: a client's filters waiting for the worker count too.
    const place = listeners.take(listener.client);
    if (typeof place === 'string') throw listenersBusy(place, listenLimits);
    try {
      // Parsed and checked in the filters' worker, never on this thread: a 400 or 422 up front.
      await evaluate({ type: 'check', ...query }, listener.client);
    } catch (error) {
      place.release();
      throw error;
    }
    // Gone while the worker checked the filter: there is no stream to open.
    if (res.destroyed || req.socket.destroyed) return place.release();
    listeners.add(res, listener, place);
  }

  function answerLiveEvents(req: IncomingMessage, res: ServerResponse) {
    const place = listeners.take(clientOf(req));
    if (typeof place === 'string') throw listenersBusy(place, listenLimits);
    listeners.addLive(res, place);
  }

  /**
   * The Studio's history panel: the transactions of documents as NDJSON, or the documents at a
   * revision or time. Drafts are in both, so the preview token is needed, which the Studio's
   * requests get (./studioApi.ts).
   */
  function answerHistory(req: IncomingMessage, res: ServerResponse, url: URL) {
    requireToken(req, 'The history and its documents');
    const [, kind, ids] = historyPath.exec(url.pathname)!;
    const list = idsOf(ids!);
    const history = store.history();
    if (kind === 'documents') {
      const documents = documentsAt(history, list, readRevisionQuery(url));
      return send(res, 200, JSON.stringify({ documents }));
    }
    const transactions = transactionsOf(history, list, readTransactionsQuery(url));
    res.writeHead(200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(transactions.map((transaction) => `${JSON.stringify(transaction)}\n`).join(''));
  }

  async function answerDocuments(req: IncomingMessage, res: ServerResponse, ids: string) {
    const list = idsOf(ids);
    const isAuthenticated = authenticated(req, previewToken);
    const { json } = await evaluate(
      {
        type: 'query',
        query: '*[_id in $ids]',
        params: { ids: list },
        perspective: isAuthenticated ? 'raw' : 'published',
        sourceMap: false,
      },
      clientOf(req),
    );
    const documents = JSON.parse(json) as SanityDocument[];
    const found = new Set(documents.map(({ _id }) => _id));
    send(
      res,
      200,
      JSON.stringify({
        documents,
        omitted: list
          .filter((id) => !found.has(id))
          .map((id) => ({ id, reason: isAuthenticated ? 'existence' : 'permission' })),
      }),
    );
  }

  async function groqEndpoint(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    // A target that is no URL (`//%`) is not this endpoint's: the server answers it.
    if (!URL.canParse(req.url ?? '/', 'http://local')) return false;
    const url = new URL(req.url ?? '/', 'http://local');
    const [, version = '', operation] = dataPath.exec(url.pathname) ?? [];
    const [, documentIds] = (req.method === 'GET' && docPath.exec(url.pathname)) || [];
    const isQuery = operation === 'query' && (req.method === 'GET' || req.method === 'POST');
    const isMutation = operation === 'mutate' && req.method === 'POST';
    const isActions = operation === 'actions' && req.method === 'POST';
    const isListen = operation === 'listen' && req.method === 'GET';
    const isLiveEvents = operation === 'live/events' && req.method === 'GET';
    const isHistory = req.method === 'GET' && historyPath.test(url.pathname);
    if (
      !isQuery &&
      !isMutation &&
      !isActions &&
      !isListen &&
      !isLiveEvents &&
      !isHistory &&
      !documentIds
    )
      return false;
    try {
      if (isQuery) await answerQuery(req, res, url, version);
      else if (isMutation) await answerMutation(req, res, url);
      else if (isActions) await answerActions(req, res);
      else if (isLiveEvents) answerLiveEvents(req, res);
      else if (isListen) await answerListen(req, res, url);
      else if (isHistory) answerHistory(req, res, url);
      else await answerDocuments(req, res, documentIds!);
    } catch (error) {
      // An abort has nothing left to answer; the server logs it (web/server/site.ts).
      if (error instanceof RequestAbortedError) return true;
      if (error instanceof ContentLakeError) sendRefusal(res, error);
      else throw error;
    }
    return true;
  }
  return Object.assign(groqEndpoint, {
    /** Writes documents as one transaction, as the local editor (./studioApi.ts). */
    write: (mutations: Mutation[]) => {
      const id = randomUUID();
      return commitInTurn(id, (now) => transact(mutations, 'the local Studio', id, now));
    },
    /** Calls `tell` after each commit that changed published documents; returns its removal. */
    onPublishedChange(tell: (ids: string[]) => void) {
      publishedChangeListeners.add(tell);
      return () => void publishedChangeListeners.delete(tell);
    },
    close: async () => {
      listeners.closeAll();
      await Promise.all([queryWorker.close(), filterWorker.close()]);
    },
  });
}
