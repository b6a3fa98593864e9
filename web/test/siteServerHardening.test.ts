import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOSTING_REDIRECTS_FILE } from '../server/redirects';
import { HOSTING_HEADERS_FILE } from '../server/securityHeaders';
import {
  BAD_REQUEST_TEXT,
  createSiteServer,
  HTTP_VERSION_TEXT,
  REQUEST_LIMITS,
  SERVER_ERROR_TEXT,
  type ExtraHandler,
} from '../server/site';
import { chooseEncoding } from '../server/staticFiles';
import { listen } from './listen';
import { rawRequest } from './rawHttp';

const page = '<h1>Start</h1>'.repeat(50);

function buildRoot() {
  const root = mkdtempSync(join(tmpdir(), 'site-hardening-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), page);
  writeFileSync(join(root, '404.html'), '<h1>Nicht gefunden</h1>');
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)'.repeat(200));
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Site"}');
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(root, 'sitemap.xml'), '<urlset/>');
  writeFileSync(join(root, HOSTING_HEADERS_FILE), '/*\n  X-Frame-Options: DENY\n');
  writeFileSync(join(root, HOSTING_REDIRECTS_FILE), '/services /journey 301\n');
  return root;
}

/**
 * A stand-in as web/local-stack/ has them: /boom fails with an error that names a file of the
 * server, /slow answers in two parts with the second only once the client has hung up, /upload
 * reads the whole body before it answers. `standInRuns` lists the requests it was handed and
 * those it is done with, however it ended, so a test can wait for exactly that.
 */
const standInRuns = { started: [] as string[], settled: [] as string[] };
const standIn: ExtraHandler = async (req, res) => {
  const request = `${req.method} ${req.url}`;
  standInRuns.started.push(request);
  try {
    if (req.url === '/boom') {
      throw new Error(`cannot open /srv/secret/config.json (pid ${process.pid})`);
    }
    if (req.url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.write('erster Teil');
      await new Promise((resolve) => res.once('close', resolve));
      res.end('zweiter Teil');
      return true;
    }
    if (req.url === '/upload') {
      for await (const chunk of req as IncomingMessage) void chunk;
      res.writeHead(204).end();
      return true;
    }
    return false;
  } finally {
    standInRuns.settled.push(request);
  }
};

/**
 * Once the stand-in is done with `request`, and the server has handled how it ended (in the
 * promise callbacks that follow, all run before the next turn of the event loop).
 */
async function standInDone(request: string) {
  await vi.waitFor(() => expect(standInRuns.settled).toContain(request));
  await new Promise((resolve) => setImmediate(resolve));
}

