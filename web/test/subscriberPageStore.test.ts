import type { IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY } from '../src/features/voice/subscribers/subscriberClient';
import { listen } from './listen';
import { FakeCookieDocument } from './subscriberFakes';

type Received = { path: string; apikey: string | undefined; args: Record<string, unknown> };

async function readJson(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

describe("the page's subscriber functions", () => {
  const received: Received[] = [];
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // Stands in for the rpc endpoint: answers register with the row, record with true.
    ({ origin, close } = await listen((req, res) => {
      void readJson(req).then((args) => {
        const path = req.url ?? '';
        received.push({ path, apikey: req.headers.apikey as string | undefined, args });
        const body = path.endsWith('/register_email_subscriber') ? { ...args } : true;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    }));
  });
  afterAll(() => close());
  afterEach(() => {
    received.length = 0;
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  /** The module as a fresh page loads it, without Supabase variables. */
  async function loadPage(protocol: 'http:' | 'https:') {
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    // Node 20 has no WebSocket, which supabase-js's realtime client looks up when it is created;
    // rpc() never opens one, and this stand-in would say so.
    vi.stubGlobal(
      'WebSocket',
      class {
        constructor() {
          throw new Error('rpc() must not open a WebSocket');
        }
      },
    );
    const doc = new FakeCookieDocument();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', { location: { origin, protocol } });
    vi.resetModules();
    return { doc, page: await import('../src/features/voice/subscribers/pageStore') };
  }

  it("reach the local endpoint at the page's origin and keep the visitor in cookies", async () => {
    const { doc, page } = await loadPage('http:');
    expect(page.readStoredEmail()).toBeNull();

    expect(await page.registerConsentedEmail('Anna@Example.de', true)).toBe('stored');
    expect(page.readStoredEmail()).toBe('anna@example.de');
    expect(await page.recordReturningSession()).toBe('recorded');

    const sessionId = received[0]?.args.session_id;
    expect(sessionId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(received).toEqual([
      {
        path: '/rest/v1/rpc/register_email_subscriber',
        apikey: LOCAL_ANON_KEY,
        args: { email: 'anna@example.de', session_id: sessionId, newsletter_opted_in: true },
      },
      {
        path: '/rest/v1/rpc/record_returning_session',
        apikey: LOCAL_ANON_KEY,
        args: { email: 'anna@example.de', session_id: sessionId },
      },
    ]);
    expect(doc.writes.some((written) => written.includes('Secure'))).toBe(false);
  });

  it('set Secure cookies on an https page', async () => {
    const { doc, page } = await loadPage('https:');
    expect(await page.registerConsentedEmail('anna@example.de', false)).toBe('stored');
    expect(doc.writes).toHaveLength(2);
    expect(doc.writes.every((written) => written.endsWith('; SameSite=Lax; Secure'))).toBe(true);
  });
});
