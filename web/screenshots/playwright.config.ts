// What a person sees (docs/decisions/0033-pages-checked-as-seen.md): stills of every page, each
// section type alone, the menu, consent dialog, contact form and demo call states, at phone and
// desktop size, in German and English, in docs/screenshots/ (see docs/screenshots/site/README.md).
// `npm run screenshots` (SCREENSHOTS_UPDATE=1) writes them and the local Studio's; `npm test` takes
// them again, fails where one differs, and reads every page at every width (pages.shots.ts).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLISHED_SITE_PORT, STUDIO_PORT } from '../e2e/support/ports';
import { webRoot } from '../server/paths';
import { otherSite, updating } from './shots';

// The local Studio's content: a folder of this run, never the developer's .local/content/.
process.env.E2E_STUDIO_CONTENT_DIR ??= mkdtempSync(join(tmpdir(), 'screenshots-studio-content-'));

/** The local Studio, as `npm run studio` starts it without a project (studio.shots.ts). */
const localStudio = {
  command: 'npx tsx e2e/support/localStudio.ts',
  cwd: webRoot,
  url: `http://localhost:${STUDIO_PORT}/`,
  reuseExistingServer: false,
  timeout: 300_000,
};

export default defineConfig({
  testDir: '.',
  testMatch: updating ? '*.shots.ts' : ['*.shots.ts', '*.spec.ts'],
  // The Studio's stills are not compared: they show times and Sanity's own interface, which
  // change without a change of ours.
  testIgnore: updating ? [] : ['studio.shots.ts'],
  // Generous: a guard against a state that never comes, not a budget (decision 0024).
  timeout: 300_000,
  expect: { timeout: 60_000 },
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
    ...(updating ? [localStudio] : []),
  ],
});
