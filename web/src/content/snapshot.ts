import type { SanityClient } from '@sanity/client';
import type { ContentClient } from './client';

/**
 * The content snapshot: every query result the prerender read, one JSON file per query and
 * parameters, published with the pages it was read for (web/scripts/prerender.ts). In a build the
 * browser's loaders read these files instead of Sanity, so a page loaded directly and the same
 * page reached by client-side navigation show the same content: the one of the last build.
 * Why: docs/decisions/0013-one-publish-path.md.
 */
const SNAPSHOT_FOLDER = '/content';

type Params = Record<string, unknown> | undefined;

/** The parameters in key order, so `{ lang, id }` and `{ id, lang }` name the same file. */
const canonicalParams = (params: Params) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(params ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))),
  );

/**
 * A file name for a query and its parameters: two independent 32-bit FNV-1a hashes of the
 * same text (64 bits in all). Small and synchronous, for the browser; a collision among the
 * few dozen files of a build would need a 1 in 10^17 chance.
 */
export function snapshotKey(query: string, params?: Params): string {
  const text = `${query}\u0000${canonicalParams(params)}`;
  let first = 0x811c9dc5;
  let second = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x5bd1e995);
  }
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0');
  return hex(first) + hex(second);
}

export const snapshotPath = (query: string, params?: Params) =>
  `${SNAPSHOT_FOLDER}/${snapshotKey(query, params)}.json`;

/** Reads content from the snapshot published at `origin`. */
export function createSnapshotClient(origin: string): ContentClient {
  const fetch = async (query: string, params?: Params) => {
    const response = await globalThis.fetch(new URL(snapshotPath(query, params), origin));
    // No result kept for these parameters: the build found no document (a landing page deleted
    // since, a slug no page has), as Sanity answers null; the page then says it is not found.
    if (response.status === 404) return null;
    if (!response.ok) {
      throw new Error(`The build has no content for this page (${response.status}).`);
    }
    return response.json();
  };
  return { fetch: fetch as SanityClient['fetch'] };
}

/**
 * A client that reads through `client` and keeps every result, by snapshot file path, and the
 * query that read it (a running site asks it again to learn which pages a publish changed,
 * web/server/live/).
 */
export function recordContent(client: ContentClient) {
  const results = new Map<string, unknown>();
  const queries = new Map<string, { query: string; params: Record<string, unknown> }>();
  const fetch = async (query: string, params?: Params) => {
    const result: unknown = await client.fetch(query, params ?? {});
    results.set(snapshotPath(query, params), result);
    queries.set(snapshotPath(query, params), { query, params: params ?? {} });
    return result;
  };
  return { client: { fetch: fetch as SanityClient['fetch'] } as ContentClient, results, queries };
}
