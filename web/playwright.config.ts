import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeMicrophoneLaunchOptions } from './e2e/support/chromium';
import {
  MARKED_CONTENT_PORT,
  SITE_PORT as port,
  STUDIO_PORT,
  VOICE_SITE_PORT,
} from './e2e/support/ports';

// What the end-to-end servers' local Content Lakes write goes to folders of this run, never to the
// developer's .local/content/ (web/local-stack/writtenDocuments.ts); workers inherit them.
process.env.LOCAL_CONTENT_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-content-'));
process.env.E2E_STUDIO_CONTENT_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-studio-content-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Timeouts guard against a state that never comes; they are no budget for a slow machine. A
  // test waits for states, so on a machine half as fast or busy with other work it takes longer
  // and passes all the same (docs/decisions/0024-checks-that-hold-on-any-machine.md).
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    // Every spec's Chromium has the fake microphone, its prompt answered yes, for the specs that
    // make calls: a spec with launch options of its own needs a worker (and browser) of its own,
    // as voice-microphone.spec.ts, where the prompt is refused, does.
    launchOptions: fakeMicrophoneLaunchOptions('answered yes'),
    locale: 'de-DE',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // The production server of `npm start`, serving the build the test command just made.
      command: 'npx tsx scripts/start.ts',
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      // The site built from a marked copy of the seed (see e2e/content-source.spec.ts).
      command: `npx tsx e2e/support/variantServer.ts marked-content ${MARKED_CONTENT_PORT}`,
      url: `http://127.0.0.1:${MARKED_CONTENT_PORT}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      // The site with Vapi configured against a local stub of Vapi's API (see e2e/voice*.spec.ts).
      command: `npx tsx e2e/support/variantServer.ts voice ${VOICE_SITE_PORT}`,
      url: `http://127.0.0.1:${VOICE_SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      // `npm run studio` without a project: the local Studio and the site whose local Content
      // Lake it edits (see e2e/studio.spec.ts).
      command: 'npx tsx e2e/support/localStudio.ts',
      env: { STUDIO_WAITS_FOR: `http://localhost:${port}/` },
      url: `http://localhost:${STUDIO_PORT}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
