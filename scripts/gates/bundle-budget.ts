// Gate: the JavaScript each route loads before any interaction, gzip-compressed, in Debian's
// Chromium; and no voice SDK or Daily code among it. Run after `npm run build`.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { useGpuStandIn } from '../../web/e2e/support/gpuStandIn.ts';
import { clientDist } from '../../web/server/paths.ts';
import { chromiumPath, kB, printTable, routes, serveBuiltSite } from './builtSite.ts';

/** Issue 7's budget: gzipped JavaScript a route loads before any interaction. */
const BUDGET_KB = 130;
// Daily's call-machine CDN: only daily-js (bundled with the Vapi SDK) names it.
const VOICE_SDK_MARK = 'c.daily.co';

// The orb fetches its renderer only where WebGL runs on a GPU, and this machine has none: with
// the GPU's stand-in the figures are those of a phone that has one.
const site = await serveBuiltSite();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
const failures: string[] = [];
const rows: (string | number)[][] = [['route', 'scripts', 'raw kB', 'gzip kB', 'budget kB']];
try {
  for (const route of routes) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await useGpuStandIn(page);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.origin === site.origin) {
        scripts.add(url.pathname);
      }
    });
    await page.goto(site.origin + route);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const body = readFileSync(join(clientDist, path));
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
      if (body.includes(VOICE_SDK_MARK)) failures.push(`${route} loaded voice SDK code: ${path}`);
    }
    if (gzip > BUDGET_KB * 1000) {
      failures.push(`${route}: ${kB(gzip)} kB gzip is over the budget of ${BUDGET_KB} kB`);
    }
    rows.push([route, scripts.size, kB(raw), kB(gzip), BUDGET_KB]);
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
printTable(rows);
if (failures.length) {
  console.error(`\nBundle budget failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nEvery route within its budget; no voice SDK code before the first orb trigger.');
