import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie that puts a browser in preview mode (./previewServer.ts). */
export const PREVIEW_COOKIE = 'site-preview';

/** As long as Presentation's secret lives (@sanity/preview-url-secret: one hour). */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

/**
 * What a valid preview cookie tells: which Studio may frame the site, and until when; `id` names
 * the session so that "disable" can end it on the server.
 */
export type PreviewSession = { id: string; studioOrigin: string; expires: number };

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * Preview cookies, signed with a key of this server process (HMAC-SHA256): a visitor cannot make
 * one up or change the Studio origin in it, and a restart ends every preview (an editor opens
 * Presentation again). The server keeps only the ids of sessions ended before their time, until
 * that time, so that a copy of the cookie kept after "disable" opens nothing.
 */
export function createPreviewSessions({
  key = randomBytes(32),
  now = Date.now,
}: { key?: Buffer; now?: () => number } = {}) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();
  /** Ended sessions by id, with the time each would have expired. */
  const ended = new Map<string, number>();
  const forgetExpired = () => {
    for (const [id, expires] of ended) if (expires <= now()) ended.delete(id);
  };

  /** The session of a Cookie header whose signature and content hold, ended or not. */
  const verify = (cookieHeader: string | undefined): PreviewSession | undefined => {
    const value = cookieHeader
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
      ?.slice(PREVIEW_COOKIE.length + 1);
    const [payload, signature, ...rest] = value?.split('.') ?? [];
    if (!payload || !signature || rest.length > 0) return undefined;
    const expected = sign(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (!isSession(session) || session.expires <= now()) return undefined;
    return session;
  };

  return {
    /** The cookie value for a Studio at `studioOrigin`, valid for PREVIEW_LIFETIME_MS. */
    issue(studioOrigin: string): string {
      if (!ORIGIN.test(studioOrigin)) throw new Error(`Not an origin: ${studioOrigin}`);
      const session: PreviewSession = {
        id: randomBytes(16).toString('base64url'),
        studioOrigin,
        expires: now() + PREVIEW_LIFETIME_MS,
      };
      const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    /** The session of a Cookie header, or undefined when it has none, a forged, old or ended one. */
    read(cookieHeader: string | undefined): PreviewSession | undefined {
      const session = verify(cookieHeader);
      return session && !ended.has(session.id) ? session : undefined;
    },
    /** Ends the Cookie header's session on the server, if it has a valid one. */
    end(cookieHeader: string | undefined) {
      forgetExpired();
      const session = verify(cookieHeader);
      if (session) ended.set(session.id, session.expires);
    },
    /** How many ended sessions the server remembers (for tests: it forgets expired ones). */
    endedCount: () => ended.size,
  };
}

export type PreviewSessions = ReturnType<typeof createPreviewSessions>;

const isSession = (value: unknown): value is PreviewSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PreviewSession).id === 'string' &&
  typeof (value as PreviewSession).studioOrigin === 'string' &&
  ORIGIN.test((value as PreviewSession).studioOrigin) &&
  typeof (value as PreviewSession).expires === 'number';

/** Set-Cookie for a session: sent with the Studio's framed requests too (SameSite=None). */
export const previewCookie = (value: string) =>
  `${PREVIEW_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=None; Max-Age=${PREVIEW_LIFETIME_MS / 1000}`;

export const clearedPreviewCookie = () =>
  `${PREVIEW_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=None; Max-Age=0`;
