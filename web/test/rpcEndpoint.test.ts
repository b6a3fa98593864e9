import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalDatabase, type LocalDatabase } from '../local-stack/localDatabase';
import { createRpcEndpoint } from '../local-stack/rpcEndpoint';
import {
  createCookieJar,
  EMAIL_COOKIE,
  SESSION_COOKIE,
} from '../src/features/voice/subscribers/cookies';
import type { Database } from '../src/features/voice/subscribers/database.types';
import {
  createSubscriberClient,
  LOCAL_ANON_KEY,
  subscriberDatabase,
} from '../src/features/voice/subscribers/subscriberClient';
import { createSubscriberStore } from '../src/features/voice/subscribers/subscriberStore';
import { serveEndpoint } from './listen';
import { FakeCookieDocument } from './subscriberFakes';

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

const registerArgs = (email = `${randomUUID()}@example.de`) => ({
  email,
  session_id: randomUUID(),
  newsletter_opted_in: true,
});

describe('the local rpc endpoint with supabase-js', () => {
  let folder: string;
  let database: LocalDatabase;
  let origin: string;
  let close: () => Promise<void>;
  let client: SupabaseClient<Database>;

  const ownerQuery = async <Row>(sql: string, params: unknown[] = []) =>
    (await (await database.get()).query<Row>(sql, params)).rows;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'rpc-endpoint-'));
    database = createLocalDatabase(join(folder, 'pglite'));
    const endpoint = createRpcEndpoint(database);
    ({ origin, close } = await serveEndpoint(endpoint));
    await database.get();
    client = await createSubscriberClient({ url: origin, anonKey: LOCAL_ANON_KEY });
  });
  afterAll(async () => {
    await close();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("stores a consented e-mail and counts the visitor's return, as the widget will", async () => {
    const doc = new FakeCookieDocument();
    const cookies = createCookieJar(doc, { secure: false });
    const store = createSubscriberStore({
      database: () => subscriberDatabase(client),
      cookies,
      newSessionId: randomUUID,
    });
    const email = `Anna.${randomUUID()}@Example.de`;

    expect(await store.registerConsentedEmail(email, true)).toBe('stored');
    expect(store.readStoredEmail()).toBe(email.toLowerCase());
    expect(await store.recordReturningSession()).toBe('recorded');

    expect(
      await ownerQuery(
        'select session_id, newsletter_opted_in, session_count from public.email_subscribers where email = $1',
        [email.toLowerCase()],
      ),
    ).toEqual([
      { session_id: cookies.read(SESSION_COOKIE), newsletter_opted_in: true, session_count: 2 },
    ]);
    expect(cookies.read(EMAIL_COOKIE)).toBe(email.toLowerCase());
  });

  it('answers register with the caller’s row and record with a boolean, like PostgREST', async () => {
    const args = registerArgs();
    const registered = await client.rpc('register_email_subscriber', args);
    expect(registered).toMatchObject({ status: 200, error: null });
    expect(registered.data).toEqual({
      ...args,
      consent_given_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      consent_version: '1.0',
      created_at: registered.data?.consent_given_at,
      last_session: registered.data?.consent_given_at,
      session_count: 1,
    });

    const recorded = await client.rpc('record_returning_session', {
      email: args.email,
      session_id: args.session_id,
    });
    expect(recorded).toMatchObject({ status: 200, data: true, error: null });
    const stranger = await client.rpc('record_returning_session', {
      email: args.email,
      session_id: randomUUID(),
    });
    expect(stranger).toMatchObject({ status: 200, data: false, error: null });
  });

  it('loses none of 200 concurrent registrations', async () => {
    const batch = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        client.rpc('register_email_subscriber', registerArgs(`many-${index}-${batch}@example.de`)),
      ),
    );
    expect(results.filter(({ error, data }) => error || !data)).toEqual([]);
    expect(
      await ownerQuery<{ stored: number }>(
        'select count(*)::int as stored from public.email_subscribers where email like $1',
        [`many-%-${batch}@example.de`],
      ),
    ).toEqual([{ stored: 200 }]);
    // What counts is that none is lost; on a busy two-core machine 200 checked inserts take longer
    // than the default five seconds.
  });

  it('reports invalid input with status 400 and the database’s error', async () => {
    const badUuid = await client.rpc('register_email_subscriber', {
      ...registerArgs(),
      session_id: 'not-a-uuid',
    });
    expect(badUuid).toMatchObject({ status: 400, data: null, error: { code: '22P02' } });

    const tooLong = await client.rpc(
      'register_email_subscriber',
      registerArgs(`${'a'.repeat(250)}@example.de`),
    );
    expect(tooLong).toMatchObject({
      status: 400,
      error: {
        code: '22023',
        message: 'email is too long',
        details: 'An e-mail address has at most 254 characters.',
        hint: null,
      },
    });
  });

  it('answers 404 for an unknown function or arguments, 401 for a function anon may not run', async () => {
    const unknown = await (client as SupabaseClient).rpc('drop_everything', {});
    expect(unknown).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    const wrongArguments = await (client as SupabaseClient).rpc('register_email_subscriber', {
      email: 'a@example.de',
    });
    expect(wrongArguments).toMatchObject({ status: 404, error: { code: 'PGRST202' } });

    await (
      await database.get()
    ).exec(
      `create function public.owner_only() returns int language sql as 'select 1';
       revoke all on function public.owner_only() from public, anon`,
    );
    const forbidden = await (client as SupabaseClient).rpc('owner_only');
    expect(forbidden).toMatchObject({ status: 401, error: { code: '42501' } });
  });

  it('never runs request text as SQL', async () => {
    const attempts = [
      ['register_email_subscriber"(); drop table public.email_subscribers; --', {}],
      ['record_returning_session', { 'email text); drop table public.email_subscribers; --': 1 }],
    ] as const;
    for (const [name, args] of attempts) {
      const result = await (client as SupabaseClient).rpc(name, args);
      expect(result).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    }
    expect(
      await ownerQuery("select to_regclass('public.email_subscribers') is not null as kept"),
    ).toEqual([{ kept: true }]);
  });

  describe('over plain HTTP', () => {
    const rpcUrl = (name: string) => `${origin}/rest/v1/rpc/${name}`;
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(rpcUrl('register_email_subscriber'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });

    it('answers the CORS preflight of a page on another origin', async () => {
      const response = await fetch(rpcUrl('register_email_subscriber'), {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey, authorization, content-profile, content-type',
        },
      });
      expect(response.status).toBe(204);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'apikey, authorization, content-profile, content-type',
      });
      const answer = await post(JSON.stringify(registerArgs()));
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    });

    it.each([
      ['malformed JSON', () => post('{"email": '), 400, 'PGRST102'],
      ['arguments that are no object', () => post('["a@example.de"]'), 400, 'PGRST102'],
      [
        'a body over 64 KB',
        () => post(JSON.stringify({ email: 'a'.repeat(70_000) })),
        413,
        'PGRST413',
      ],
      ['another schema', () => post('{}', { 'content-profile': 'private' }), 406, 'PGRST106'],
      ['GET', () => fetch(rpcUrl('register_email_subscriber')), 405, 'PGRST117'],
    ])('refuses %s with PostgREST’s error body', async (_case, request, status, code) => {
      const response = await request();
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual({
        code,
        message: expect.any(String),
        details: expect.toSatisfy((details) => details === null || typeof details === 'string'),
        hint: null,
      });
    });

    it('leaves other paths to the next handler', async () => {
      expect((await fetch(`${origin}/rest/v1/email_subscribers`)).status).toBe(404);
      expect(await (await fetch(`${origin}/rest/v1/email_subscribers`)).text()).toBe('');
    });
  });
});
