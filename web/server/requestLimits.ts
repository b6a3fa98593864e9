import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { isIPv6, type Server as NetServer, type Socket } from 'node:net';
import { createPlaces } from './places.ts';

/** The request body was larger than the endpoint allows. */
export class BodyTooLargeError extends Error {}

/** The client closed the connection before its request had arrived. */
export class RequestAbortedError extends Error {}

/**
 * The request body, at most `maxBytes` of it: an announced larger body is refused at once, a
 * streamed one is read to the end keeping nothing past the limit, so the client still gets the
 * answer instead of a reset connection.
 */
export async function readLimitedBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(req.headers['content-length']) > maxBytes) {
    req.resume();
    throw new BodyTooLargeError();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size <= maxBytes) chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (req.destroyed) throw new RequestAbortedError();
    throw error;
  }
  if (size > maxBytes) throw new BodyTooLargeError();
  return Buffer.concat(chunks);
}

/**
 * The body of an answer from another server, at most `maxBytes` of it: a larger one is refused
 * as soon as it is announced or read that far, and the rest is not fetched.
 */
export async function readLimitedAnswer(answer: Response, maxBytes: number): Promise<Buffer> {
  if (Number(answer.headers.get('content-length')) > maxBytes) {
    await answer.body?.cancel();
    throw new BodyTooLargeError();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = answer.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.length;
    if (size > maxBytes) {
      await reader!.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

export type RateLimit = {
  /** Requests one client address may make per window. */
  limit: number;
  windowMs: number;
  /** The clock; tests pass a fake one. */
  now?: () => number;
};

/**
 * A fixed window per client address: `take(address)` counts a request and returns undefined
 * while the address is within its limit, else the seconds until its window ends (Retry-After).
 * Windows that ended are forgotten on the next request, so the map holds only current clients.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimit) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    take(address: string): number | undefined {
      const time = now();
      for (const [key, window] of windows)
        if (time - window.startedAt >= windowMs) windows.delete(key);
      const window = windows.get(address) ?? { startedAt: time, count: 0 };
      windows.set(address, window);
      window.count += 1;
      if (window.count <= limit) return undefined;
      return Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000));
    },
  };
}

/** The eight groups of an IPv6 address, `::` and a trailing IPv4 part written out. */
function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0]!.toLowerCase();
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...(tail === undefined ? [] : missing), ...right].map((group) =>
    group.padStart(4, '0'),
  );
}

/**
 * What a rate limit counts a client by: an IPv4 address, or the /64 network of an IPv6 address.
 * One IPv6 host usually has a whole /64 to itself (RFC 4291, SLAAC), so counting single addresses
 * would give it about 2^64 budgets. An IPv4 address mapped into IPv6 counts as itself.
 */
export function rateLimitKey(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 6).join(':') === '0000:0000:0000:0000:0000:ffff';
  if (mapped) {
    const [high, low] = groups.slice(6).map((group) => parseInt(group, 16)) as [number, number];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The client a rate limit counts against (rateLimitKey). */
export const clientAddress = (req: IncomingMessage) =>
  rateLimitKey(req.socket.remoteAddress ?? 'unknown');

/**
 * Caps the connections one client (rateLimitKey: an IPv4 address, an IPv6 /64) holds open at
 * once on `server`: a connection past `perAddress` is closed as soon as it is accepted, before a
 * byte of it is read, and the client's others stay. A connection counts until it closes, whether
 * it sends nothing, waits between keep-alive requests or follows an event stream, so that one
 * client cannot use up the process's open files (docs/decisions/0031-production-server-holds.md).
 * Connections handed over with `server.emit('connection')` (./listenHosts.ts) count too. The
 * first refusal is logged, once until the client has no connection left, not each refusal.
 */
export function capConnectionsPerAddress(server: NetServer, perAddress: number) {
  const connections = createPlaces({ perKey: perAddress });
  const refused = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const key = rateLimitKey(socket.remoteAddress ?? 'unknown');
    const place = connections.take(key);
    if (typeof place === 'string') {
      socket.destroy();
      if (!refused.has(key))
        console.warn(
          `${key} holds ${perAddress} connections, the most one client may: its next ones are closed until one ends.`,
        );
      refused.add(key);
      return;
    }
    socket.once('close', () => {
      place.release();
      if (connections.heldBy(key) === 0) refused.delete(key);
    });
  });
}

/**
 * Closes a connection of `server` that has sent no whole request `limitMs` after it was
 * accepted, with `close` (the site answers 408). Node 20 times out only connections its parser
 * counts as active, and in steady state one that never sent a byte may not be
 * (docs/decisions/0031-production-server-holds.md); this timer does not depend on that.
 */
export function closeSilentConnections(
  server: HttpServer,
  limitMs: number,
  close: (socket: Duplex) => void,
) {
  const silent = new WeakMap<Duplex, NodeJS.Timeout>();
  server.on('connection', (socket: Socket) => {
    const timer = setTimeout(() => !socket.destroyed && close(socket), limitMs);
    silent.set(socket, timer);
    socket.once('close', () => clearTimeout(timer));
  });
  server.on('request', (req: IncomingMessage) => {
    clearTimeout(silent.get(req.socket));
    silent.delete(req.socket);
  });
}
