import { mkdtempSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_EMAILJS_IDS } from '../src/features/contact/localMailbox';
import { lockForProcess } from '../local-stack/processLock';
import { createLocalDatabase, type LocalDatabase } from '../local-stack/localDatabase';
import { createMailboxEndpoint, type MailboxOptions } from '../local-stack/mailboxEndpoint';
import { createRpcEndpoint } from '../local-stack/rpcEndpoint';
import {
  BodyTooLargeError,
  clientAddress,
  createRateLimiter,
  rateLimitKey,
  readLimitedAnswer,
} from '../server/requestLimits';
import { abortMidBody } from './hostileTraffic';
import { listen, type Endpoint } from './listen';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  vi.restoreAllMocks();
});

/**
 * Serves the endpoint as serveEndpoint does, and counts: `started` the requests it was handed,
 * `settled` those whose handling has ended, however.
 */
async function serve(endpoint: Endpoint) {
  const handled = { started: 0, settled: 0, failures: [] as unknown[] };
  const server = await listen((req, res) => {
    handled.started += 1;
    endpoint(req, res)
      .then((owned) => owned || res.writeHead(404).end())
      .catch((error: unknown) => handled.failures.push(error))
      .finally(() => (handled.settled += 1));
  });
  closers.push(server.close);
  return { origin: server.origin, handled };
}

const newDir = () => mkdtempSync(join(tmpdir(), 'limits-'));
const message = {
  user_id: LOCAL_EMAILJS_IDS.publicKey,
  service_id: LOCAL_EMAILJS_IDS.serviceId,
  template_id: LOCAL_EMAILJS_IDS.templateId,
  template_params: { message: 'Hallo' },
};

async function serveMailbox(options: MailboxOptions) {
  const { origin, handled } = await serve(createMailboxEndpoint(options));
  const send = () =>
    fetch(`${origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
  return { origin, handled, send };
}

describe('the mailbox within its limits', () => {
  it('a full mailbox refuses with 507 and a German message, by count or by size', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const byCount = await serveMailbox({ dir: newDir(), maxMessages: 2 });
    expect((await byCount.send()).status).toBe(200);
    expect((await byCount.send()).status).toBe(200);
    const full = await byCount.send();
    expect(full.status).toBe(507);
    expect(await full.text()).toBe(
      'Das lokale Postfach ist voll. Bitte ältere Nachrichten löschen und erneut senden.',
    );

    // Room for one message of 207 bytes: the byte cap counts the message to be written.
    const bySize = await serveMailbox({ dir: newDir(), maxBytes: 300 });
    expect((await bySize.send()).status).toBe(200);
    expect((await bySize.send()).status).toBe(507);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a client that aborts a message ends it quietly: the server that owns the connection logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { origin, handled } = await serveMailbox({ dir: newDir() });
    await abortMidBody(origin, '/api/v1.0/email/send', () =>
      vi.waitFor(() => expect(handled.started).toBe(1)),
    );
    await vi.waitFor(() => expect(handled.settled).toBe(1));
    expect(handled.failures).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

/** A database that never opens, as when another process holds its folder. */
const unavailable: LocalDatabase = {
  get: () => Promise.reject(new Error('in use')),
  close: async () => {},
};

const callRpc = (origin: string, body = '{}') =>
  fetch(`${origin}/rest/v1/rpc/register_email_subscriber`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('the rpc endpoint within its limits', () => {
  it('a body over 64 KB gets 413, before the database is asked', async () => {
    const { origin } = await serve(createRpcEndpoint(unavailable));
    const refused = await callRpc(origin, JSON.stringify({ email: 'x'.repeat(64 * 1024) }));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ code: 'PGRST413' });
  });

  it('a 503 from the rpc endpoint names no path or process id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dataDir = join(newDir(), 'pglite');
    const release = lockForProcess(`${dataDir}.lock`);
    const database = createLocalDatabase(dataDir);
    closers.push(async () => release());
    const { origin } = await serve(createRpcEndpoint(database));

    const response = await callRpc(origin);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      code: 'PGRST000',
      message: 'Could not connect with the database',
      details: null,
      hint: null,
    });
    expect(body).not.toContain(String(process.pid));
    expect(body).not.toContain(tmpdir());
    // The server's log keeps the reason.
    expect(String(error.mock.calls[0]?.[0])).toContain(String(process.pid));
  });

  it('a client that aborts a call ends it quietly: the server that owns the connection logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { origin, handled } = await serve(createRpcEndpoint(unavailable));
    await abortMidBody(origin, '/rest/v1/rpc/register_email_subscriber', () =>
      vi.waitFor(() => expect(handled.started).toBe(1)),
    );
    await vi.waitFor(() => expect(handled.settled).toBe(1));
    expect(handled.failures).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('readLimitedAnswer', () => {
  it('returns an answer within the limit', async () => {
    const body = await readLimitedAnswer(new Response('{"result":1}'), 64);
    expect(body.toString()).toBe('{"result":1}');
  });

  it('refuses an answer announced, or read, past the limit', async () => {
    const announced = new Response('x'.repeat(10), { headers: { 'content-length': '100' } });
    await expect(readLimitedAnswer(announced, 64)).rejects.toBeInstanceOf(BodyTooLargeError);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(32));
      },
    });
    await expect(readLimitedAnswer(new Response(endless), 64)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    // It stopped reading once past the limit, instead of fetching the rest.
    expect(pulled).toBeLessThan(6);
  });
});

describe('what a rate limit counts a client by', () => {
  it('an IPv6 address by its /64, however it is written', () => {
    const network = '2001:0db8:0001:0002::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:7',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2::10.0.0.1',
    ])
      expect(rateLimitKey(address)).toBe(network);
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64');
    expect(rateLimitKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(rateLimitKey('fe80::1')).toBe('fe80:0000:0000:0000::/64');
  });

  it('an IPv4 address as itself, mapped into IPv6 or not', () => {
    expect(rateLimitKey('192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitKey('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('a /64 shares one budget: new addresses in it get no new requests', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => 0 });
    const from = (remoteAddress: string) =>
      limiter.take(clientAddress({ socket: { remoteAddress } } as IncomingMessage));
    const answers = [1, 2, 3, 4, 5].map((host) => from(`2001:db8:1:2::${host}`));
    expect(answers).toEqual([undefined, undefined, undefined, 60, 60]);
    expect(from('2001:db8:1:3::1')).toBeUndefined();
  });
});
