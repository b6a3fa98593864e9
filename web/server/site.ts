import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import type { SiteEnv } from './env.ts';
import { clientDist } from './paths.ts';
import { redirects } from './redirects.ts';
import { pagePolicy, sitePreviewPolicy, siteSecurityHeaders } from './securityHeaders.ts';
import { createStaticFiles } from './staticFiles.ts';
import { capConnectionsPerAddress, closeSilentConnections } from './requestLimits.ts';
import { sendText } from './sendText.ts';
import { createPreviewServer } from './preview/previewServer.ts';
import type { LiveSite } from './live/liveSite.ts';

/**
 * Where the server reaches itself (preview mode asks the stand-ins): the address it listens on,
 * or the loopback address when it listens on every interface.
 */
export function ownOrigin({ address, family, port }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

/** Answers the requests it owns (resolving true) and leaves the rest to the site (false). */
export type ExtraHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const noExtraHandler: ExtraHandler = async () => false;

/**
 * What a client is told when something goes wrong: one German sentence, never the error
 * itself, which may name files of the server or its process.
 */
export const BAD_REQUEST_TEXT = 'Ungültige Anfrage.';
export const SERVER_ERROR_TEXT = 'Interner Serverfehler.';
const HEADERS_TOO_LARGE_TEXT = 'Die Kopfzeilen der Anfrage sind zu groß.';
const TIMEOUT_TEXT = 'Die Anfrage kam zu langsam.';
export const HTTP_VERSION_TEXT =
  'Diese HTTP-Version wird nicht unterstützt; bitte HTTP/1.1 verwenden.';

/**
 * Node's own request limits, explicit so that a new Node version does not move them. The
 * headers of a visit are a few hundred bytes plus the subscriber cookies; the largest body is
 * a stand-in's 64 KiB (web/local-stack/), which even a slow line sends within seconds.
 */
export const REQUEST_LIMITS = {
  maxHeaderSize: 16 * 1024,
  // Counted from the moment the server accepts a connection: one that sends nothing at all is
  // closed by the server's own timer (closeSilentConnections), since Node's may not count it.
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  // How often Node looks for requests past those timeouts; its default of 30 s would let a
  // slow client hold a connection for up to 40 s instead of 10.
  connectionsCheckingInterval: 2_000,
  // A connection waiting for its next request after an answer: a browser that wants it again
  // within seconds keeps it, one that left gives its file back.
  keepAliveTimeout: 5_000,
  // The site checks Host itself, to answer its absence in the site's words (below).
  requireHostHeader: false,
};

/**
 * What one client may hold of the server's connections, and so of its process's open files.
 * A browser opens at most six to a host name; the local Studio (`npm run studio`) reaches the
 * stand-ins here from this machine with up to 64 event streams (web/local-stack/listeners.ts),
 * each on a host name of its own, beside its other requests and the framed preview. 128 leave
 * room for that, or for twenty browsers behind one address (an office, a mobile network's
 * gateway) loading pages at the same moment. Why: docs/decisions/0031-production-server-holds.md.
 */
export const CONNECTION_LIMITS = {
  /** Open connections of one IPv4 address or IPv6 /64 at once; past it a new one is closed. */
  perAddress: 128,
};

/**
 * One line instead of a stack trace: a closed tab or a cancelled fetch is no server fault. The
 * server writes it, once per request; handlers that meet the abort (the stand-ins' body reads)
 * have nothing left to answer. The path only, cut short: a request target may be 16 KB of a
 * client's choosing.
 */
function logAborted(req: IncomingMessage) {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  console.warn(`Request aborted by the client: ${req.method} ${shown}`);
}

/** The request target as a URL, or undefined when it is none (such as `//%`). */
function parseTarget(target: string | undefined): URL | undefined {
  try {
    return new URL(target ?? '/', 'http://site.invalid');
  } catch {
    return undefined;
  }
}

const hostHeaderCount = (req: IncomingMessage) =>
  req.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === 'host').length;

// A broken request or a failed handler ends its connection: what follows on it is not trusted.
const closing = { connection: 'close' };

/**
 * The production server of `npm start`: the prerendered site, every response with the security
 * headers of this configuration and build (web/server/securityHeaders.ts), and, for an editor
 * with the preview cookie, pages rendered from drafts (web/server/preview/). `localStack` puts
 * the stand-ins for hosted services in front (web/local-stack/), which `npm start` does and a
 * production host does not need. No request can end the process: a request Node cannot parse,
 * a target that is no URL or a handler's error each get an answer of their own.
 */
