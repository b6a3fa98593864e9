import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStack } from '../local-stack/localStack';
import { hostingRedirectsFile, redirects } from '../server/redirects';
import { pagePolicy, siteSecurityHeaders } from '../server/securityHeaders';
import { createSiteServer } from '../server/site';
import { seedDir } from '../server/paths';
import { listen } from './listen';

describe('the npm start server', () => {
  let origin: string;
  let close: () => Promise<void>;
  let root: string;
  let localStack: ReturnType<typeof createLocalStack>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(root, 'about'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<style>h1{color:red}</style><h1>Start</h1>');
    writeFileSync(join(root, 'about', 'index.html'), '<h1>Über uns</h1>');
    writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)'.repeat(200));
    writeFileSync(join(root, '404.html'), '<h1>Nicht gefunden</h1>');
    mkdirSync(join(root, 'en'));
    writeFileSync(join(root, 'en', '404.html'), '<h1>Not found</h1>');
    // As `npm start` composes it (web/scripts/start.ts): the site with the local stand-ins in front.
    localStack = createLocalStack({
      env: {},
      seedDir,
      pgliteDir: join(mkdtempSync(join(tmpdir(), 'site-db-')), 'pglite'),
    });
    ({ origin, close } = await listen(createSiteServer({ env: {}, root, localStack })));
  });
  afterAll(async () => {
    await close();
    await localStack.close();
  });

  it('serves a route as its prerendered index.html', async () => {
    const response = await fetch(`${origin}/about`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('<h1>Über uns</h1>');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await fetch(`${origin}/gibt-es-nicht`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Nicht gefunden</h1>');
  });

  it('never serves files outside the build', async () => {
    for (const path of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A']) {
      expect((await fetch(`${origin}${path}`)).status).toBe(404);
    }
  });

  it('answers unknown English paths with the English 404 page', async () => {
    for (const path of ['/en/nope', '/en/deeper/still/nope', '/en/%E2%9C%93']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<h1>Not found</h1>');
    }
    // Only the folder /en: a path that merely starts with "en" is German.
    const response = await fetch(`${origin}/english`);
    expect(await response.text()).toBe('<h1>Nicht gefunden</h1>');
  });

  it('redirects /en/services permanently to /en/journey', async () => {
    const response = await fetch(`${origin}/en/services/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/journey');
  });

  it('redirects /services permanently to /journey, keeping the query', async () => {
    const response = await fetch(`${origin}/services?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/journey?x=1');
  });

  it('sends the redirects a static host reads from _redirects', () => {
    expect(hostingRedirectsFile(redirects)).toBe(
      [
        '/services /journey 301',
        '/services/ /journey 301',
        '/en/services /en/journey 301',
        '/en/services/ /en/journey 301',
        '/en/* /en/404.html 404',
        '',
      ].join('\n'),
    );
  });

  it('compresses text and caches hashed assets for a year', async () => {
    const response = await fetch(`${origin}/assets/app-1234.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log(1)'.repeat(200));
  });

  it('refuses methods other than GET and HEAD for pages', async () => {
    expect((await fetch(`${origin}/about`, { method: 'DELETE' })).status).toBe(405);
  });

  it('sends the security headers of its build on every response', async () => {
    const expected = Object.entries(siteSecurityHeaders({}, root));
    // The <style> of index.html is allowed by its hash.
    expect(expected[0]![1]).toContain("style-src 'self' 'sha256-");
    const groqQuery = '/v2025-02-19/data/query/production?query=count(*)';
    const requests: [string, number, RequestInit?][] = [
      ['/', 200],
      ['/assets/app-1234.js', 200],
      ['/gibt-es-nicht', 404],
      ['/services', 301, { redirect: 'manual' }],
      ['/about', 405, { method: 'DELETE' }],
      // Answered by the local stack's GROQ endpoint.
      [groqQuery, 200],
    ];
    for (const [path, status, init] of requests) {
      const response = await fetch(`${origin}${path}`, init);
      expect(response.status, path).toBe(status);
      const received = expected.map(([name]) => [name, response.headers.get(name)]);
      // A page's policy names its own inline code only; every other answer has the site's.
      const isPage = response.headers.get('content-type')?.startsWith('text/html');
      const policy = isPage ? pagePolicy({})(await response.text()) : undefined;
      const expectedHere = expected.map(([name, value]) => [
        name,
        name === 'Content-Security-Policy' ? (policy ?? value) : value,
      ]);
      expect(received, path).toEqual(expectedHere);
    }
  });
});
