import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/buildSite';
import { BuildRefused } from '../scripts/buildRefused';
import { prerender } from '../scripts/prerender';
import { seedDir } from '../server/paths';
import { serverEntry, sourceBuild } from './sourceBuild';

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
    const { clientDir, serverDir } = sourceBuild('route-missing', {
      css: 'h1{color:red}',
      entryModule:
        `export * from ${JSON.stringify(serverEntry)};\n` +
        `import { prerenderedPaths as known } from ${JSON.stringify(serverEntry)};\n` +
        `export const prerenderedPaths = [...known, '/preise'];\n`,
    });
    await expect(prerender({ env: {}, seedDir, clientDir, serverDir })).rejects.toThrow(
      /^\/preise is a path of web\/src\/lib\/paths\.ts, but no route/,
    );
  });
});
