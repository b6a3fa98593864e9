import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { parse } from 'groq-js';
import { queryCost } from './groqQueryCost.ts';
import { createListeners, LISTEN_LIMITS, type ListenLimits } from './listeners.ts';
import {
  applyTransaction,
  ContentLakeError,
  isDeleteByQuery,
  readMutations,
  type Mutation,
  type SanityDocument,
  type Transaction,
} from './mutations.ts';
import { newestAssetChange, readSeedAssets, resolveSeedAssets } from './seedAssets.ts';
import {
  BodyTooLargeError,
  logAborted,
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
 * query sees is its perspective's business (./perspectives.mjs). Images come as
 * `sanity dataset import` leaves them: references to asset documents (./seedAssets.ts).
 */
export function readSeedDocuments(seedDir: string): SanityDocument[] {
  const documents = readdirSync(seedDir)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .flatMap((name) => readNdjson(join(seedDir, name)));
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
 * at most 2.7 KB long, 404 nodes and 16 levels deep, with no scan inside another; the limits
 * leave room for queries written by hand while refusing the ones that would hold the server.
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
  /** Documents written by mutations, which live in memory, on top of the seed. */
  maxWrittenDocuments: number;
};

const GROQ_LIMITS: GroqLimits = {
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
  // Preview secrets and the drafts of a preview session, not a second dataset.
  maxWrittenDocuments: 500,
};

// The worker's heap; far above the seed dataset and the largest result allowed, so only a
// runaway query reaches it, and it ends that worker, not the server.
const workerHeapMb = 256;

type Query = { query: string; params: Record<string, unknown> };

type Perspective = 'raw' | 'drafts' | 'published';

type QueryRequest = Query & {
  perspective: Perspective;
  /** The `resultSourceMap` asked for, if any. */
  sourceMap: false | 'true' | 'withKeyArraySelector';
};

function readQueryFromUrl(url: URL): Query {
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  }
  return { query: url.searchParams.get('query') ?? '', params };
}

async function readJsonBody(req: IncomingMessage, limits: GroqLimits): Promise<unknown> {
  try {
    return JSON.parse((await readLimitedBody(req, limits.maxBodyBytes)).toString('utf8'));
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new ContentLakeError(
        413,
        'requestTooLarge',
        `The request body is larger than ${limits.maxBodyBytes} bytes`,
      );
    if (error instanceof RequestAbortedError) throw error;
    throw new ContentLakeError(400, 'httpBadRequest', 'The request body is not JSON');
  }
}

async function readQuery(req: IncomingMessage, url: URL, limits: GroqLimits): Promise<Query> {
  if (req.method === 'POST') {
    const body = (await readJsonBody(req, limits)) as Partial<Query> | null;
    return { query: body?.query ?? '', params: body?.params ?? {} };
  }
  try {
    return readQueryFromUrl(url);
  } catch {
    throw new ContentLakeError(400, 'httpBadRequest', 'Malformed query parameters');
  }
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

/** Parses the query and refuses it, before any evaluation, when it is too large or too costly. */
function checkQuery({ query, params }: Query, limits: GroqLimits) {
  if (query.length > limits.maxQueryChars)
    throw new ContentLakeError(
      413,
      'queryTooLarge',
      `The query is longer than ${limits.maxQueryChars} characters`,
    );
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(query, { params });
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error);
    throw new ContentLakeError(400, 'queryParseError', description);
  }
  const cost = queryCost(tree);
  if (cost.nodes > limits.maxNodes || cost.depth > limits.maxDepth)
    throw new ContentLakeError(
      422,
      'queryTooComplex',
      'The query is too large or too deeply nested',
    );
  if (cost.nestedScans > limits.maxNestedScans)
    throw new ContentLakeError(
      422,
      'queryTooComplex',
      `The query nests more than ${limits.maxNestedScans} dataset scans`,
    );
}

type Outcome =
  | { outcome: 'ok'; json: string; sourceMapJson?: string }
  | { outcome: 'invalid'; description: string }
  | { outcome: 'tooLarge' }
  | { outcome: 'timeout' }
  | { outcome: 'failed' };

type Thread = { worker: Worker; ready: Promise<boolean>; datasetVersion?: string };

type Dataset = { version: string; documents: ReadonlyMap<string, SanityDocument> };

/**
 * The stored documents: the seed, re-read when its files change, with the documents that
 * mutations wrote or deleted on top, in memory only. `version` changes whenever they do.
 */
