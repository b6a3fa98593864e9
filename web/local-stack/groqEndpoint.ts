import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { evaluate, parse } from 'groq-js';

type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

/** Reads every *.ndjson file of the seed folder; drafts and versions are not published content. */
export function readSeedDocuments(seedDir: string): SanityDocument[] {
  return readdirSync(seedDir)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .flatMap((name) =>
      readFileSync(join(seedDir, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as SanityDocument),
    )
    .filter(({ _id }) => !_id.startsWith('drafts.') && !_id.startsWith('versions.'));
}

function newestChange(seedDir: string): number {
  return Math.max(...readdirSync(seedDir).map((name) => statSync(join(seedDir, name)).mtimeMs));
}

type QueryRequest = { query: string; params: Record<string, unknown> };

function readQueryFromUrl(url: URL): QueryRequest {
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  }
  return { query: url.searchParams.get('query') ?? '', params };
}

async function readQueryFromBody(req: IncomingMessage): Promise<QueryRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<QueryRequest>;
  return { query: body.query ?? '', params: body.params ?? {} };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

const queryPath = /^\/v[\w.-]+\/data\/query\/[\w-]+$/;

/**
 * Answers @sanity/client's query requests (GET /v{version}/data/query/{dataset}?query=&$param=,
 * or POST with {query, params}) like Sanity's Content Lake, evaluating them with groq-js, Sanity's
 * own GROQ engine, over the seed dataset. The seed is re-read when its files change.
 */
export function createGroqEndpoint(seedDir: string) {
  let cache: { changedAt: number; documents: SanityDocument[] } | undefined;
  const documents = () => {
    const changedAt = newestChange(seedDir);
    if (cache?.changedAt !== changedAt)
      cache = { changedAt, documents: readSeedDocuments(seedDir) };
    return cache.documents;
  };

  return async function groqEndpoint(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://local');
    if (!queryPath.test(url.pathname) || (req.method !== 'GET' && req.method !== 'POST'))
      return false;
    const started = performance.now();
    let request: QueryRequest;
    try {
      request = req.method === 'POST' ? await readQueryFromBody(req) : readQueryFromUrl(url);
    } catch {
      sendJson(res, 400, {
        error: { description: 'Malformed query parameters', type: 'httpBadRequest' },
      });
      return true;
    }
    try {
      // groq-js needs the params at parse time too, or field[$lang] silently misbehaves.
      const tree = parse(request.query, { params: request.params });
      const value = await evaluate(tree, { dataset: documents(), params: request.params });
      const result = await value.get();
      sendJson(res, 200, {
        result,
        ms: Math.round(performance.now() - started),
        query: request.query,
      });
    } catch (error) {
      const description = error instanceof Error ? error.message : String(error);
      sendJson(res, 400, { error: { description, type: 'queryParseError' } });
    }
    return true;
  };
}
