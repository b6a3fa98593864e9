import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createPlaces, type NoPlace, type Place } from '../server/places.ts';
import { isPublishedId } from './documentIds.ts';
import type { Mutation, SanityDocument } from './mutations.ts';

/** What listeners may cost the server. */
export type ListenLimits = {
  /**
   * Open listeners at once, every client together: each holds a socket and a filter evaluation
   * per transaction, so a script with many origins cannot use up the process's files. Past it a
   * new one gets 503.
   */
  maxListeners: number;
  /**
   * Of those, one client's (./clients.ts); past it its next gets 429, and the other clients
   * (the Studio, preview mode's relay) still get theirs. All the Studio's tabs are one client
   * (one origin), and one tab with Präsentation held up to 16 at once (web/e2e/studio.spec.ts,
   * its pages opening while the last one's streams closed), so a developer's several tabs fit;
   * a runaway script is held far below the total.
   */
  maxPerClient: number;
  /**
   * Transactions a listener may be behind while its filter waits for the worker; past it the
   * listener is ended with an error event, so that a slow filter cannot pile up work.
   */
  maxBehind: number;
  /** A comment line this often keeps an idle stream open through proxies and timeouts. */
  keepAliveMs: number;
};

export const LISTEN_LIMITS: ListenLimits = {
  maxListeners: 256,
  maxPerClient: 64,
  maxBehind: 4,
  keepAliveMs: 25_000,
};

export type Listener = {
  /** Who opened it (./clients.ts): its filter takes its turns in that client's line. */
  client: string;
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

/** Ends a stream with Sanity's error event, which @sanity/client reports as an error. */
function fail(res: ServerResponse, message: string) {
  res.end(event('channelError', { message }));
}

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
 * listen API sends them. Editors' previews reload on these (web/server/preview/). Each
 * listener's filter waits for the worker in its client's line, so the filters of one client
 * hold another's listener behind at most one of theirs. A listener whose filter cannot be
 * evaluated (too slow, say) or that falls `maxBehind` transactions behind is ended with a
 * `channelError` event, never silently; EventSource reconnects by itself.
 */
export function createListeners(match: MatchFilter, limits: ListenLimits = LISTEN_LIMITS) {
  const open = new Map<ServerResponse, Listener>();
  /** Streams of the Live Content API (`/data/live/events`), told of published changes. */
  const live = new Set<ServerResponse>();
  /** Places taken, by client and in all: listeners, live streams and filters being checked. */
  const places = createPlaces({ perKey: limits.maxPerClient, total: limits.maxListeners });
  /** Per listener: the notifications it waits for, told in the order of their transactions. */
  const behind = new Map<ServerResponse, { told: Promise<void>; count: number }>();

  /** Starts an event stream on `res`, kept alive, and removed when closed. */
  function startStream(res: ServerResponse, place: Place, forget: () => void) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
    });
    const keepAlive = setInterval(() => res.write(': keepalive\n\n'), limits.keepAliveMs);
    res.once('close', () => {
      clearInterval(keepAlive);
      place.release();
      forget();
    });
  }

  /** Tells one listener of a transaction, once its filter has been evaluated. */
  async function tell(res: ServerResponse, listener: Listener, commit: Commit, timestamp: string) {
    const { transactionId, mutations, changes } = commit;
    const heard = changes.filter(({ id }) => listener.authenticated || isPublishedId(id));
    const matched = await match(
      listener,
      heard.flatMap(({ before, after }) => [before, after]),
    );
    // Closed while the worker evaluated the filter.
    if (res.writableEnded || res.destroyed) return;
    if (!matched) return fail(res, 'The filter could not be evaluated in time; listen again');
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

  return {
    /**
     * Takes a place for a listener or live stream of `client`, before its filter is checked:
     * 'keyFull' past `maxPerClient` (the caller answers 429), 'full' past `maxListeners`
     * (503). The caller releases it when no stream follows; a stream releases it when it closes.
     */
    take: (client: string): Place | NoPlace => places.take(client),

    /**
     * Starts the listener's stream in its place. The caller has had the filter parsed and
     * checked (in the worker), so that one groq-js refuses is a 400.
     */
    add(res: ServerResponse, listener: Listener, place: Place) {
      open.set(res, listener);
      startStream(res, place, () => {
        open.delete(res);
        behind.delete(res);
      });
      res.write(event('welcome', { listenerName: randomUUID() }));
    },

    /**
     * A stream of the Live Content API, as Präsentation opens one: `welcome`, then a `message`
     * per transaction that changes published content (`notifyLive`). Its sync tags name the
     * dataset, not single queries: the stand-in's query answers carry none, so a message makes
     * no client fetch again; the preview follows drafts through its listener (web/server/preview/).
     */
    addLive(res: ServerResponse, place: Place) {
      live.add(res);
      startStream(res, place, () => live.delete(res));
      res.write(event('welcome', {}));
    },

    /**
     * Tells the live streams of a transaction that changed published content. As Sanity's Live
     * Content API, they hear of nothing else: a draft, or Präsentation's own secret, must not
     * abort the fetch a Studio page has in flight when the message comes.
     */
    notifyLive(transactionId: string) {
      for (const res of live)
        res.write(`id: ${transactionId}\n${event('message', { tags: ['s1:local'] })}`);
    },

    /** Tells every listener of a committed transaction; resolves once each has been told. */
    async notify(commit: Commit) {
      const timestamp = new Date().toISOString();
      const telling: Promise<void>[] = [];
      for (const [res, listener] of open) {
        if (res.writableEnded || res.destroyed) continue;
        const hears = commit.changes.some(({ id }) => listener.authenticated || isPublishedId(id));
        if (!hears) continue;
        const state = behind.get(res) ?? { told: Promise.resolve(), count: 0 };
        if (state.count >= limits.maxBehind) {
          fail(res, 'The listener fell too far behind; listen again');
          continue;
        }
        state.count += 1;
        state.told = state.told
          .then(() => (res.writableEnded ? undefined : tell(res, listener, commit, timestamp)))
          .finally(() => (state.count -= 1));
        behind.set(res, state);
        telling.push(state.told);
      }
      await Promise.all(telling);
    },

    closeAll() {
      for (const res of [...open.keys(), ...live]) res.end();
    },
  };
}
