import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { rateLimitKey } from '../server/requestLimits.ts';

/**
 * Who sent a request, as the stand-ins tell clients apart on one developer's machine, where
 * every client has a loopback address: a browser page by its `Origin` (which a page cannot
 * change), the site's own server-side requests by their token (preview mode's draft queries and
 * its listener, web/server/preview/), and everything else from this machine as one client: a
 * script's hundred connections are still one script. Another machine (HOST set) counts by its
 * address. The waiting lines and the listeners' caps are per client (./gate.ts,
 * ./listeners.ts), so that one client's flood leaves the others their turn.
 */
export function clientOf(req: IncomingMessage): string {
  const { origin, authorization } = req.headers;
  if (origin) return `origin ${origin}`;
  const address = req.socket.remoteAddress ?? 'unknown';
  // Every 127.x.y.z is this machine; another machine by its address or IPv6 /64.
  const who = isLoopbackAddress(address) ? 'this machine' : rateLimitKey(address);
  return authorization ? `${who} with a token` : who;
}

const isLoopbackAddress = (address: string) =>
  /^(::ffff:)?127\./.test(address) || address === '::1';

/** The host name of a `Host` header or an origin's host, without port and brackets. */
function hostName(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return undefined;
  }
}

/** The names and addresses by which a browser on this machine reaches the server. */
function isThisMachine(name: string, configuredHost: string | undefined): boolean {
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isLoopbackAddress(name)) return true;
  if (configuredHost && name === hostName(configuredHost)) return true;
  // With HOST=0.0.0.0 the machine's own addresses; a name never (that is DNS rebinding).
  if (isIP(name) === 0) return false;
  return Object.values(networkInterfaces())
    .flat()
    .some((info) => info?.address.toLowerCase() === name);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function refuse(res: ServerResponse, text: string) {
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

/**
 * What a web page in the developer's browser could make of the stand-ins, refused with 403
 * before any of them reads the request:
 * - a `Host` that is not this machine's (localhost, a loopback address, HOST or one of the
 *   machine's addresses): a page of another site whose name was rebound to 127.0.0.1 (DNS
 *   rebinding) would otherwise read and write the stand-ins as a page of their own;
 * - a write (POST, PUT, PATCH, DELETE) whose `Origin` is neither the site's own (the scheme and
 *   `Host` of the request) nor the local Studio's: a page of another site could otherwise post
 *   to the mailbox, the database or the Content Lake. A request without `Origin` is no
 *   browser's cross-origin write (browsers send it with every one) and passes.
 * Returns whether the request was refused.
 */
export function refuseForeignRequest(
  req: IncomingMessage,
  res: ServerResponse,
  { configuredHost, studioOrigin }: { configuredHost: string | undefined; studioOrigin: string },
): boolean {
  const host = req.headers.host;
  const name = host === undefined ? undefined : hostName(host);
  if (host !== undefined && (name === undefined || !isThisMachine(name, configuredHost))) {
    req.resume();
    refuse(res, `The local stand-ins answer this machine's names only, not ${host}.`);
    return true;
  }
  const origin = req.headers.origin;
  if (origin === undefined || !WRITES.has(req.method ?? '')) return false;
  const own = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  if (own || origin === studioOrigin) return false;
  req.resume();
  refuse(res, `The local stand-ins take writes from the site and the local Studio, not ${origin}.`);
  return true;
}
