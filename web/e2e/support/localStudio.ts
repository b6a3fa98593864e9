// The local Studio as `npm run studio` starts it without a Sanity project
// (studio/scripts/studio.ts): the site's server with its local Content Lake, and the Studio
// against it, on the end-to-end ports, with a content folder of its own for this run. An extra
// web server of the Playwright config for studio.spec.ts.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, webRoot } from '../../server/paths.ts';
import { STUDIO_PORT, STUDIO_SITE_PORT } from './ports.ts';

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}
// With STUDIO_WAITS_FOR set (the end-to-end config sets the suite's own `npm start`), it starts
// once that answers: the two builds, each in its own folder, do not share the machine's cores.
const waitsFor = process.env.STUDIO_WAITS_FOR;
while (waitsFor && !(await answers(waitsFor))) await new Promise((done) => setTimeout(done, 500));

const studio = spawn('npx', ['tsx', 'studio/scripts/studio.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(STUDIO_SITE_PORT),
    STUDIO_PORT: String(STUDIO_PORT),
    // Fresh per run (web/playwright.config.ts), never the developer's .local/content/.
    LOCAL_CONTENT_DIR:
      process.env.E2E_STUDIO_CONTENT_DIR ?? mkdtempSync(join(tmpdir(), 'studio-content-')),
    // No project: the developer's .env may name one.
    VITE_SANITY_PROJECT_ID: '',
    SANITY_STUDIO_PROJECT_ID: '',
    SANITY_STUDIO_PREVIEW_URL: `http://localhost:${STUDIO_SITE_PORT}`,
    // Its publishes re-render its pages (web/server/live/): in a build folder of its own, not
    // the one the suite's other site serves the seed from. Inside web/, so that the build's
    // server bundle finds the packages.
    SITE_OUT_DIR: join(webRoot, 'dist', 'studio-e2e'),
  },
});
studio.once('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => studio.kill(signal));