describe('the npm start server under bad requests', () => {
  let origin: string;
  let close: () => Promise<void>;
  let root: string;
  let server: Server;

  beforeAll(async () => {
    root = buildRoot();
    server = createSiteServer({ env: {}, root, localStack: standIn });
    ({ origin, close } = await listen(server));
  });
  afterAll(() => close());
  afterEach(() => {
    vi.restoreAllMocks();
    standInRuns.started.length = 0;
    standInRuns.settled.length = 0;
  });

  const host = () => new URL(origin).host;

  it('a request for //% gets 400 and the server keeps answering', async () => {
    const answer = await rawRequest(origin, `GET //% HTTP/1.1\r\nHost: ${host()}\r\n\r\n`);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('content-type: text/plain; charset=utf-8');
    expect(answer.text.endsWith(`\r\n\r\n${BAD_REQUEST_TEXT}`)).toBe(true);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it('a HTTP/1.1 request without Host gets 400', async () => {
    const answer = await rawRequest(origin, 'GET / HTTP/1.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(BAD_REQUEST_TEXT);
  });

  it('a request with two Host headers gets 400 and reaches no handler', async () => {
    const answer = await rawRequest(
      origin,
      `GET /upload HTTP/1.1\r\nHost: ${host()}\r\nHost: other.example\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(answer.text.endsWith(BAD_REQUEST_TEXT)).toBe(true);
    expect(answer.text).toContain('connection: close');
    expect(standInRuns.started).toEqual([]);
  });

  it('HTTP versions other than 1.0 and 1.1 get 505 and reach no handler', async () => {
    for (const version of ['2.0', '1.2', '3.0']) {
      const answer = await rawRequest(
        origin,
        `GET /upload HTTP/${version}\r\nHost: ${host()}\r\n\r\n`,
      );
      // Node's parser refuses some versions itself (400); the rest the site refuses.
      expect([400, 505]).toContain(answer.status);
      expect(answer.text).toContain('connection: close');
    }
    const two = await rawRequest(origin, `GET /upload HTTP/2.0\r\nHost: ${host()}\r\n\r\n`);
    expect(two.status).toBe(505);
    expect(two.text.endsWith(HTTP_VERSION_TEXT)).toBe(true);
    expect(standInRuns.started).toEqual([]);
    const old = await rawRequest(origin, 'GET / HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
  });

  it('a malformed header gets 400 in German and the connection is closed', async () => {
    const answer = await rawRequest(
      origin,
      `GET / HTTP/1.1\r\nHost: ${host()}\r\nno colon here\r\n\r\n`,
      10_000,
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('connection: close');
    expect(answer.text).toContain('X-Content-Type-Options: nosniff');
    expect(answer.text.endsWith(BAD_REQUEST_TEXT)).toBe(true);
    expect(answer.closed).toBe(true);
  });

  it('a malformed body gets 400 and is not logged as aborted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await rawRequest(
      origin,
      `POST /upload HTTP/1.1\r\nHost: ${host()}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(answer.text.endsWith(BAD_REQUEST_TEXT)).toBe(true);
    await standInDone('POST /upload');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('headers above the explicit limit get 431 and the server keeps answering', async () => {
    const huge = 'x'.repeat(REQUEST_LIMITS.maxHeaderSize + 1);
    const answer = await rawRequest(
      origin,
      `GET / HTTP/1.1\r\nHost: ${host()}\r\nX-Huge: ${huge}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    const withinLimit = await fetch(`${origin}/`, {
      headers: { 'x-large': 'x'.repeat(REQUEST_LIMITS.maxHeaderSize - 1_000) },
    });
    expect(withinLimit.status).toBe(200);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it('a CONNECT gets 405 and the connection is closed', async () => {
    const answer = await rawRequest(
      origin,
      `CONNECT ${host()} HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
    );
    expect(answer.status).toBe(405);
    expect(answer.text).toContain('allow: GET, HEAD');
    expect(answer.closed).toBe(true);
  });

  it('sets explicit limits for header size and slow requests', () => {
    expect(server.headersTimeout).toBe(REQUEST_LIMITS.headersTimeout);
    expect(server.requestTimeout).toBe(REQUEST_LIMITS.requestTimeout);
    expect(REQUEST_LIMITS.headersTimeout).toBeLessThan(REQUEST_LIMITS.requestTimeout);
  });

  /** Writes `bytes` and keeps the connection open: the answer, and how long it took. */
  const stall = (origin: string, bytes: string) =>
    new Promise<{ text: string; ms: number }>((resolve) => {
      const { hostname, port } = new URL(origin);
      const started = performance.now();
      const chunks: Buffer[] = [];
      const socket = connect(Number(port), hostname, () => socket.write(bytes));
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', () => {});
      socket.on('close', () =>
        resolve({ text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
      );
    });

  it('a client slower than the header or request timeout gets 408 in German', async () => {
    // The same server with shorter timeouts, so the test crosses them within a second.
    const quick = createSiteServer({
      env: {},
      root,
      localStack: standIn,
      requestLimits: { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 },
    });
    const { origin: quickOrigin, close: closeQuick } = await listen(quick);
    try {
      const quickHost = new URL(quickOrigin).host;
      const headers = await stall(quickOrigin, `GET / HTTP/1.1\r\nHost: ${quickHost}\r\n`);
      expect(headers.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(headers.text.endsWith('Die Anfrage kam zu langsam.')).toBe(true);
      expect(headers.ms).toBeGreaterThanOrEqual(290);
      const body = await stall(
        quickOrigin,
        `POST /upload HTTP/1.1\r\nHost: ${quickHost}\r\ncontent-length: 100\r\n\r\nzu wenig`,
      );
      expect(body.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(body.ms).toBeGreaterThanOrEqual(590);
    } finally {
      await closeQuick();
    }
  });

  it('a 500 says one German sentence and nothing of the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(`${origin}/boom`);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(SERVER_ERROR_TEXT);
    expect(console.error).toHaveBeenCalledOnce();
  });

  it('a request aborted mid-response is logged as one line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await new Promise<void>((resolve) => {
      const socket = connect(Number(new URL(origin).port), '127.0.0.1', () => {
        socket.write(`GET /slow HTTP/1.1\r\nHost: ${host()}\r\n\r\n`);
      });
      socket.once('data', () => socket.destroy());
      socket.on('close', () => resolve());
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    // The handler's second write comes after the abort.
    await standInDone('GET /slow');
    expect(error).not.toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([['Request aborted by the client: GET /slow']]);
  });

  it('an aborted request is logged as one line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await new Promise<void>((resolve) => {
      const socket = connect(Number(new URL(origin).port), '127.0.0.1', () => {
        socket.write(
          `POST /upload HTTP/1.1\r\nHost: ${host()}\r\nContent-Length: 1000\r\n\r\nhalf a body`,
        );
        // Hung up while the stand-in reads the body.
        void vi
          .waitFor(() => expect(standInRuns.started).toContain('POST /upload'))
          .then(() => socket.destroy());
      });
      socket.on('close', () => resolve());
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    // Whatever the handler's error caused afterwards has had its turn by now.
    await standInDone('POST /upload');
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    const line = String(warn.mock.calls[0]![0]);
    expect(line).toBe('Request aborted by the client: POST /upload');
  });
});

describe('the npm start server, its files', () => {
  let origin: string;
  let close: () => Promise<void>;
  let root: string;

  beforeAll(async () => {
    root = buildRoot();
    ({ origin, close } = await listen(createSiteServer({ env: {}, root })));
  });
  afterAll(() => close());

  it('_headers is not served as octet-stream', async () => {
    const response = await fetch(`${origin}/${HOSTING_HEADERS_FILE}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<h1>Nicht gefunden</h1>');
  });

  it('_redirects is not served as octet-stream', async () => {
    const response = await fetch(`${origin}/${HOSTING_REDIRECTS_FILE}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('every kind of file the build writes has its content type', async () => {
    const expected: [string, string][] = [
      ['/', 'text/html; charset=utf-8'],
      ['/assets/app-1234.js', 'text/javascript; charset=utf-8'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ];
    for (const [path, type] of expected) {
      expect((await fetch(`${origin}${path}`)).headers.get('content-type'), path).toBe(type);
    }
  });

  it("If-None-Match with the page's ETag gets 304", async () => {
    const first = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${origin}/`, {
      headers: { 'accept-encoding': 'identity', 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await again.text()).toBe('');
  });

  it("If-None-Match with an asset's ETag gets 304, W/ or in a list too", async () => {
    const path = `${origin}/assets/app-1234.js`;
    const etag = (await fetch(path, { headers: { 'accept-encoding': 'br' } })).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await fetch(path, {
        headers: { 'accept-encoding': 'br', 'if-none-match': header },
      });
      expect(response.status, header).toBe(304);
    }
    const stale = await fetch(path, {
      headers: { 'accept-encoding': 'br', 'if-none-match': '"other"' },
    });
    expect(stale.status).toBe(200);
  });

  it('each encoding has its own ETag, and only its own gets 304', async () => {
    const etagFor = async (encoding: string) =>
      (await fetch(`${origin}/`, { headers: { 'accept-encoding': encoding } })).headers.get(
        'etag',
      )!;
    const [identity = '', br = '', gzip = ''] = await Promise.all(
      ['identity', 'br', 'gzip'].map(etagFor),
    );
    expect(new Set([identity, br, gzip]).size).toBe(3);
    const conditional = (encoding: string, etag: string) =>
      fetch(`${origin}/`, { headers: { 'accept-encoding': encoding, 'if-none-match': etag } });
    expect((await conditional('gzip', gzip)).status).toBe(304);
    expect((await conditional('gzip', br)).status).toBe(200);
    expect((await conditional('identity', gzip)).status).toBe(200);
  });

  it('a changed file gets a new ETag', async () => {
    const etag = async () => (await fetch(`${origin}/robots.txt`)).headers.get('etag');
    const before = await etag();
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    expect(await etag()).not.toBe(before);
  });

  it('the 404 page is never answered with 304', async () => {
    const response = await fetch(`${origin}/gibt-es-nicht`, { headers: { 'if-none-match': '*' } });
    expect(response.status).toBe(404);
  });

  it('gzip;q=0 is not sent gzip', async () => {
    const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(page);
  });

  it('br;q=0.5, gzip;q=0.8 is sent gzip', async () => {
    const response = await fetch(`${origin}/`, {
      headers: { 'accept-encoding': 'br;q=0.5, gzip;q=0.8' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(page);
  });
});

describe('chooseEncoding', () => {
  it('gzip;q=0 is not sent gzip', () => {
    expect(chooseEncoding('gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0, br')).toBe('br');
  });

  it('br;q=0.5, gzip;q=0.8 prefers gzip', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br; q=0.8, gzip ; Q=0.5')).toBe('br');
  });

  it('prefers br on a tie and without weights', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.5')).toBe('br');
  });

  it('* stands for every coding the header does not name', () => {
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('*;q=0.1, gzip')).toBe('gzip');
    expect(chooseEncoding('*;q=0')).toBeUndefined();
  });

  it('identity when nothing acceptable', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate, compress')).toBeUndefined();
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('reads x-gzip as gzip and ignores malformed weights', () => {
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=2, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=abc')).toBeUndefined();
  });
});

it('sends a gzip body that is the file', async () => {
  const { origin, close } = await listen(createSiteServer({ env: {}, root: buildRoot() }));
  try {
    const response = await new Promise<IncomingMessage>((resolve) =>
      get(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe(page);
  } finally {
    await close();
  }
});
