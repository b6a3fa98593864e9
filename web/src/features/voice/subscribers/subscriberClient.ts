import type { SupabaseClient } from '@supabase/supabase-js';
import { usable, type Services } from '../../../config/services';
import type { Database, EmailSubscriberRow } from './database.types';

/** Sent to the local rpc endpoint, which does not check it: there every caller is anon. */
export const LOCAL_ANON_KEY = 'local-anon-key';

/**
 * Not part of the product's rules: how long a database call may take before it counts as failed,
 * so that a hanging network never holds up the call. Leaves room for the local database's first
 * opening.
 */
const DATABASE_TIMEOUT_MS = 10_000;

export type SupabaseConfig = { url: string; anonKey: string };

/**
 * Where supabase-js goes, as web/src/config/services.ts resolved it: the hosted project, or the
 * local stack's rpc endpoint at the page's own origin (`npm start`, `npm run dev`). A half-set
 * configuration throws its ServiceConfigError, never a silent fallback.
 */
export function supabaseConfig(service: Services['supabase'], pageOrigin: string): SupabaseConfig {
  const supabase = usable(service);
  if (supabase.mode === 'hosted') return { url: supabase.url, anonKey: supabase.anonKey };
  return { url: pageOrigin, anonKey: LOCAL_ANON_KEY };
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
  rateCall(args: {
    session_id: string;
    rating: number;
    comment: string | null;
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
    rateCall: async (args) =>
      (await client)
        .rpc('record_call_rating', args)
        .abortSignal(AbortSignal.timeout(DATABASE_TIMEOUT_MS)),
  };
}
