import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT) || 4319;

// Debian's Chromium, never a downloaded browser (see README). Flags keep it quiet offline.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'de-DE',
    trace: 'retain-on-failure',
  },
  webServer: {
    // The production server of `npm start`, serving the build the test command just made.
    command: 'npx tsx server/start.ts',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
