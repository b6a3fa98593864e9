import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, EmailSubscriberRow } from './database.types';

/** Sent to the local rpc endpoint, which does not check it: there every caller is anon. */
export const LOCAL_ANON_KEY = 'local-anon-key';

/**
 * Not in SPEC: how long a database call may take before it counts as failed, so that a hanging
 * network never holds up the call. Leaves room for the local database's first opening.
 */
export const DATABASE_TIMEOUT_MS = 10_000;

/** A developer's mistake in the Supabase setup; the message names what to fix. */
export class SupabaseConfigError extends Error {
  override name = 'SupabaseConfigError';
}

type SupabaseEnv = { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string };

export type SupabaseConfig = { url: string; anonKey: string };

/**
 * Both variables set: the hosted project. Neither: the local stack's rpc endpoint at the page's
 * own origin (`npm start`, `npm run dev`). One of them: a configuration error, never a silent
 * fallback.
 */
export function resolveSupabaseConfig(env: SupabaseEnv, pageOrigin: string): SupabaseConfig {
  const url = env.VITE_SUPABASE_URL ?? '';
  const anonKey = env.VITE_SUPABASE_ANON_KEY ?? '';
  if (url && anonKey) return { url, anonKey };
  if (!url && !anonKey) return { url: pageOrigin, anonKey: LOCAL_ANON_KEY };
  throw new SupabaseConfigError(
    `Supabase is only partly configured: ${url ? 'VITE_SUPABASE_ANON_KEY' : 'VITE_SUPABASE_URL'} ` +
      'is not set. Set both for the hosted project, or neither for the local database.',
  );
}

/** supabase-js loads with the first database call, so it costs the page nothing before. */
export async function createSubscriberClient({
  url,
  anonKey,
}: SupabaseConfig): Promise<SupabaseClient<Database>> {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient<Database>(url, anonKey, {
    // Visitors never sign in: no session to store, refresh or read from the address bar.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

type RpcResult<Data> = { data: Data | null; error: { message: string; code?: string } | null };

/** The two calls the store makes; supabase-js answers them, tests can too. */
export type SubscriberDatabase = {
  register(args: {
    email: string;
    session_id: string;
    newsletter_opted_in: boolean;
  }): PromiseLike<RpcResult<EmailSubscriberRow>>;
  recordReturningSession(args: {
    email: string;
    session_id: string;
  }): PromiseLike<RpcResult<boolean>>;
};

/** supabase-js's rpc() for the store, each call given up after DATABASE_TIMEOUT_MS. */
export function subscriberDatabase(
  client: SupabaseClient<Database> | PromiseLike<SupabaseClient<Database>>,
): SubscriberDatabase {
  return {
    register: async (args) =>
      (await client)
        .rpc('register_email_subscriber', args)
        .abortSignal(AbortSignal.timeout(DATABASE_TIMEOUT_MS)),
    recordReturningSession: async (args) =>
      (await client)
        .rpc('record_returning_session', args)
        .abortSignal(AbortSignal.timeout(DATABASE_TIMEOUT_MS)),
  };
}
