import type { IncomingMessage } from 'node:http';

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

/** One line instead of a stack trace: a closed tab or a cancelled fetch is no server fault. */
export function logAborted(req: IncomingMessage) {
  console.warn(`${req.method} ${req.url?.split('?')[0]}: the client aborted the request`);
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

/** The address a rate limit counts against. */
export const clientAddress = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';
