import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveServices, usable } from '../src/config/services';
import { lazyContentClient, sanityClientConfig } from '../src/content/client';
import { listen } from './listen';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** Over @sanity/client's limit for a GET: it goes out as a POST, which the client never repeats. */
const excluded = Array.from({ length: 1500 }, (_, index) => `id-${index}`);
const longQuery = `*[_type == "page" && !(_id in ${JSON.stringify(excluded)})][0]`;

/**
 * A Content Lake that drops the connection of the first `resets` queries without an answer, as a
 * server does that closes an idle kept-alive connection as the query arrives on it.
 */
async function lakeThatResets(resets: number, status = 200) {
  const methods: string[] = [];
  const server = await listen((req: IncomingMessage, res) => {
    methods.push(req.method ?? '');
    req.resume();
    req.on('end', () => {
      if (methods.length <= resets) req.socket.destroy();
      else
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(status === 200 ? { ms: 1, result: 'answer' } : { error: 'refused' }));
    });
  });
  closers.push(server.close);
  // The site's own client, as it reads the local stand-in.
  const client = lazyContentClient(() =>
    sanityClientConfig(usable(resolveServices({}).sanity), server.origin),
  );
  return { client, methods };
}

describe('the content client, when the server drops a query’s connection', () => {
  it('sends the query again and returns its answer', async () => {
    const { client, methods } = await lakeThatResets(2);
    await expect(client.fetch(longQuery)).resolves.toBe('answer');
    expect(methods).toEqual(['POST', 'POST', 'POST']);
  });

  it('gives up with the reset after two more tries', async () => {
    const { client, methods } = await lakeThatResets(Infinity);
    await expect(client.fetch(longQuery)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(methods).toHaveLength(3);
  });

  it('does not repeat a query the server answered with an error', async () => {
    const { client, methods } = await lakeThatResets(0, 400);
    await expect(client.fetch(longQuery)).rejects.toThrow();
    expect(methods).toHaveLength(1);
  });
});
