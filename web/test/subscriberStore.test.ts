import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCookieJar,
  EMAIL_COOKIE,
  SESSION_COOKIE,
} from '../src/features/voice/subscribers/cookies';
import type { EmailSubscriberRow } from '../src/features/voice/subscribers/database.types';
import { resolveServices, ServiceConfigError, type ServiceEnv } from '../src/config/services';
import {
  LOCAL_ANON_KEY,
  supabaseConfig,
  type SubscriberDatabase,
} from '../src/features/voice/subscribers/subscriberClient';
import { createSubscriberStore } from '../src/features/voice/subscribers/subscriberStore';
import { FakeCookieDocument } from './subscriberFakes';

const SESSION_ID = '0b7d1c4e-8f7a-4f0e-9d38-2f6c1f4f9a11';
const refused = { data: null, error: { message: 'TypeError: fetch failed', code: '' } };

function row(email: string, sessionId: string): EmailSubscriberRow {
  const now = new Date().toISOString();
  return {
    email,
    session_id: sessionId,
    newsletter_opted_in: true,
    consent_given_at: now,
    consent_version: '1.0',
    created_at: now,
    last_session: now,
    session_count: 1,
  };
}

function setUp({
  database = {},
  acceptsCookies = true,
}: { database?: Partial<SubscriberDatabase>; acceptsCookies?: boolean } = {}) {
  const doc = new FakeCookieDocument(acceptsCookies);
  const cookies = createCookieJar(doc, { secure: false });
  const calls: { fn: string; args: object }[] = [];
  const fake: SubscriberDatabase = {
    register: async (args) => {
      calls.push({ fn: 'register', args });
      return database.register ? database.register(args) : { data: null, error: null };
    },
    recordReturningSession: async (args) => {
      calls.push({ fn: 'recordReturningSession', args });
      return database.recordReturningSession
        ? database.recordReturningSession(args)
        : { data: null, error: null };
    },
    rateCall: async (args) => {
      calls.push({ fn: 'rateCall', args });
      return database.rateCall ? database.rateCall(args) : { data: true, error: null };
    },
  };
  const store = createSubscriberStore({
    database: () => fake,
    cookies,
    newSessionId: () => SESSION_ID,
  });
  return { store, cookies, calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registerConsentedEmail', () => {
  it('sets both cookies and registers the same e-mail and session: stored', async () => {
    const { store, cookies, calls } = setUp({
      database: {
        register: async (args) => ({ data: row(args.email, args.session_id), error: null }),
      },
    });

    expect(await store.registerConsentedEmail(' Anna@Example.de ', true)).toBe('stored');
    expect(calls).toEqual([
      {
        fn: 'register',
        args: { email: 'anna@example.de', session_id: SESSION_ID, newsletter_opted_in: true },
      },
    ]);
    expect(cookies.read(SESSION_COOKIE)).toBe(SESSION_ID);
    expect(cookies.read(EMAIL_COOKIE)).toBe('anna@example.de');
    expect(store.readStoredEmail()).toBe('anna@example.de');
  });

  it('counts a database failure with the cookies set as success: cookie-only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, cookies } = setUp({ database: { register: async () => refused } });
    expect(await store.registerConsentedEmail('anna@example.de', true)).toBe('cookie-only');
    expect(cookies.read(EMAIL_COOKIE)).toBe('anna@example.de');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reports failure when neither the database nor the cookies kept it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = setUp({ database: { register: async () => refused }, acceptsCookies: false });
    expect(await store.registerConsentedEmail('anna@example.de', true)).toBe('failed');
  });

  it('is stored when only the database kept it', async () => {
    const { store } = setUp({
      database: {
        register: async (args) => ({ data: row(args.email, args.session_id), error: null }),
      },
      acceptsCookies: false,
    });
    expect(await store.registerConsentedEmail('anna@example.de', false)).toBe('stored');
  });

  it('refuses an empty or over-long e-mail without touching cookies or database', async () => {
    const { store, cookies, calls } = setUp();
    expect(await store.registerConsentedEmail('   ', true)).toBe('failed');
    expect(await store.registerConsentedEmail(`${'a'.repeat(244)}@example.de`, true)).toBe(
      'failed',
    );
    expect(calls).toEqual([]);
    expect(cookies.read(SESSION_COOKIE)).toBeNull();
  });

  it('rejects on the unexpected, e.g. a broken configuration', async () => {
    const store = createSubscriberStore({
      database: () => {
        throw new ServiceConfigError(
          'Supabase',
          ['VITE_SUPABASE_ANON_KEY'],
          'incomplete',
          'Supabase is only partly configured',
        );
      },
      cookies: createCookieJar(new FakeCookieDocument(), { secure: false }),
      newSessionId: () => SESSION_ID,
    });
    await expect(store.registerConsentedEmail('anna@example.de', true)).rejects.toThrow(
      ServiceConfigError,
    );
  });
});

