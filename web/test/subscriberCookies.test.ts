import { describe, expect, it } from 'vitest';
import {
  createCookieJar,
  EMAIL_COOKIE,
  SESSION_COOKIE,
} from '../src/features/voice/subscribers/cookies';
import { FakeCookieDocument } from './subscriberFakes';

describe('subscriber cookies', () => {
  it('last 365 days on the whole site, SameSite=Lax, not Secure on http', () => {
    const doc = new FakeCookieDocument();
    createCookieJar(doc, { secure: false }).write(SESSION_COOKIE, 'abc');
    expect(doc.writes).toEqual(['voice_session_id=abc; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('are Secure on https', () => {
    const doc = new FakeCookieDocument();
    createCookieJar(doc, { secure: true }).write(EMAIL_COOKIE, 'a@example.de');
    expect(doc.writes).toEqual([
      'voice_email=a%40example.de; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('keep any value intact through encoding, among other cookies', () => {
    const doc = new FakeCookieDocument();
    const jar = createCookieJar(doc, { secure: false });
    jar.write('other', 'x');
    const tricky = "o'brien+tag@müller.de; Path=/evil; a=b";
    expect(jar.write(EMAIL_COOKIE, tricky)).toBe(true);
    jar.write('voice_email_backup', 'y');
    expect(jar.read(EMAIL_COOKIE)).toBe(tricky);
    // The value's own "; Path=/evil" stays inside the value.
    expect(doc.writes[1]).toBe(
      `voice_email=${encodeURIComponent(tricky)}; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
  });

  it('read as absent when missing or not percent-encoded by us', () => {
    const doc = new FakeCookieDocument();
    const jar = createCookieJar(doc, { secure: false });
    expect(jar.read(EMAIL_COOKIE)).toBeNull();
    doc.cookie = 'voice_email=%E0%A4%A';
    expect(jar.read(EMAIL_COOKIE)).toBeNull();
  });

  it('report a write the browser did not keep', () => {
    const jar = createCookieJar(new FakeCookieDocument(false), { secure: false });
    expect(jar.write(SESSION_COOKIE, 'abc')).toBe(false);
    expect(jar.read(SESSION_COOKIE)).toBeNull();
  });
});