function createDocumentStore(seedDir: string, limits: GroqLimits) {
  let seed: { changedAt: number; documents: SanityDocument[] } | undefined;
  /** Written by mutations: the document, or null for a seed document deleted. */
  let written = new Map<string, SanityDocument | null>();
  let writes = 0;
  let cache: Dataset | undefined;

  const current = (): Dataset => {
    const changedAt = newestChange(seedDir);
    if (seed?.changedAt !== changedAt) seed = { changedAt, documents: readSeedDocuments(seedDir) };
    const version = `${changedAt}:${writes}`;
    if (cache?.version !== version) {
      const documents = new Map(seed.documents.map((document) => [document._id, document]));
      for (const [id, document] of written) {
        if (document) documents.set(id, document);
        else documents.delete(id);
      }
      cache = { version, documents };
    }
    return cache;
  };

  return {
    current,
    /** Keeps a transaction's changes, or refuses them all past `maxWrittenDocuments`. */
    commit({ changes }: Transaction) {
      const seedIds = new Set(seed?.documents.map(({ _id }) => _id));
      const next = new Map(written);
      for (const [id, document] of changes) {
        if (document || seedIds.has(id)) next.set(id, document);
        else next.delete(id);
      }
      const count = [...next.values()].filter(Boolean).length;
      if (count > limits.maxWrittenDocuments)
        throw new ContentLakeError(
          507,
          'documentLimitExceeded',
          `The local Content Lake keeps at most ${limits.maxWrittenDocuments} written documents ` +
            'in memory; restart the server to start again from the seed',
        );
      written = next;
      writes += 1;
    },
  };
}

/**
 * One long-lived worker thread (web/local-stack/groqWorker.mjs) holding the dataset, started on
 * the first query, evaluating one query at a time. A query over the time limit, or one that runs
 * the worker out of memory, ends it; the next query starts a fresh one.
 */
