import type { StoreEmailOutcome } from '@site/machines/consentDialog';
import { EMAIL_MAX_LENGTH } from '@site/machines/emailValidation';
import { EMAIL_COOKIE, SESSION_COOKIE, type CookieJar } from './cookies';
import type { SubscriberDatabase } from './subscriberClient';

/**
 * How recording a returning visitor's session went. None of them stops the call.
 * - 'recorded': last_session and session_count updated.
 * - 'unmatched': the database has no row for the cookies' e-mail and session (e.g. the
 *   registration was stored as cookie only).
 * - 'no-cookies': no stored e-mail or session id, so nothing to record.
 * - 'failed': the database could not be reached or refused (logged).
 */
export type ReturningSessionOutcome = 'recorded' | 'unmatched' | 'no-cookies' | 'failed';

export type SubscriberStore = {
  /** The e-mail address of a returning visitor, from the cookie; null for a new visitor. */
  readStoredEmail(): string | null;
  /**
   * Stores a consented e-mail address for a new session (register_email_subscriber): sets the
   * session and e-mail cookies, then registers both in the database.
   * - 'stored': the database has it.
   * - 'cookie-only': the database failed but the cookies were set, which counts as success.
   * - 'failed': neither, or the address is empty or too long ('Fehler beim Speichern der E-Mail.
   *   Bitte versuchen Sie es erneut.').
   * Rejects on anything unexpected, such as a broken configuration or a page that may not set
   * cookies ('Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.').
   */
  registerConsentedEmail(email: string, newsletterOptedIn: boolean): Promise<StoreEmailOutcome>;
  /** Counts a returning visitor's call start, from the cookies. Never rejects. */
  recordReturningSession(): Promise<ReturningSessionOutcome>;
  /**
   * Stores the visitor's rating of the demo (record_call_rating) for the session of the
   * cookies, 1 to 5 stars and a comment of at most 500 characters. Rejects when there is no
   * session or the database refuses; the page then keeps what the visitor entered.
   */
  rateCall(rating: number, comment: string): Promise<void>;
};

export type SubscriberStoreDependencies = {
  /** Called on each use, so that the client is only created when first needed. */
  database: () => SubscriberDatabase;
  cookies: CookieJar;
  newSessionId: () => string;
};

export function createSubscriberStore({
  database,
  cookies,
  newSessionId,
}: SubscriberStoreDependencies): SubscriberStore {
  return {
    readStoredEmail() {
      const email = cookies.read(EMAIL_COOKIE);
      return email && email.length <= EMAIL_MAX_LENGTH ? email : null;
    },

    async registerConsentedEmail(email, newsletterOptedIn) {
      const normalised = email.trim().toLowerCase();
      if (normalised === '' || normalised.length > EMAIL_MAX_LENGTH) return 'failed';
      const sessionId = newSessionId();
      const sessionCookieSet = cookies.write(SESSION_COOKIE, sessionId);
      const emailCookieSet = cookies.write(EMAIL_COOKIE, normalised);

      const { data, error } = await database().register({
        email: normalised,
        session_id: sessionId,
        newsletter_opted_in: newsletterOptedIn,
      });
      if (!error && data) return 'stored';
      console.warn('Storing the e-mail address in the database failed:', error?.message);
      return sessionCookieSet && emailCookieSet ? 'cookie-only' : 'failed';
    },

    async recordReturningSession() {
      try {
        const email = cookies.read(EMAIL_COOKIE);
        const sessionId = cookies.read(SESSION_COOKIE);
        if (!email || !sessionId) return 'no-cookies';
        const { data, error } = await database().recordReturningSession({
          email,
          session_id: sessionId,
        });
        if (error) throw new Error(error.message);
        return data ? 'recorded' : 'unmatched';
      } catch (error) {
        console.warn('Recording the returning session failed:', error);
        return 'failed';
      }
    },

    async rateCall(rating, comment) {
      const sessionId = cookies.read(SESSION_COOKIE);
      if (!sessionId) throw new Error('No demo session to rate');
      const { error } = await database().rateCall({
        session_id: sessionId,
        rating,
        comment: comment.trim() === '' ? null : comment.trim(),
      });
      if (error) throw new Error(error.message);
    },
  };
}
