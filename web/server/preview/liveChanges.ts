import type { ServerResponse } from 'node:http';
import { createPlaces } from '../places.ts';

/** What the live channel of preview mode may cost. */
export const LIVE_LIMITS = {
  /** Preview pages following changes at once; past it a page gets 503 and keeps working. */
  maxClients: 32,
  /**
   * Of those, the pages of one preview session (one editor's browser): the Studio's framed
   * preview, a page opened beside it, and the moment a reloaded page's old stream has not
   * closed yet. Past it the page gets 429, and the other editors' pages still follow.
   */
  maxPerSession: 4,
  /** A comment line this often keeps proxies from closing an idle stream. */
  keepAliveMs: 25_000,
  /** Wait before listening again when Sanity's stream ended or failed. */
  reconnectMs: 2_000,
};

export type LiveChangesOptions = {
  /** Sanity's listen endpoint (or the local stand-in's) for the dataset, with the query. */
  listenUrl: () => URL;
  /** The server's token, which lets the listener hear drafts; never sent to a browser. */
  token: string;
  limits?: typeof LIVE_LIMITS;
};

/** Whether a page follows changes now, or which cap it met (the caller answers 503 or 429). */
export type Following = 'following' | 'serverFull' | 'sessionFull';

/** The `event:` names of one server-sent event block. */
const eventName = (block: string) => /^event: ?(.*)$/m.exec(block)?.[1]?.trim();

/**
 * The live channel of preview mode: preview pages follow `GET /api/preview/live`, a stream of
 * server-sent `change` events, and reload their drafts on each (web/src/preview/liveChanges.ts).
 * Behind it, one listener on Sanity's listen API (or the local stand-in's) with the server's
 * token, opened with the first page and closed with the last; the pages are told only that
 * something changed, never what or by whom. A page is also told once its listener is welcomed,
 * since it rendered before it followed. While the listener is refused or ended with an error
 * (Sanity's `channelError`, a 429 or 503 of the local stand-in), the pages are told
 * `interrupted`, never left following in silence; the next welcome reloads them.
 */
export function createLiveChanges({ listenUrl, token, limits = LIVE_LIMITS }: LiveChangesOptions) {
  /** The pages following, with their preview session. */
  const clients = new Map<ServerResponse, string>();
  /** The streams' places, per preview session and in all. */
  const places = createPlaces({ perKey: limits.maxPerSession, total: limits.maxClients });
  let upstream: AbortController | undefined;
  // The listener that was last welcomed. While it is the one behind the pages, no change passes
  // unheard; a listener that ended or was replaced is no longer `upstream`.
  let welcomed: AbortController | undefined;
  const listening = () => welcomed !== undefined && welcomed === upstream;
  /** Whether the last listener failed, and no other has been welcomed since. */
  let interrupted = false;
  const CHANGE = 'event: change\ndata: {}\n\n';
  const INTERRUPTED = 'event: interrupted\ndata: {}\n\n';

  const broadcast = (text: string) => {
    for (const client of clients.keys()) client.write(text);
  };

  async function listen(controller: AbortController) {
    const answer = await fetch(listenUrl(), {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!answer.ok || !answer.body) throw new Error(`Sanity's listener answered ${answer.status}`);
    const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffer += read.value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      const names = blocks.map(eventName);
      // A welcome means changes may have passed unheard: between a page's render and now, or
      // while the listener was away. The pages reload once to catch up.
      if (names.includes('welcome')) {
        welcomed = controller;
        interrupted = false;
      }
      if (names.includes('welcome') || names.includes('mutation')) broadcast(CHANGE);
      const failed = blocks.find((block) => eventName(block) === 'channelError');
      if (failed) throw new Error(`Sanity's listener failed: ${failed.slice(0, 300)}`);
    }
  }

  function connect() {
    const controller = new AbortController();
    upstream = controller;
    listen(controller)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Preview mode, live changes: ${(error as Error).message}`);
        interrupted = true;
        broadcast(INTERRUPTED);
      })
      .finally(() => {
        if (upstream !== controller) return;
        upstream = undefined;
        // Sanity closes listeners now and then; the pages stay, so listen again.
        if (clients.size > 0)
          setTimeout(() => clients.size > 0 && !upstream && connect(), limits.reconnectMs);
      });
  }

  return {
    /**
     * Follows `res`, a page of the preview session `sessionId`, until the page goes; refused
     * past `maxPerSession` streams of that session or `maxClients` in all.
     */
    add(res: ServerResponse, sessionId: string): Following {
      const place = places.take(sessionId);
      if (place === 'keyFull') return 'sessionFull';
      if (place === 'full') return 'serverFull';
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.write(': following changes\n\n');
      // The page rendered before it followed: when the listener is already welcomed, it
      // reloads once now, else with the welcome.
      if (listening()) res.write(CHANGE);
      else if (interrupted) res.write(INTERRUPTED);
      clients.set(res, sessionId);
      if (!upstream) connect();
      const keepAlive = setInterval(() => res.write(': keepalive\n\n'), limits.keepAliveMs);
      res.once('close', () => {
        clearInterval(keepAlive);
        clients.delete(res);
        place.release();
        if (clients.size === 0) {
          upstream?.abort();
          upstream = undefined;
        }
      });
      return 'following';
    },
    /** Ends the streams of a preview session that ended: its pages stop following, its places free. */
    endSession(sessionId: string) {
      for (const [client, session] of clients) if (session === sessionId) client.end();
    },
  };
}
