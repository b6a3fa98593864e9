import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../server/site';
import { listen } from './listen';

describe('the npm start server', () => {
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(root, 'about'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<h1>Start</h1>');
    writeFileSync(join(root, 'about', 'index.html'), '<h1>Über uns</h1>');
    writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)'.repeat(200));
    writeFileSync(join(root, '404.html'), '<h1>Nicht gefunden</h1>');
    ({ origin, close } = await listen(createSiteServer({ env: {}, root })));
  });
  afterAll(() => close());

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

  it('redirects /services permanently to /journey, keeping the query', async () => {
    const response = await fetch(`${origin}/services?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/journey?x=1');
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
});
