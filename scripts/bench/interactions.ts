// Benchmark (part of `npm run bench`, scripts/bench/run.ts): how long the page takes to answer four
// interactions, in Debian's Chromium with the CPU slowed down 4x as on a mid-range phone. Each
// latency is what the Event Timing API reports for the interaction (input delay, the app's
// handlers and the next paint), as Interaction to Next Paint counts it; the median of RUNS tries
// is judged against the target.
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../web/scripts/buildSite.ts';
import { createLocalStack } from '../../web/local-stack/localStack.ts';
import { seedDir, webRoot } from '../../web/server/paths.ts';
import { createSiteServer } from '../../web/server/site.ts';
import { chromiumLaunchOptions } from '../../web/e2e/support/chromium.ts';
import { markdownTable, printTable } from '../gates/builtSite.ts';

const TARGET_MS = 100;
const CPU_SLOWDOWN = 4;
const RUNS = 5;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** One interaction's latency and its three parts, in ms. */
type Latency = { duration: number; inputDelay: number; processing: number; presentation: number };

declare global {
  interface Window {
    interactionLatencies: Map<number, Latency>;
  }
}

/**
 * Records, per interaction, its longest event (as INP does), split into the wait before the
 * handlers ran, the handlers, and the time until the next frame was presented.
 */
function recordInteractions() {
  window.interactionLatencies = new Map();
  new PerformanceObserver((list) => {
    // interactionId is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId?: number;
    })[]) {
      if (!entry.interactionId) continue;
      const latencies = window.interactionLatencies;
      if ((latencies.get(entry.interactionId)?.duration ?? -1) >= entry.duration) continue;
      latencies.set(entry.interactionId, {
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The latencies of the interactions since the last call, once the page has painted them. */
async function takeLatencies(page: Page): Promise<Latency[]> {
  // Entries arrive after the next paint; two frames and a task later they are all in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const latencies = [...window.interactionLatencies.values()];
    window.interactionLatencies.clear();
    return latencies;
  });
}

type Scenario = {
  name: string;
  viewport: { width: number; height: number };
  /** Performs the interaction once the page is ready; returns its latencies. */
  interact(page: Page): Promise<Latency[]>;
};

const scenarios: Scenario[] = [
  {
    name: 'open the consent dialog from the orb',
    viewport: desktop,
    async interact(page) {
      await page.locator('.voice-orb__button').click();
      await page.getByRole('dialog').waitFor();
      return takeLatencies(page);
    },
  },
  {
    name: 'carousel step',
    viewport: desktop,
    async interact(page) {
      await page.getByRole('button', { name: 'Nächste Kennzahl' }).click();
      return takeLatencies(page);
    },
  },
  {
    name: 'open the mobile menu',
    viewport: phone,
    async interact(page) {
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await page.getByRole('button', { name: 'Menü schließen' }).waitFor();
      return takeLatencies(page);
    },
  },
  {
    name: 'type in the contact form (per key)',
    viewport: desktop,
    async interact(page) {
      const name = page.getByLabel('Name', { exact: true });
      await name.scrollIntoViewIfNeeded();
      await name.click();
      await takeLatencies(page);
      await name.pressSequentially('Anna Muster', { delay: 50 });
      return takeLatencies(page);
    },
  },
];

/**
 * The site built with a Vapi configuration, so that the orb opens the consent dialog (the dialog
 * asks before anything is sent to Vapi).
 */
async function serveVoiceBuild() {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
  // Vapi's variables set, pointing nowhere: the benchmark never lets a call start.
  const env = {
    VITE_VAPI_PUBLIC_KEY: 'bench-public-key',
    VITE_VAPI_ASSISTANT_ID: 'bench-assistant',
    VITE_VAPI_BASE_URL: 'http://127.0.0.1:9',
  };
  // Inside web/ (its git-ignored dist), so the prerendering bundle finds the workspace's packages.
  const outDir = join(webRoot, 'dist', 'bench');
  await buildSite({ env, seedDir, outDir });
  const localStack = createLocalStack({ env, seedDir, pgliteDir: join(scratch, 'pglite') });
  const server = createSiteServer({ env, root: join(outDir, 'client'), localStack });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await localStack.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

const site = await serveVoiceBuild();
const browser = await chromium.launch(chromiumLaunchOptions);
const rows: (string | number)[][] = [
  [
    'interaction',
    'median ms',
    'worst ms',
    'input delay',
    'handlers',
    'to next paint',
    'runs',
    `target ${TARGET_MS} ms`,
  ],
];
const none: Latency = { duration: 0, inputDelay: 0, processing: 0, presentation: 0 };
let missed = false;
try {
  for (const scenario of scenarios) {
    const perRun: Latency[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: scenario.viewport });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(recordInteractions);
      await page.goto(site.origin + '/');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
      await takeLatencies(page);
      // The slowest interaction of the try; one too fast for the API's 16 ms threshold reports
      // no entry.
      const latencies = await scenario.interact(page);
      perRun.push(latencies.reduce((a, b) => (b.duration > a.duration ? b : a), none));
      await page.close();
    }
    const sorted = perRun.toSorted((a, b) => a.duration - b.duration);
    const typical = sorted[sorted.length >> 1]!;
    if (typical.duration > TARGET_MS) missed = true;
    rows.push([
      scenario.name,
      typical.duration,
      sorted.at(-1)!.duration,
      Math.round(typical.inputDelay),
      Math.round(typical.processing),
      Math.round(typical.presentation),
      RUNS,
      typical.duration <= TARGET_MS ? 'met' : 'MISSED',
    ]);
  }
} finally {
  await browser.close();
  await site.close();
}
printTable(rows);
const legend = `(Event Timing durations, rounded by the browser to 8 ms; under ${CPU_SLOWDOWN}x CPU slowdown.)`;
console.log(legend);
// scripts/bench/run.ts keeps the figures.
const reportIndex = process.argv.indexOf('--report');
if (reportIndex > 0) {
  writeFileSync(process.argv[reportIndex + 1]!, `${markdownTable(rows)}\n\n${legend}\n`);
}
if (missed) process.exitCode = 1;
