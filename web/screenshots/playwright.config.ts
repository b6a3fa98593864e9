// `npm run screenshots`: stills of every page and of the menu, consent dialog and contact form
// states, at phone and desktop size, in German and English, into docs/screenshots/site/ (see its
// README.md), and of the local Studio into docs/screenshots/studio/. Not part of `npm test`: it
// judges nothing, it records how the site and the Studio look.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLISHED_SITE_PORT, STUDIO_PORT } from '../e2e/support/ports';
import { webRoot } from '../server/paths';
import { otherSite } from './shots';

// The local Studio's content: a folder of this run, never the developer's .local/content/.
process.env.E2E_STUDIO_CONTENT_DIR ??= mkdtempSync(join(tmpdir(), 'screenshots-studio-content-'));

export default defineConfig({
  testDir: '.',
  testMatch: '*.shots.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: otherSite ?? `http://127.0.0.1:${PUBLISHED_SITE_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'de-DE',
    // Stills: the timeline shows every step at once, and the orb draws one frame.
    reducedMotion: 'reduce',
  },
  webServer: [
    ...(otherSite
      ? []
      : [
          {
            // Built afresh from this checkout on every run, so no earlier build is needed or used.
            command: `npx tsx e2e/support/variantServer.ts as-published ${PUBLISHED_SITE_PORT}`,
            cwd: webRoot,
            url: `http://127.0.0.1:${PUBLISHED_SITE_PORT}/`,
            reuseExistingServer: false,
            timeout: 180_000,
          },
        ]),
    {
      // The local Studio, as `npm run studio` starts it without a project (studio.shots.ts).
      command: 'npx tsx e2e/support/localStudio.ts',
      cwd: webRoot,
      url: `http://localhost:${STUDIO_PORT}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