describe('recordReturningSession', () => {
  const registered = async (database: Partial<SubscriberDatabase>) => {
    const setup = setUp({ database });
    setup.cookies.write(EMAIL_COOKIE, 'anna@example.de');
    setup.cookies.write(SESSION_COOKIE, SESSION_ID);
    return setup;
  };

  it("records the session of the cookies' e-mail and session id", async () => {
    const { store, calls } = await registered({
      recordReturningSession: async () => ({ data: true, error: null }),
    });
    expect(await store.recordReturningSession()).toBe('recorded');
    expect(calls).toEqual([
      {
        fn: 'recordReturningSession',
        args: { email: 'anna@example.de', session_id: SESSION_ID },
      },
    ]);
  });

  it('says when the database knows no such session', async () => {
    const { store } = await registered({
      recordReturningSession: async () => ({ data: false, error: null }),
    });
    expect(await store.recordReturningSession()).toBe('unmatched');
  });

  it('asks nothing without the cookies', async () => {
    const { store, calls } = setUp();
    expect(store.readStoredEmail()).toBeNull();
    expect(await store.recordReturningSession()).toBe('no-cookies');
    expect(calls).toEqual([]);
  });

  it('resolves, never rejects, when the database fails or cannot be created', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = await registered({ recordReturningSession: async () => refused });
    expect(await store.recordReturningSession()).toBe('failed');

    const cookies = createCookieJar(new FakeCookieDocument(), { secure: false });
    cookies.write(EMAIL_COOKIE, 'anna@example.de');
    cookies.write(SESSION_COOKIE, SESSION_ID);
    const broken = createSubscriberStore({
      database: () => {
        throw new ServiceConfigError(
          'Supabase',
          ['VITE_SUPABASE_ANON_KEY'],
          'incomplete',
          'Supabase is only partly configured',
        );
      },
      cookies,
      newSessionId: () => SESSION_ID,
    });
    expect(await broken.recordReturningSession()).toBe('failed');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('rateCall', () => {
  it('rates the session of the cookies, with the comment trimmed, none when blank', async () => {
    const { store, cookies, calls } = setUp();
    cookies.write(SESSION_COOKIE, SESSION_ID);
    await store.rateCall(4, '  Sehr natürlich  ');
    await store.rateCall(2, '   ');
    expect(calls).toEqual([
      { fn: 'rateCall', args: { session_id: SESSION_ID, rating: 4, comment: 'Sehr natürlich' } },
      { fn: 'rateCall', args: { session_id: SESSION_ID, rating: 2, comment: null } },
    ]);
  });

  it('rejects without a session, and when the database refuses', async () => {
    const { store, cookies, calls } = setUp({
      database: { rateCall: async () => ({ data: null, error: { message: 'too many ratings' } }) },
    });
    await expect(store.rateCall(5, '')).rejects.toThrow(/No demo session/);
    expect(calls).toEqual([]);
    cookies.write(SESSION_COOKIE, SESSION_ID);
    await expect(store.rateCall(5, '')).rejects.toThrow(/too many ratings/);
  });
});

describe('resolveSupabaseConfig', () => {
  const origin = 'http://localhost:4173';
  /** Supabase's configuration as the page gets it from web/src/config/services.ts. */
  const resolveSupabaseConfig = (env: ServiceEnv, pageOrigin: string) =>
    supabaseConfig(resolveServices(env).supabase, pageOrigin);

  it('uses the hosted project when both variables are set', () => {
    const env = { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' };
    expect(resolveSupabaseConfig(env, origin)).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'key',
    });
  });

  it("uses the local rpc endpoint at the page's origin when neither is set", () => {
    expect(resolveSupabaseConfig({ VITE_SUPABASE_URL: '' }, origin)).toEqual({
      url: origin,
      anonKey: LOCAL_ANON_KEY,
    });
  });

  it('names the missing variable when only one is set', () => {
    expect(() =>
      resolveSupabaseConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, origin),
    ).toThrow(/VITE_SUPABASE_ANON_KEY not set/);
    expect(() => resolveSupabaseConfig({ VITE_SUPABASE_ANON_KEY: 'key' }, origin)).toThrow(
      /VITE_SUPABASE_URL not set/,
    );
  });
});