export function createSiteServer({
  env,
  root = clientDist,
  localStack = noExtraHandler,
  previewToken,
  live,
  requestLimits = {},
  connectionLimits = {},
}: {
  env: SiteEnv;
  root?: string;
  localStack?: ExtraHandler;
  /** Reads drafts for preview mode (web/server/preview/); without it preview mode is off. */
  previewToken?: string;
  /** Re-renders the pages on a publish and tells the Studio (./live/liveSite.ts). */
  live?: LiveSite;
  /** Over REQUEST_LIMITS: tests cross shorter timeouts, as the stand-ins' `limits` let them. */
  requestLimits?: Partial<typeof REQUEST_LIMITS>;
  /** Over CONNECTION_LIMITS: tests cross a smaller cap. */
  connectionLimits?: Partial<typeof CONNECTION_LIMITS>;
}): Server {
  const serveStatic = createStaticFiles(root, pagePolicy(env));
  const headers = Object.entries(siteSecurityHeaders(env, root));
  const preview = createPreviewServer({
    env,
    token: previewToken,
    localOrigin: () => ownOrigin(server.address() as AddressInfo),
    previewPolicy: sitePreviewPolicy(env, root),
    serverDir: join(root, '..', 'server'),
  });
  // The response under way on each connection: a parse error then must not write into it.
  const answering = new WeakMap<Duplex, ServerResponse>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Node's parser lets any digit.digit version through; the server speaks 1.0 and 1.1 only.
    if (req.httpVersion !== '1.0' && req.httpVersion !== '1.1') {
      sendText(res, 505, HTTP_VERSION_TEXT, closing);
      return;
    }
    const url = parseTarget(req.url);
    // HTTP/1.1 requires exactly one Host (RFC 9112, 3.2); Node would keep the first of two, and
    // a proxy in front might have read the other. The stand-ins parse the target as a URL too.
    if (!url || (req.httpVersion === '1.1' && hostHeaderCount(req) !== 1)) {
      sendText(res, 400, BAD_REQUEST_TEXT, closing);
      return;
    }
    if (await localStack(req, res)) return;
    if (live && (await live.handle(req, res, url))) return;
    // A moved page is moved in preview mode too.
    const redirect = redirects[url.pathname];
    if (redirect) {
      res.writeHead(301, { location: redirect + url.search }).end();
      return;
    }
    if (await preview(req, res)) return;
    if (req.method === 'GET' || req.method === 'HEAD') serveStatic(req, res, url.pathname);
    else res.writeHead(405, { allow: 'GET, HEAD' }).end();
  }

  const limits = { ...REQUEST_LIMITS, ...requestLimits };
  const server = createServer(limits, (req, res) => {
    // Set before any handler runs: its writeHead adds its own headers to these.
    for (const [name, value] of headers) res.setHeader(name, value);
    answering.set(req.socket, res);
    res.on('close', () => {
      // Taken over by the refusal of a broken request (clientError below), which is no abort.
      if (answering.get(req.socket) !== res) return;
      answering.delete(req.socket);
      // Closed before the whole response went out: the client hung up, which is no fault of
      // the server's and worth one line, not the stack of the error it caused in a handler.
      // An event stream (preview's live channel, the stand-in's listeners) ends that way.
      const isStream = String(res.getHeader('content-type')).startsWith('text/event-stream');
      if (!res.writableFinished && !isStream) logAborted(req);
    });
    handle(req, res).catch((error: unknown) => {
      if (res.destroyed) return;
      console.error(error);
      // Part of the answer is out: cutting the connection is the only honest end left.
      if (res.headersSent) res.destroy();
      else sendText(res, 500, SERVER_ERROR_TEXT, closing);
    });
  });

  /** An answer written straight to the connection, for requests Node hands over unparsed. */
  const rawAnswer = (status: number, text: string, extra: string[] = []) =>
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: text/plain; charset=utf-8',
      `content-length: ${Buffer.byteLength(text)}`,
      'connection: close',
      ...extra,
      ...headers.map(([name, value]) => `${name}: ${value}`),
      '',
      text,
    ].join('\r\n');

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset, or the end of the connection in the middle of a request, is the client hanging
    // up: nobody is left to read an answer (the response under way logs the abort).
    const hungUp = error.code === 'ECONNRESET' || error.code === 'HPE_INVALID_EOF_STATE';
    if (hungUp || !socket.writable || answering.get(socket)?.headersSent) {
      socket.destroy();
      return;
    }
    answering.delete(socket);
    const [status, text] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, HEADERS_TOO_LARGE_TEXT]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, TIMEOUT_TEXT]
          : [400, BAD_REQUEST_TEXT];
    socket.end(rawAnswer(status, text), () => socket.destroy());
  });
  capConnectionsPerAddress(server, { ...CONNECTION_LIMITS, ...connectionLimits }.perAddress);
  closeSilentConnections(server, limits.headersTimeout, (socket) => {
    answering.delete(socket);
    socket.end(rawAnswer(408, TIMEOUT_TEXT), () => socket.destroy());
  });
  // The site tunnels nothing: CONNECT is a method it does not allow, like any but GET and HEAD.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawAnswer(405, '', ['allow: GET, HEAD']), () => socket.destroy());
  });
  return server;
}
