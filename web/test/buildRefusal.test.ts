import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/buildSite';
import { BuildRefused } from '../scripts/buildRefused';
import { prerender } from '../scripts/prerender';
import { seedDir } from '../server/paths';
import { HEADLINE_GLYPHS_MARKER } from '../scripts/headlineFace';

// A build that must not ship stops with one sentence, before or while it renders the pages.

describe('npm run build refuses', () => {
  it.each([
    [
      { VITE_EMAILJS_PUBLIC_KEY: 'public-key' },
      /VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID/,
    ],
    [{ VITE_VAPI_PUBLIC_KEY: 'public-key' }, /VITE_VAPI_ASSISTANT_ID/],
    [{ VITE_SUPABASE_URL: 'https://x.supabase.co' }, /VITE_SUPABASE_ANON_KEY/],
  ])('a half-set hosted service, naming what is missing: %j', async (env, missing) => {
    const outDir = mkdtempSync(join(tmpdir(), 'refused-build-'));
    const refusal = buildSite({ env, seedDir, outDir });
    await expect(refusal).rejects.toBeInstanceOf(BuildRefused);
    await expect(refusal).rejects.toThrow(missing);
  });

  it('a page path that no route renders, naming it', async () => {
    // The real server entry, with one more path than the routes know.
    const dir = mkdtempSync(join(tmpdir(), 'route-missing-'));
    const clientDir = join(dir, 'client');
    const serverDir = join(dir, 'server');
    mkdirSync(clientDir);
    mkdirSync(serverDir);
    const entry = pathToFileURL(join(import.meta.dirname, '../src/entry-server.tsx')).href;
    writeFileSync(
      join(serverDir, 'entry-server.js'),
      `export * from ${JSON.stringify(entry)};\n` +
        `import { prerenderedPaths as known } from ${JSON.stringify(entry)};\n` +
        `export const prerenderedPaths = [...known, '/preise'];\n`,
    );
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'style.css'), 'h1{color:red}');
    writeFileSync(
      join(clientDir, 'index.html'),
      `<!doctype html><html lang="de"><head>${HEADLINE_GLYPHS_MARKER}<!--app-head-->` +
        '<link rel="stylesheet" crossorigin href="/assets/style.css"></head>' +
        '<body><div id="root"><!--app-html--></div>' +
        '<script type="module" crossorigin src="/assets/entry.js"></script></body></html>',
    );
    await expect(prerender({ env: {}, seedDir, clientDir, serverDir })).rejects.toThrow(
      /^\/preise is a path of web\/src\/lib\/paths\.ts, but no route/,
    );
    // Transforming the whole server entry (every page's TSX) takes seconds on a busy two-core
    // machine; the default 5 s limit is meant for tests that do not.
  });
});
