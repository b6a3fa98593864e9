import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A relay in front of the site that sends each page's HTML in two parts: up to the first `pauseAt`
 * text, then, once `resume` is called, the rest. So the browser parses half a page and waits, as
 * it does when a slow network or a busy device makes its parser pause; everything else passes
 * through. `restSentAt` is when the rest left (ms since the epoch, this machine's clock), NaN
 * while no page has paused.
 */
export async function pausingRelay(siteOrigin: string, pauseAt: string) {
  let resume!: () => void;
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  let restSentAt = Number.NaN;
  const server: Server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, siteOrigin), {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    const headers = [...upstream.headers].filter(
      ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
    );
    response.writeHead(upstream.status, Object.fromEntries(headers));
    const at = upstream.headers.get('content-type')?.startsWith('text/html')
      ? body.indexOf(pauseAt)
      : -1;
    if (at < 0) return response.end(body);
    response.write(body.subarray(0, at));
    await resumed;
    restSentAt = Date.now();
    response.end(body.subarray(at));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    resume,
    restSentAt: () => restSentAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
