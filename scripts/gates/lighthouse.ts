// Gate: Lighthouse (mobile, default simulated throttling) on every route in Debian's Chromium,
// against the production build. Run after `npm run build`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumPath, kB, printTable, routes, serveBuiltSite } from './builtSite.ts';

const minimumScores: Record<string, number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 0.95,
  seo: 1,
};

// Lighthouse's own advice against its run-to-run variance: judge the median of several runs.
const RUNS_PER_ROUTE = 3;

/**
 * One run in a browser of its own, as Lighthouse's CLI does. A run that Lighthouse itself could
 * not record (e.g. NO_NAVSTART) measured nothing and is tried again, at most twice.
 */
async function runLighthouse(url: string, attemptsLeft = 3): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  let lhr: Result | undefined;
  try {
    lhr = (await lighthouse(url, { port: chrome.port, logLevel: 'error' }))?.lhr;
  } finally {
    chrome.kill();
  }
  if (lhr && !lhr.runtimeError) return lhr;
  const reason = lhr?.runtimeError?.message ?? 'no result';
  if (attemptsLeft <= 1) throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
  console.warn(`Lighthouse run on ${url} not recorded (${reason}); trying again.`);
  return runLighthouse(url, attemptsLeft - 1);
}

const site = await serveBuiltSite();
const failures: string[] = [];
const rows: (string | number)[][] = [
  ['route', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS kB'],
];
try {
  for (const route of routes) {
    const runs: Result[] = [];
    for (let run = 0; run < RUNS_PER_ROUTE; run++)
      runs.push(await runLighthouse(site.origin + route));
    const { categories, audits } = computeMedianRun(runs) as Result;
    const score = (id: string) => categories[id]?.score ?? 0;
    for (const [id, minimum] of Object.entries(minimumScores)) {
      if (score(id) < minimum) {
        const failed = categories[id]!.auditRefs.filter(
          (ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1,
        ).map((ref) => ref.id);
        failures.push(`${route} ${id} ${score(id)} < ${minimum} (${failed.join(', ')})`);
      }
    }
    const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)
      ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
    const jsBytes = (requests ?? [])
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const metric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    rows.push([
      route,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      metric('largest-contentful-paint'),
      metric('total-blocking-time'),
      (audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
      kB(jsBytes),
    ]);
  }
} finally {
  await site.close();
}
printTable(rows);
console.log(`(The median of ${RUNS_PER_ROUTE} runs per route; JS kB: bytes transferred, brotli.)`);
if (failures.length) {
  console.error(`\nLighthouse failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nLighthouse: every route meets its minimum scores.');
