import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BAD_REQUEST_TEXT,
  createSiteServer,
  REQUEST_LIMITS,
  SERVER_ERROR_TEXT,
  type ExtraHandler,
} from '../server/site';
import { listen } from './listen';
import { rawRequest } from './rawHttp';

const page = '<h1>Start</h1>'.repeat(50);

function buildRoot() {
  const root = mkdtempSync(join(tmpdir(), 'site-hardening-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), page);
  writeFileSync(join(root, '404.html'), '<h1>Nicht gefunden</h1>');
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)'.repeat(200));
  return root;
}

/**
 * A stand-in as web/local-stack/ has them: /boom fails with an error that names a file of the
 * server, /slow answers in two parts, /upload reads the whole body before it answers.
 */
const standIn: ExtraHandler = async (req, res) => {
  if (req.url === '/boom') {
    throw new Error(`cannot open /srv/secret/config.json (pid ${process.pid})`);
  }
  if (req.url === '/slow') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.write('erster Teil');
    await new Promise((resolve) => setTimeout(resolve, 300));
    res.end('zweiter Teil');
    return true;
  }
  if (req.url === '/upload') {
    for await (const chunk of req as IncomingMessage) void chunk;
    res.writeHead(204).end();
    return true;
  }
  return false;
};

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
    await new Promise((resolve) => setTimeout(resolve, 100));
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
    await new Promise((resolve) => setTimeout(resolve, 400));
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
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    // Whatever the handler's error caused afterwards has had its turn by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    const line = String(warn.mock.calls[0]![0]);
    expect(line).toBe('Request aborted by the client: POST /upload');
  });
});
