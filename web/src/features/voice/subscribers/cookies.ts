/** The visitor's session id and e-mail address, kept in two cookies for the whole site. */
export const SESSION_COOKIE = 'voice_session_id';
export const EMAIL_COOKIE = 'voice_email';
/** Both cookies last a year. */
const COOKIE_LIFETIME_DAYS = 365;

/** The part of `document` the cookies use; tests pass a stand-in. */
export type CookieDocument = { cookie: string };

export type CookieJar = {
  read(name: string): string | null;
  /** Sets a cookie for the whole site for 365 days; true when the browser kept it. */
  write(name: string, value: string): boolean;
};

/**
 * Cookies with SameSite=Lax (sent on navigation to the site, not with other sites' requests)
 * and, on https pages, Secure. Values are percent-encoded, so any text survives.
 */
export function createCookieJar(doc: CookieDocument, { secure }: { secure: boolean }): CookieJar {
  const attributes = [
    `Max-Age=${COOKIE_LIFETIME_DAYS * 24 * 60 * 60}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];

  const read = (name: string): string | null => {
    for (const pair of doc.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        // Not written by us (malformed percent-encoding): as good as absent.
        return null;
      }
    }
    return null;
  };

  return {
    read,
    write(name, value) {
      doc.cookie = [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
      return read(name) === value;
    },
  };
}