function createQueryRunner(dataset: () => Dataset, limits: GroqLimits) {
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

  const evaluate = async (request: QueryRequest): Promise<Outcome> => {
    if (closed) return { outcome: 'failed' };
    const current = (thread ??= start());
    if (!(await current.ready)) return { outcome: 'failed' };
    const { version, documents } = dataset();
    if (current.datasetVersion !== version) {
      current.worker.postMessage({ type: 'dataset', documents: [...documents.values()] });
      current.datasetVersion = version;
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
      current.worker.postMessage({ id, ...request });
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

const sendRefusal = (res: ServerResponse, { status, type, description }: ContentLakeError) =>
  send(res, status, JSON.stringify({ error: { description, type } }));

function refusalFor(outcome: Exclude<Outcome, { outcome: 'ok' }> | undefined, limits: GroqLimits) {
  switch (outcome?.outcome) {
    case 'invalid':
      return new ContentLakeError(400, 'queryParseError', outcome.description);
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
        `The query ran longer than ${limits.timeLimitMs} ms`,
      );
    case 'failed':
      return new ContentLakeError(503, 'queryFailed', 'The query could not be evaluated');
    default:
      return new ContentLakeError(503, 'serverBusy', 'Too many queries are waiting; try again');
  }
}

const dataPath = /^\/v([\w.-]+)\/data\/(query|mutate|listen)\/[\w-]+$/;
// GET /v…/data/doc/{dataset}/{id,id,…}: documents by id, as @sanity/client's getDocument(s).
const docPath = /^\/v[\w.-]+\/data\/doc\/[\w-]+\/([^/]+)$/;
const MAX_DOCUMENT_IDS = 100;

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
  listenLimits?: ListenLimits;
};

/**
 * Answers @sanity/client's requests like Sanity's Content Lake:
 * - queries (GET /v{version}/data/query/{dataset}?query=&$param=, or POST with {query, params}),
 *   evaluated with groq-js, Sanity's own GROQ engine, in a worker thread and within
 *   `GroqLimits`, in the perspective asked for (`raw`, `drafts`, `published`) when the request
 *   has the preview token and else in `published`, with a `resultSourceMap` if asked for;
 * - mutations (POST /v{version}/data/mutate/{dataset}), with the preview token only, kept in
 *   memory on top of the seed (./mutations.ts);
 * - listeners (GET /v{version}/data/listen/{dataset}?query=), told of every committed change their
 *   filter matches, drafts only with the preview token (./listeners.ts);
 * - documents by id (GET /v{version}/data/doc/{dataset}/{ids}), drafts only with the token.
 * The seed is re-read when its files change. close() ends the worker thread.
 */
export function createGroqEndpoint(
  seedDir: string,
  {
    previewToken,
    limits: limitOverrides = {},
    listenLimits = LISTEN_LIMITS,
  }: GroqEndpointOptions = {},
) {
  const limits = { ...GROQ_LIMITS, ...limitOverrides };
  const store = createDocumentStore(seedDir, limits);
  const runner = createQueryRunner(store.current, limits);
  const listeners = createListeners(listenLimits);
  // One transaction at a time: each reads the documents the one before left.
  let mutating: Promise<unknown> = Promise.resolve();

  async function evaluate(request: QueryRequest) {
    checkQuery(request, limits);
    const outcome = await runner.run(request);
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
    const { json, sourceMapJson } = await evaluate(request);
    // Serialised by the worker before any header is written: a failure still gets its status.
    const ms = Math.round(performance.now() - started);
    const sourceMap = sourceMapJson === undefined ? '' : `,"resultSourceMap":${sourceMapJson}`;
    send(
      res,
      200,
      `{"result":${json}${sourceMap},"ms":${ms},"query":${JSON.stringify(request.query)}}`,
    );
  }

  async function transact(mutations: Mutation[], dryRun: boolean) {
    const matches = new Map<Mutation, string[]>();
    // Like Sanity, a mutation's query reads every stored document, drafts included.
    for (const mutation of mutations.filter(isDeleteByQuery)) {
      const { query, params } = mutation.delete;
      const { json } = await evaluate({ query, params, perspective: 'raw', sourceMap: false });
      matches.set(mutation, idsIn(json));
    }
    const before = store.current().documents;
    const transaction = applyTransaction(before, mutations, matches, new Date());
    if (!dryRun) store.commit(transaction);
    return { ...transaction, before };
  }

  async function answerMutation(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!authenticated(req, previewToken))
      throw new ContentLakeError(
        401,
        'unauthorized',
        'Mutations need the preview token (Authorization: Bearer …)',
      );
    const body = await readJsonBody(req, limits);
    const mutations = readMutations(body);
    const transactionId = (body as { transactionId?: unknown }).transactionId;
    const done = mutating.then(() =>
      transact(mutations, url.searchParams.get('dryRun') === 'true'),
    );
    mutating = done.catch(() => undefined);
    const { results, changes, before } = await done;
    const id = typeof transactionId === 'string' ? transactionId : randomUUID();
    if (url.searchParams.get('dryRun') !== 'true')
      void listeners.notify({
        transactionId: id,
        mutations,
        changes: [...changes].map(([documentId, after]) => ({
          id: documentId,
          before: before.get(documentId) ?? null,
          after,
        })),
      });
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

  async function answerListen(req: IncomingMessage, res: ServerResponse, url: URL) {
    const query = await readQuery(req, url, limits);
    const listener = {
      ...query,
      authenticated: authenticated(req, previewToken),
      includeResult: url.searchParams.get('includeResult') !== 'false',
    };
    checkQuery(listener, limits);
    if (!listeners.add(res, listener))
      throw new ContentLakeError(503, 'serverBusy', 'Too many listeners are open; try again');
  }

  async function answerDocuments(req: IncomingMessage, res: ServerResponse, ids: string) {
    const list = decodeURIComponent(ids).split(',');
    if (list.length > MAX_DOCUMENT_IDS)
      throw new ContentLakeError(413, 'tooManyIds', `At most ${MAX_DOCUMENT_IDS} ids at once`);
    const isAuthenticated = authenticated(req, previewToken);
    const { json } = await evaluate({
      query: '*[_id in $ids]',
      params: { ids: list },
      perspective: isAuthenticated ? 'raw' : 'published',
      sourceMap: false,
    });
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
    const url = new URL(req.url ?? '/', 'http://local');
    const [, version = '', operation] = dataPath.exec(url.pathname) ?? [];
    const [, documentIds] = (req.method === 'GET' && docPath.exec(url.pathname)) || [];
    const isQuery = operation === 'query' && (req.method === 'GET' || req.method === 'POST');
    const isMutation = operation === 'mutate' && req.method === 'POST';
    const isListen = operation === 'listen' && req.method === 'GET';
    if (!isQuery && !isMutation && !isListen && !documentIds) return false;
    try {
      if (isQuery) await answerQuery(req, res, url, version);
      else if (isMutation) await answerMutation(req, res, url);
      else if (isListen) await answerListen(req, res, url);
      else await answerDocuments(req, res, documentIds!);
    } catch (error) {
      if (error instanceof RequestAbortedError) logAborted(req);
      else if (error instanceof ContentLakeError) sendRefusal(res, error);
      else throw error;
    }
    return true;
  }
  return Object.assign(groqEndpoint, {
    close: async () => {
      listeners.closeAll();
      await runner.close();
    },
  });
}
