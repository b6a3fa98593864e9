// Subscriber storage for the voice widget (SPEC sections 3, 7 and 8; DESIGN.md section 5): the
// visitor's cookies and two database functions called with supabase-js rpc(). These functions use
// the page's document, location and crypto, and create the Supabase client on first use, so
// importing this module during prerendering touches none of them. subscriberStore.ts documents
// the outcomes.
import { createCookieJar } from './cookies';
import {
  createSubscriberClient,
  resolveSupabaseConfig,
  subscriberDatabase,
  type SubscriberDatabase,
} from './subscriberClient';
import { createSubscriberStore, type SubscriberStore } from './subscriberStore';

let store: SubscriberStore | undefined;
let database: SubscriberDatabase | undefined;

function createPageDatabase(): SubscriberDatabase {
  const config = resolveSupabaseConfig(
    {
      // Spelled out: Vite replaces each import.meta.env.VITE_* in the bundle.
      VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
    },
    window.location.origin,
  );
  return subscriberDatabase(createSubscriberClient(config));
}

function pageStore(): SubscriberStore {
  store ??= createSubscriberStore({
    database: () => (database ??= createPageDatabase()),
    cookies: createCookieJar(document, { secure: window.location.protocol === 'https:' }),
    newSessionId: () => crypto.randomUUID(),
  });
  return store;
}

/** See SubscriberStore: the widget's checkStoredEmail actor. */
export const readStoredEmail = () => pageStore().readStoredEmail();

/** See SubscriberStore: the consent dialog's storeEmail actor. */
export const registerConsentedEmail = (email: string, newsletterOptedIn: boolean) =>
  pageStore().registerConsentedEmail(email, newsletterOptedIn);

/** See SubscriberStore: the widget's recordSession actor. */
export const recordReturningSession = () => pageStore().recordReturningSession();
