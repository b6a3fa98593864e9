// Subscriber storage for the voice widget: the visitor's cookies and three database functions
// (supabase/migrations/) called with supabase-js rpc(). These functions use the page's document,
// location and crypto, and create the Supabase client on first use, so importing this module
// during prerendering touches none of them. subscriberStore.ts documents the outcomes.
import { services } from '../../../config/env';
import { createCookieJar } from './cookies';
import {
  createSubscriberClient,
  supabaseConfig,
  subscriberDatabase,
  type SubscriberDatabase,
} from './subscriberClient';
import { createSubscriberStore, type SubscriberStore } from './subscriberStore';

let store: SubscriberStore | undefined;
let database: SubscriberDatabase | undefined;

function createPageDatabase(): SubscriberDatabase {
  const config = supabaseConfig(services().supabase, window.location.origin);
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

/** See SubscriberStore: the rating after a call. */
export const rateCall = (rating: number, comment: string) => pageStore().rateCall(rating, comment);
