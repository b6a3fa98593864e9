import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDatabase } from '../local-stack/localDatabase';
import { createLocalStack, type LocalStack } from '../local-stack/localStack';
import { LOCAL_EMAILJS_IDS } from '../src/features/contact/localMailbox';
import { seedDir } from '../server/paths';
import { queryPath } from './hostileTraffic';
import { listen, serveEndpoint } from './listen';
import { startSiteProcess } from './siteProcess';

type Answer = { status: number; text: string };

/** A request as a browser or a script sends it, with the Host and Origin it chooses. */
function send(
  origin: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };
const registration = (sessionId = randomUUID()) =>
  JSON.stringify({
    email: `${randomUUID()}@example.de`,
    session_id: sessionId,
    newsletter_opted_in: false,
  });
const mail = JSON.stringify({
  service_id: LOCAL_EMAILJS_IDS.serviceId,
  template_id: LOCAL_EMAILJS_IDS.templateId,
  user_id: LOCAL_EMAILJS_IDS.publicKey,
  template_params: { name: 'Anna' },
});

describe('the stand-ins and the web pages in the developer’s browser', () => {
  let folder: string;
  let stack: LocalStack;
  let origin: string;
  let port: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'stand-in-guards-'));
    stack = createLocalStack({
      env: {},
      seedDir,
      pgliteDir: join(folder, 'pglite'),
      mailboxDir: join(folder, 'mailbox'),
    });
    ({ origin, close } = await serveEndpoint(stack));
    port = new URL(origin).port;
  });
  afterAll(async () => {
    await close();
    await stack.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const writes = () => [
    { path: '/rest/v1/rpc/register_email_subscriber', body: registration() },
    { path: '/api/v1.0/email/send', body: mail },
    { path: queryPath.replace('/query/', '/mutate/'), body: '{"mutations":[]}' },
  ];

  it('refuses a Host that is not this machine’s on every stand-in (DNS rebinding)', async () => {
    const reads = [
      `${queryPath}?query=count(*)`,
      '/v2025-02-19/users/me',
      '/images/local/production/x-1x1.png',
      // Any version the endpoints take, not only a digit's.
      queryPath.replace(/^\/v[^/]+/, '/vX') + '?query=*[0]',
    ];
    for (const path of reads) {
      const rebound = await send(origin, path, { headers: { host: `attacker.example:${port}` } });
      expect([path, rebound.status]).toEqual([path, 403]);
    }
    for (const { path, body } of writes()) {
      const rebound = await send(origin, path, {
        method: 'POST',
        headers: { ...json, host: `attacker.example:${port}` },
        body,
      });
      expect([path, rebound.status]).toEqual([path, 403]);
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const own = await send(origin, `${queryPath}?query=count(*)`, { headers: { host } });
      expect([host, own.status]).toEqual([host, 200]);
    }
  });

  it('refuses a write from another site’s page, and takes the site’s own and the Studio’s', async () => {
    for (const { path, body } of writes()) {
      const foreign = await send(origin, path, {
        method: 'POST',
        headers: { ...json, origin: 'https://attacker.example' },
        body,
      });
      expect([path, foreign.status]).toEqual([path, 403]);
    }
    const own = await send(origin, '/rest/v1/rpc/register_email_subscriber', {
      method: 'POST',
      headers: { ...json, origin },
      body: registration(),
    });
    expect(own.status).toBe(200);
    const mailed = await send(origin, '/api/v1.0/email/send', {
      method: 'POST',
      headers: { ...json, origin: `http://localhost:${port}`, host: `localhost:${port}` },
      body: mail,
    });
    expect(mailed.status).toBe(200);
    const studio = await send(origin, queryPath.replace('/query/', '/mutate/'), {
      method: 'POST',
      headers: { ...json, origin: 'http://localhost:3333' },
      body: JSON.stringify({
        mutations: [{ createOrReplace: { _id: 'drafts.x', _type: 'page' } }],
      }),
    });
    expect(studio.status).toBe(200);
    // A read from another page is no write: it passes, as Sanity's CORS would decide.
    const read = await send(origin, `${queryPath}?query=count(*)`, {
      headers: { origin: 'https://attacker.example' },
    });
    expect(read.status).toBe(200);
  });

  it('answers the 11th rating of a session with 429, and a rating that is no integer with 400', async () => {
    const sessionId = randomUUID();
    const rpc = (name: string, body: unknown) =>
      send(origin, `/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(body),
      });
    expect(
      (await rpc('register_email_subscriber', JSON.parse(registration(sessionId)))).status,
    ).toBe(200);
    for (const rating of ['5', 4.5, true]) {
      const refused = await rpc('record_call_rating', { session_id: sessionId, rating });
      expect([rating, refused.status]).toEqual([rating, 400]);
    }
    // The function's own SQL refuses what is out of range.
    for (const rating of [0, 6]) {
      const refused = await rpc('record_call_rating', { session_id: sessionId, rating });
      expect([rating, refused.status, JSON.parse(refused.text).code]).toEqual([
        rating,
        400,
        '22023',
      ]);
    }
    for (let count = 0; count < 10; count++)
      expect((await rpc('record_call_rating', { session_id: sessionId, rating: 5 })).status).toBe(
        200,
      );
    const eleventh = await rpc('record_call_rating', { session_id: sessionId, rating: 5 });
    expect(eleventh.status).toBe(429);
    expect(JSON.parse(eleventh.text)).toMatchObject({ code: 'PT429' });
  });
});

describe('the local database on a thread of its own', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'database-thread-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lets the server answer while the database opens and while a statement runs', async () => {
    const server = await listen(createServer((_req, res) => res.end('home')));
    const database = createLocalDatabase(join(folder, 'pglite'));
    try {
      let opened = false;
      const opening = database.get().then((db) => ((opened = true), db));
      // PGlite creates the folder synchronously for seconds; on the server's thread this
      // request would be answered only after that.
      expect(await (await fetch(server.origin)).text()).toBe('home');
      expect(opened).toBe(false);
      const db = await opening;
      // pg_sleep holds the thread PGlite runs on for all its time.
      let slept = false;
      const sleeping = db.query('select pg_sleep(1)').then(() => (slept = true));
      expect(await (await fetch(server.origin)).text()).toBe('home');
      await new Promise((resolve) => setImmediate(resolve));
      expect(slept).toBe(false);
      await sleeping;
    } finally {
      await database.close();
      await server.close();
    }
  });

  it('keeps every registration it acknowledged when its process is killed (kill -9)', async () => {
    const pgliteDir = join(folder, 'crash');
    const site = await startSiteProcess({ stack: 'npm start', pgliteDir });
    const emails = Array.from({ length: 5 }, () => `${randomUUID()}@example.de`);
    for (const email of emails) {
      const answer = await send(site.origin, '/rest/v1/rpc/register_email_subscriber', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, session_id: randomUUID(), newsletter_opted_in: false }),
      });
      expect(answer.status).toBe(200);
    }
    await site.kill();
    // The lock the killed process left is taken over (web/local-stack/processLock.ts).
    const database = createLocalDatabase(pgliteDir);
    try {
      const db = await database.get();
      const { rows } = await db.query<{ email: string }>(
        'select email from public.email_subscribers where email = any($1)',
        [emails],
      );
      expect(rows.map(({ email }) => email).sort()).toEqual([...emails].sort());
    } finally {
      await database.close();
    }
  });
});
