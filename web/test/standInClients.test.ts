import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createGroqEndpoint, type GroqEndpointOptions } from '../local-stack/groqEndpoint';
import { seedDir } from '../server/paths';
import { getQuery, listenPath, postQuery, send, slowToParse } from './hostileTraffic';
import { serveEndpoint } from './listen';
import { localContentClient, seedFolder } from './localContent';

// Clients as the stand-ins tell them apart on one machine (web/local-stack/clients.ts): a script
// sends no Origin, the local Studio's pages send theirs.
const STUDIO = { origin: 'http://localhost:3333' };
const token = 'clients-token-for-tests';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function serveGroq(options: GroqEndpointOptions = {}, seed = seedDir) {
  const endpoint = createGroqEndpoint(seed, options);
  let arrived = 0;
  const server = await serveEndpoint((req, res) => {
    arrived += 1;
    return endpoint(req, res);
  });
  closers.push(async () => {
    await endpoint.close();
    await server.close();
  });
  return { origin: server.origin, arrived: () => arrived };
}

/** Opens a listener's stream; resolves its status, with close() to end it. */
function openListener(origin: string, query: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: () => string; close: () => void }>((resolve) => {
    const req = request(`${origin}${getQuery(query, {}, listenPath).path}`, { headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('error', () => {});
      resolve({ status: res.statusCode ?? 0, text: () => text, close: () => res.destroy() });
    });
    req.on('error', () => resolve({ status: 0, text: () => '', close: () => {} }));
    req.end();
  });
}

describe('one client’s flood and the other clients of the local Content Lake', () => {
  it('a flood of parse bombs from one client leaves another client’s query its turn', async () => {
    // Each bomb holds the worker until the time limit, a shorter one here.
    const served = await serveGroq({ limits: { cpuTimeLimitMs: 500 } });
    const bomb = postQuery(JSON.stringify({ ...slowToParse.inBody }));
    // As the attacker sent them: 34, each holding the worker until its time limit.
    const flood = Array.from({ length: 34 }, () => send(served.origin, bomb).answer);
    await expect.poll(served.arrived).toBe(34);
    const studio = await fetch(`${served.origin}${getQuery('count(*)').path}`, { headers: STUDIO });
    expect(studio.status).toBe(200);
    expect(await studio.json()).toMatchObject({ result: expect.any(Number) });
    // The flood itself held one running place and its client's few waiting ones.
    const answers = await Promise.all(flood);
    const busy = answers.filter(({ text }) => text.includes('serverBusy'));
    expect(busy.length).toBeGreaterThanOrEqual(34 - 1 - 4);
  });
});

describe('the listeners of one client and the others', () => {
  it('a client past its listeners gets 429 in words, and another client still gets one', async () => {
    const served = await serveGroq({ listenLimits: { maxPerClient: 3 } });
    const held = [];
    for (let index = 0; index < 3; index++) held.push(await openListener(served.origin, '*'));
    expect(held.map(({ status }) => status)).toEqual([200, 200, 200]);
    const refused = await fetch(`${served.origin}${getQuery('*', {}, listenPath).path}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { type: 'tooManyListeners' } });
    const studio = await openListener(served.origin, '*', STUDIO);
    expect(studio.status).toBe(200);
    for (const listener of [...held, studio]) listener.close();
  });

  it('the Studio, one client for all its tabs, gets the 16 listeners it was seen to hold', async () => {
    // Measured in web/e2e/studio.spec.ts: fewer places left a tab's document read-only, its
    // listener refused and the Studio waiting to reconnect.
    const served = await serveGroq();
    const tabs = await Promise.all(
      Array.from({ length: 16 }, () => openListener(served.origin, '*', STUDIO)),
    );
    expect(tabs.map(({ status }) => status)).toEqual(Array(16).fill(200));
    for (const listener of tabs) listener.close();
  });

  it('a listener whose filter cannot be evaluated is told so with an error event, not left silent', async () => {
    const seed = seedFolder([{ _id: 'homePage', _type: 'homePage', title: 'a' }]);
    const served = await serveGroq({ previewToken: token }, seed);
    // Parsed and checked when it opens; groq-js cannot evaluate it over a document.
    const failingFilter = '*[geo::distance(title, 1) > 0]';
    const listener = await openListener(served.origin, failingFilter);
    expect(listener.status).toBe(200);
    const editor = localContentClient(served.origin, { token });
    await editor.patch('homePage').set({ title: 'b' }).commit();
    await expect.poll(listener.text).toContain('event: channelError');
    listener.close();
  });
});
