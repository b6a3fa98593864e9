import { describe, expect, it } from 'vitest';
import {
  createPreviewSessions,
  PREVIEW_COOKIE,
  PREVIEW_LIFETIME_MS,
  previewCookie,
} from '../server/preview/previewSession';
import { contentSecurityPolicy } from '../server/securityHeaders';

const STUDIO = 'https://muster.sanity.studio';

describe('preview sessions', () => {
  const clock = { time: 1_000_000 };
  const sessions = createPreviewSessions({ key: Buffer.alloc(32, 7), now: () => clock.time });
  const cookieHeader = (value: string) => `theme=dark; ${PREVIEW_COOKIE}=${value}; other=1`;

  it('reads back the Studio origin of a cookie it issued, until it expires', () => {
    clock.time = 1_000_000;
    const value = sessions.issue(STUDIO);
    expect(sessions.read(cookieHeader(value))).toMatchObject({
      studioOrigin: STUDIO,
      expires: 1_000_000 + PREVIEW_LIFETIME_MS,
    });
    clock.time += PREVIEW_LIFETIME_MS;
    expect(sessions.read(cookieHeader(value))).toBeUndefined();
  });

  it('ends a session on the server: its cookie, kept by anyone, no longer counts', () => {
    clock.time = 1_000_000;
    const ended = sessions.issue(STUDIO);
    const other = sessions.issue(STUDIO);
    sessions.end(cookieHeader(ended));
    expect(sessions.read(cookieHeader(ended))).toBeUndefined();
    expect(sessions.read(cookieHeader(other))).toBeDefined();
    // Ending nothing, or a forged cookie, changes nothing.
    sessions.end(undefined);
    sessions.end(cookieHeader('forged.cookie'));
    expect(sessions.read(cookieHeader(other))).toBeDefined();
  });

  it('forgets ended sessions once they would have expired anyway', () => {
    clock.time = 1_000_000;
    const own = createPreviewSessions({ key: Buffer.alloc(32, 9), now: () => clock.time });
    for (let index = 0; index < 50; index += 1) own.end(cookieHeader(own.issue(STUDIO)));
    expect(own.endedCount()).toBe(50);
    clock.time += PREVIEW_LIFETIME_MS;
    own.end(undefined);
    expect(own.endedCount()).toBe(0);
  });

  it('refuses a cookie whose content was changed, signed by another key, or malformed', () => {
    clock.time = 1_000_000;
    const value = sessions.issue(STUDIO);
    const [, signature] = value.split('.');
    const changed = Buffer.from(
      JSON.stringify({ studioOrigin: 'https://evil.example', expires: 9e15 }),
    ).toString('base64url');
    expect(sessions.read(cookieHeader(`${changed}.${signature}`))).toBeUndefined();
    const other = createPreviewSessions({ key: Buffer.alloc(32, 8), now: () => clock.time });
    expect(sessions.read(cookieHeader(other.issue(STUDIO)))).toBeUndefined();
    for (const broken of ['', 'abc', 'a.b.c', '.', `${value}x`]) {
      expect(sessions.read(cookieHeader(broken))).toBeUndefined();
    }
    expect(sessions.read(undefined)).toBeUndefined();
  });

  it('issues sessions for origins only, which a policy can name', () => {
    expect(() => sessions.issue("https://a.example 'unsafe-inline'")).toThrow();
    expect(() => sessions.issue('https://a.example/path')).toThrow();
  });

  it('sets an HttpOnly, Secure cookie the framed Studio preview sends along', () => {
    expect(previewCookie('v')).toBe(
      `${PREVIEW_COOKIE}=v; Path=/; HttpOnly; Secure; SameSite=None; Max-Age=3600`,
    );
  });
});

describe('the policy of a preview page', () => {
  const inline = { styles: ['p{color:red}'], scripts: ['go()'] };
  const published = contentSecurityPolicy({}, inline);
  const preview = contentSecurityPolicy({}, inline, { previewFor: STUDIO });
  const directive = (policy: string, name: string) =>
    policy.split('; ').find((part) => part.startsWith(`${name} `));

  it("lets the Studio's origin frame a preview page, and nobody else", () => {
    expect(directive(preview, 'frame-ancestors')).toBe(`frame-ancestors ${STUDIO}`);
    expect(directive(published, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it("allows the overlays' style elements and keeps scripts as strict", () => {
    expect(directive(preview, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(preview, 'script-src')).toBe(directive(published, 'script-src'));
    const others = (policy: string) =>
      policy.split('; ').filter((part) => !/^(style-src|frame-ancestors) /.test(part));
    expect(others(preview)).toEqual(others(published));
  });
});
