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

/**
 * The listeners of `GET /v…/data/listen/{dataset}` (./groqEndpoint.ts): each a server-sent event
 * stream that starts with `welcome` and then gets a `mutation` event for every document a
 * committed transaction changed and the listener's filter matches before or after, as Sanity's
 * listen API sends them. Editors' previews reload on these (web/server/preview/). A listener
 * whose filter cannot be evaluated (too slow, say) is ended; EventSource reconnects by itself.
 */
export function createListeners(match: MatchFilter, limits: ListenLimits = LISTEN_LIMITS) {
  const open = new Map<ServerResponse, Listener>();

  return {
    /** Whether another listener may open now; `add` checks it again. */
    hasRoom: () => open.size < limits.maxListeners,

    /**
     * False when `maxListeners` are open already: the caller refuses with 503. The caller has
     * had the filter parsed and checked (in the worker), so that one groq-js refuses is a 400.
     */
    add(res: ServerResponse, listener: Listener): boolean {
      if (open.size >= limits.maxListeners) return false;
      open.set(res, listener);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.write(event('welcome', { listenerName: randomUUID() }));
      const keepAlive = setInterval(() => res.write(': keepalive\n\n'), limits.keepAliveMs);
      const lifetime = setTimeout(() => res.end(), limits.maxLifetimeMs);
      res.once('close', () => {
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        open.delete(res);
      });
      return true;
    },

    async notify({ transactionId, mutations, changes }: Commit) {
      const timestamp = new Date().toISOString();
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
        for (const [index, { id, before, after }] of heard.entries()) {
          const was = matched[2 * index] === true;
          const is = matched[2 * index + 1] === true;
          if (!was && !is) continue;
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
              ...(listener.includeResult && is && { result: after }),
            }),
          );
        }
      }
    },

    closeAll() {
      for (const res of open.keys()) res.end();
    },
  };
}
