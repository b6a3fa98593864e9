import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_LIMITS, createSiteServer, REQUEST_LIMITS } from '../server/site';
import { listen } from './listen';

// What a client may hold of the npm start server's connections (web/server/site.ts): one that
// sends nothing, one that waits after its answer, and how many at once from one address. Why:
// docs/decisions/0031-production-server-holds.md; the figures of a whole flood come from
// web/scripts/idleSocketsAttack.ts.

function pagesFolder() {
  const root = mkdtempSync(join(tmpdir(), 'site-connections-'));
  writeFileSync(join(root, 'index.html'), '<h1>Start</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Nicht gefunden</h1>');
  return root;
}

/**
 * A raw connection to `origin`, from `localAddress` when given (Linux answers all of
 * 127.0.0.0/8 on loopback, so the server sees another client). `closed` resolves with what
 * arrived and whether the server ended the connection (its FIN or a reset), not this side.
 */
function openConnection(origin: string, localAddress?: string) {
  const { port } = new URL(origin);
  const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress });
  const chunks: Buffer[] = [];
  let byServer = false;
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.once('end', () => (byServer = true));
  socket.on('error', () => (byServer = true));
  const text = () => Buffer.concat(chunks).toString('utf8');
  return {
    socket,
    connected: new Promise<void>((resolve) => socket.once('connect', () => resolve())),
    closed: new Promise<{ text: string; byServer: boolean }>((resolve) =>
      socket.once('close', () => resolve({ text: text(), byServer })),
    ),
    isClosed: () => socket.destroyed,
    text,
    /**
     * Sends GET / on this connection: the status line of the answer, or undefined when the
     * connection closes without one.
     */
    get(host: string) {
      const before = chunks.length;
      const answer = () => Buffer.concat(chunks.slice(before)).toString('utf8');
      return new Promise<string | undefined>((resolve) => {
        if (socket.destroyed) return resolve(undefined);
        const done = () => {
          socket.off('data', arrived);
          socket.off('close', done);
          resolve(/^HTTP\/1\.1 \d{3}/.exec(answer())?.[0]);
        };
        const arrived = () => answer().includes('\r\n\r\n') && done();
        socket.on('data', arrived);
        socket.once('close', done);
        socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      });
    },
  };
}

describe('the npm start server and the connections of a client', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  async function serve(options: Partial<Parameters<typeof createSiteServer>[0]> = {}) {
    const server: Server = createSiteServer({ env: {}, root: pagesFolder(), ...options });
    const { origin, close } = await listen(server);
    closers.push(close);
    return { origin, host: new URL(origin).host, server };
  }

  it('a connection that sends nothing is closed once the header time limit passes', async () => {
    // The header time limit counts from the moment the server accepts a connection, not from
    // its first byte: the server's 408 is the proof that this limit, and nothing else, ended it.
    const { origin } = await serve({
      requestLimits: { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 },
    });
    const silent = openConnection(origin);
    await silent.connected;
    const { text, byServer } = await silent.closed;
    expect(byServer).toBe(true);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text.endsWith('Die Anfrage kam zu langsam.')).toBe(true);
  });

  it('twenty silent connections opened at once after other traffic are all closed with 408', async () => {
    const { origin, host } = await serve({
      // Node's own check far beyond the limit: only the server's timer can close them in time.
      requestLimits: {
        headersTimeout: 300,
        requestTimeout: 60_000,
        connectionsCheckingInterval: 60_000,
      },
    });
    // Traffic first, on connections that end and on one kept alive, as in steady state.
    for (let visit = 0; visit < 5; visit += 1) {
      const visitor = openConnection(origin);
      await visitor.connected;
      expect(await visitor.get(host)).toBe('HTTP/1.1 200');
      visitor.socket.end();
      await visitor.closed;
    }
    const kept = openConnection(origin);
    await kept.connected;
    expect(await kept.get(host)).toBe('HTTP/1.1 200');

    const silent = Array.from({ length: 20 }, () => openConnection(origin));
    const ends = await Promise.all(silent.map((connection) => connection.closed));
    for (const { text, byServer } of ends) {
      expect(byServer).toBe(true);
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
    }
    // A connection that asked in time keeps its answer.
    expect(kept.isClosed()).toBe(false);
    kept.socket.destroy();
  });

  it('an idle keep-alive connection is closed once the keep-alive time limit passes', async () => {
    const defaults = await serve();
    expect(defaults.server.keepAliveTimeout).toBe(REQUEST_LIMITS.keepAliveTimeout);
    const told = await fetch(`${defaults.origin}/`);
    await told.arrayBuffer();
    expect(told.headers.get('keep-alive')).toBe(
      `timeout=${REQUEST_LIMITS.keepAliveTimeout / 1000}`,
    );

    // A short limit, and header limits far beyond it: only the keep-alive limit can end it.
    const { origin, host } = await serve({ requestLimits: { keepAliveTimeout: 200 } });
    const visitor = openConnection(origin);
    await visitor.connected;
    expect(await visitor.get(host)).toBe('HTTP/1.1 200');
    const { text, byServer } = await visitor.closed;
    expect(byServer).toBe(true);
    // One answer, kept alive, then the end: no 408, no second answer.
    expect(text.match(/^HTTP\/1\.1 /gm)).toHaveLength(1);
    expect(text).toMatch(/^connection: keep-alive\r$/im);
  });

  it('closes a connection past the per-address cap at once, and answers the others', async () => {
    expect(CONNECTION_LIMITS.perAddress).toBeGreaterThanOrEqual(64);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const perAddress = 8;
    const { origin, host, server } = await serve({ connectionLimits: { perAddress } });
    // Many idle connections from one address, each connected before the next, so the server
    // accepts them in this order.
    const flood = [];
    for (let index = 0; index < 100; index += 1) {
      const connection = openConnection(origin, '127.0.0.2');
      await connection.connected;
      flood.push(connection);
    }
    const [held, past] = [flood.slice(0, perAddress), flood.slice(perAddress)];
    // Each past the cap is closed by the server without a byte; the server holds the others.
    for (const connection of past)
      expect(await connection.closed).toEqual({ text: '', byServer: true });
    const open = await new Promise<number>((resolve, reject) =>
      server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
    expect(open).toBe(perAddress);
    expect(held.some((connection) => connection.isClosed())).toBe(false);
    // Another client is answered meanwhile, and so is each held connection.
    expect((await fetch(`${origin}/`)).status).toBe(200);
    for (const connection of held) expect(await connection.get(host)).toBe('HTTP/1.1 200');
    // One line in the log for the whole flood.
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toMatch(/^127\.0\.0\.2 holds 8 connections/);
    warn.mockRestore();
    for (const connection of held) connection.socket.destroy();
  });

  it('a connection that ends gives its place back to its address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { origin, host } = await serve({ connectionLimits: { perAddress: 2 } });
    const first = openConnection(origin, '127.0.0.2');
    await first.connected;
    const second = openConnection(origin, '127.0.0.2');
    await second.connected;
    const third = openConnection(origin, '127.0.0.2');
    expect(await third.closed).toEqual({ text: '', byServer: true });
    first.socket.destroy();
    // Once the server has seen the first close, a new connection of the address is answered.
    await vi.waitFor(async () => {
      const again = openConnection(origin, '127.0.0.2');
      await again.connected;
      const status = await again.get(host);
      again.socket.destroy();
      expect(status).toBe('HTTP/1.1 200');
    });
    expect(await second.get(host)).toBe('HTTP/1.1 200');
    second.socket.destroy();
    vi.restoreAllMocks();
  });
});
