// Benchmark (part of `npm run bench`, scripts/bench/run.ts): what a visitor waits for on each
// page at a phone's size, at the machine's speed and slowed 4x: first paint, hydration, and a tap
// on the menu button as soon as it shows, held until the app can carry it out, until the menu is
// open (docs/decisions/0025-no-tap-is-lost.md); a campaign's page has no menu, so no tap.
// Printed and written, not judged: the end-to-end tests prove taps work.
import { chromium, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumLaunchOptions } from '../../web/e2e/support/chromium.ts';
import {
  builtContentPages,
  markdownTable,
  printTable,
  REFERENCE_PATH,
  referencePage,
  routes,
  serveBuiltSite,
} from '../gates/builtSite.ts';

const RUNS = 5;
const phone = { width: 390, height: 844 };
const SLOWDOWNS = [1, 4];

declare global {
  interface Window {
    firstTap: { paint?: number; hydrated?: number; tap?: number; effect?: number };
  }
}

/** Records, in the page's own clock, its first paint, hydration, the first tap and the menu open. */
function recordFirstTap() {
  const times: Window['firstTap'] = {};
  window.firstTap = times;
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) times.paint ??= paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  addEventListener('click', (event) => (times.tap ??= event.timeStamp), true);
  new MutationObserver(() => {
    const root = document.documentElement;
    if (root.hasAttribute('data-hydrated')) times.hydrated ??= performance.now();
    if (document.querySelector('.site-nav__toggle[aria-expanded="true"]'))
      times.effect ??= performance.now();
  }).observe(document, { attributes: true, subtree: true });
}

// The reference page (one heading, one paragraph, served beside the site) gives this machine's
// first paint of a bare page.
const site = await serveBuiltSite();
const proxy = createServer((req, res) => {
  if (req.url === REFERENCE_PATH) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(referencePage);
    return;
  }
  site.handle(req, res);
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
const browser = await chromium.launch(chromiumLaunchOptions);

/** One load of `path` at the CPU slowdown, with a tap on the menu button as soon as it shows. */
async function measure(path: string, slowdown: number, tap: boolean) {
  const page: Page = await browser.newPage({ viewport: phone });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.addInitScript(recordFirstTap);
  await page.goto(origin + path, { waitUntil: 'commit' });
  if (tap) {
    await page.locator('button.site-nav__toggle').click();
    await page.waitForFunction(() => window.firstTap.effect !== undefined, null, {
      timeout: 60_000,
    });
  } else {
    await page.waitForFunction(() => window.firstTap.paint !== undefined);
  }
  const times = await page.evaluate(() => window.firstTap);
  await page.close();
  return times;
}

const middle = (values: number[]) => values.toSorted((a, b) => a - b)[values.length >> 1]!;
const ms = (values: (number | undefined)[]) =>
  values.every((value) => value !== undefined) ? Math.round(middle(values as number[])) : '';

const rows: (string | number)[][] = [
  ['route', 'CPU', 'first paint ms', 'hydrated ms', 'tap at', 'menu open ms', 'tap to menu ms'],
];
try {
  for (const slowdown of SLOWDOWNS) {
    const reference = [];
    for (let run = 0; run < RUNS; run++)
      reference.push(await measure(REFERENCE_PATH, slowdown, false));
    rows.push([
      'reference',
      `${slowdown}x`,
      ms(reference.map(({ paint }) => paint)),
      '',
      '',
      '',
      '',
    ]);
    for (const route of [...routes, ...builtContentPages()]) {
      const hasMenu = /<button[^>]*site-nav__toggle/.test(
        await (await fetch(origin + route)).text(),
      );
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(route, slowdown, hasMenu));
      rows.push([
        route,
        `${slowdown}x`,
        ms(runs.map(({ paint }) => paint)),
        ms(runs.map(({ hydrated }) => hydrated)),
        ms(runs.map(({ tap }) => tap)),
        ms(runs.map(({ effect }) => effect)),
        ms(runs.map(({ tap, effect }) => (tap === undefined ? undefined : effect! - tap))),
      ]);
    }
  }
} finally {
  await browser.close();
  await new Promise((resolve) => proxy.close(resolve));
  await site.close();
}
printTable(rows);
const legend = `(Median of ${RUNS} loads each, at ${phone.width} × ${phone.height}, from the navigation's start in the page's own clock. tap at: when the menu button, tapped as soon as it showed, was clicked; menu open: when the app had opened the menu.)`;
console.log(legend);
const reportIndex = process.argv.indexOf('--report');
if (reportIndex > 0) {
  writeFileSync(process.argv[reportIndex + 1]!, `${markdownTable(rows)}\n\n${legend}\n`);
}
