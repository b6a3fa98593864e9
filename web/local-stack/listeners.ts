import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Mutation, SanityDocument } from './mutations.ts';

/** What listeners may cost the server. */
export type ListenLimits = {
  /** Open listeners at once, every client together; past it a new one gets 503. */
  maxListeners: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  keepAliveMs: number;
  /** A listener is closed after this long; EventSource reconnects by itself. */
  maxLifetimeMs: number;
};

export const LISTEN_LIMITS: ListenLimits = {
  maxListeners: 64,
  keepAliveMs: 25_000,
  maxLifetimeMs: 30 * 60_000,
};

export type Listener = {
  query: string;
  params: Record<string, unknown>;
  /** With the token: drafts and versions are heard too, as Sanity's listen API does. */
  authenticated: boolean;
  /** Whether each event carries the document after the change (Sanity's default: yes). */
  includeResult: boolean;
  /**
   * Whether each event carries its change as a Mendoza patch (`effectFormat=mendoza`), from
   * which the Studio follows a document without fetching it again.
   */
  effects: boolean;
};

/** One committed transaction, as the listeners hear of it. */
export type Commit = {
  transactionId: string;
  mutations: Mutation[];
  /** Each changed document before and after: null where it did not exist. */
  changes: { id: string; before: SanityDocument | null; after: SanityDocument | null }[];
};

const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.');

/**
 * Whether the listener's filter (`*[…]`) matches each of the documents (null: none), evaluated
 * over it alone; undefined when that could not be told. The endpoint evaluates it in its GROQ
 * worker process, never on the server's: a filter is any GROQ a client sent.
 */
export type MatchFilter = (
  listener: Listener,
  documents: (SanityDocument | null)[],
) => Promise<boolean[] | undefined>;

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A document without its revision, which Mendoza patches leave out. */
const withoutRevision = (document: SanityDocument | null) => {
  if (!document) return null;
  const fields: Partial<SanityDocument> = { ...document };
  delete fields._rev;
  return fields;
};

/**
 * A change as Mendoza patches (https://github.com/sanity-io/mendoza): the simplest patch there
 * is, opcode 0 ("the value is"), gives the whole document after and before. Sanity's own
 * effects are smaller diffs; the Studio applies both alike.
 */
const effectsOf = (before: SanityDocument | null, after: SanityDocument | null) => ({
  apply: [0, withoutRevision(after)],
  revert: [0, withoutRevision(before)],
});

/**
 * The listeners of `GET /v…/data/listen/{dataset}` (./groqEndpoint.ts): each a server-sent event
 * stream that starts with `welcome` and then gets a `mutation` event for every document a
 * committed transaction changed and the listener's filter matches before or after, as Sanity's
 * listen API sends them. Editors' previews reload on these (web/server/preview/). A listener
 * whose filter cannot be evaluated (too slow, say) is ended; EventSource reconnects by itself.
 */
export function createListeners(match: MatchFilter, limits: ListenLimits = LISTEN_LIMITS) {
  const open = new Map<ServerResponse, Listener>();
  /** Streams of the Live Content API (`/data/live/events`), told of every transaction. */
  const live = new Set<ServerResponse>();

  /** Listeners and live event streams count together against `maxListeners`. */
  const full = () => open.size + live.size >= limits.maxListeners;

  /** Starts an event stream on `res`, ended after its lifetime, and removed when closed. */
  function startStream(res: ServerResponse, forget: () => void) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
    });
    const keepAlive = setInterval(() => res.write(': keepalive\n\n'), limits.keepAliveMs);
    const lifetime = setTimeout(() => res.end(), limits.maxLifetimeMs);
    res.once('close', () => {
      clearInterval(keepAlive);
      clearTimeout(lifetime);
      forget();
    });
  }

  return {
    /** Whether another listener may open now; `add` checks it again. */
    hasRoom: () => !full(),

    /**
     * False when `maxListeners` are open already: the caller refuses with 503. The caller has
     * had the filter parsed and checked (in the worker), so that one groq-js refuses is a 400.
     */
    add(res: ServerResponse, listener: Listener): boolean {
      if (full()) return false;
      open.set(res, listener);
      startStream(res, () => open.delete(res));
      res.write(event('welcome', { listenerName: randomUUID() }));
      return true;
    },

    /**
     * A stream of the Live Content API, as Präsentation opens one: `welcome`, then a `message`
     * per transaction. Its sync tags name the dataset, not single queries: the stand-in's query
     * answers carry none, so a message makes no client fetch again; the preview follows drafts
     * through its listener (web/server/preview/). False when no room is left, as for `add`.
     */
    addLive(res: ServerResponse): boolean {
      if (full()) return false;
      live.add(res);
      startStream(res, () => live.delete(res));
      res.write(event('welcome', {}));
      return true;
    },

    async notify({ transactionId, mutations, changes }: Commit) {
      const timestamp = new Date().toISOString();
      for (const res of live)
        res.write(`id: ${transactionId}\n${event('message', { tags: ['s1:local'] })}`);
      // One listener at a time, each with one request to the worker for the whole transaction.
      for (const [res, listener] of [...open]) {
        if (res.writableEnded || res.destroyed) continue;
        const heard = changes.filter(({ id }) => listener.authenticated || isPublishedId(id));
        if (heard.length === 0) continue;
        const matched = await match(
          listener,
          heard.flatMap(({ before, after }) => [before, after]),
        );
        // Closed while the worker evaluated the filter.
        if (res.writableEnded || res.destroyed) continue;
        if (!matched) {
          res.end();
          continue;
        }
        const told = heard
          .map((change, index) => ({
            ...change,
            was: matched[2 * index] === true,
            is: matched[2 * index + 1] === true,
          }))
          .filter(({ was, is }) => was || is);
        // The Studio holds back a transaction's events until it has all of them.
        for (const [current, { id, before, after, was, is }] of told.entries()) {
          res.write(
            event('mutation', {
              eventId: `${transactionId}#${id}`,
              documentId: id,
              transactionId,
              transition: was && is ? 'update' : is ? 'appear' : 'disappear',
              identity: 'local',
              mutations,
              previousRev: before?._rev,
              resultRev: after?._rev,
              timestamp,
              visibility: 'query',
              transactionTotalEvents: told.length,
              transactionCurrentEvent: current + 1,
              ...(listener.includeResult && is && { result: after }),
              ...(listener.effects && { effects: effectsOf(before, after) }),
            }),
          );
        }
      }
    },

    closeAll() {
      for (const res of [...open.keys(), ...live]) res.end();
    },
  };
}
