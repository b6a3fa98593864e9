// Gate: Lighthouse (mobile, default simulated throttling) in Debian's Chromium against the
// production build, judged by ratios to figures measured in the same run, never by absolute
// scores: those depend on the machine and on whatever else it is doing. Run after `npm run build`.
//
// Per route it measures the route as built, the same route with every script file blocked, and a
// minimal reference page (one heading, one paragraph) served by the same server, the median of
// RUNS runs each, interleaved so that a busy spell of the machine falls on all variants alike.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtFiles, chromiumPath, kB, printTable, routes, serveBuiltSite } from './builtSite.ts';

const RUNS = 3;
/** The limits (docs/decisions/0001-react-and-how-it-loads.md says why these). */
const limits = {
  /** LCP as built over LCP with scripts blocked: scripts must not delay the first content. */
  lcpRatio: 1.05,
  /** Total blocking time over the reference page's, in ms, as built and with scripts blocked. */
  extraTbtMs: 50,
  cls: 0.01,
  scores: { accessibility: 1, 'best-practices': 0.95, seo: 0.95 } as Record<string, number>,
};

const REFERENCE_PATH = '/__lighthouse-reference';
const referencePage = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referenz</title><meta name="description" content="Eine minimale Seite als Maßstab."></head>
<body><h1>Referenzseite</h1><p>Eine Überschrift und ein Absatz, sonst nichts.</p></body></html>`;

type Variant = 'built' | 'blocked' | 'reference';

const flagsOf = (variant: Variant): Flags => ({
  logLevel: 'error',
  // The other categories are judged on the route as built only.
  onlyCategories:
    variant === 'built'
      ? ['performance', 'accessibility', 'best-practices', 'seo']
      : ['performance'],
  // Every script file of the site; the page's markup and stylesheet still load.
  blockedUrlPatterns: variant === 'blocked' ? ['*.js'] : [],
  disableFullPageScreenshot: true,
});

/**
 * One run in a browser of its own, as Lighthouse's CLI does, so no run inherits another's
 * compiled scripts. Chromium starts its renderer process only for the first page of a site, and
 * on two busy cores that start (a JavaScript context, fonts) costs a random 50 to 400 ms of
 * blocking time that no page causes; so the browser keeps a single renderer process
 * (--renderer-process-limit=1), warmed by the reference page in another tab before Lighthouse
 * loads the page to measure. A run that Lighthouse itself could not record (e.g. NO_NAVSTART)
 * measured nothing and is tried again, at most twice.
 */
async function runLighthouse(url: string, variant: Variant, attemptsLeft = 3): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--renderer-process-limit=1',
      '--disable-site-isolation-trials',
    ],
  });
  let lhr: Result | undefined;
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const warmUp = await browser.contexts()[0]!.newPage();
    await warmUp.goto(new URL(REFERENCE_PATH, url).href);
    lhr = (await lighthouse(url, { ...flagsOf(variant), port: chrome.port }))?.lhr;
    await browser.close();
  } finally {
    chrome.kill();
  }
  if (lhr && !lhr.runtimeError) return lhr;
  const reason = lhr?.runtimeError?.message ?? 'no result';
  if (attemptsLeft <= 1) throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
  console.warn(`Lighthouse run on ${url} not recorded (${reason}); trying again.`);
  return runLighthouse(url, variant, attemptsLeft - 1);
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const score = (lhr: Result, id: string) => lhr.categories[id]?.score ?? 0;

function scriptBytes(lhr: Result) {
  const items = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  return (items ?? [])
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** The main-thread tasks Lighthouse counted as long, for a failure's explanation. */
function longTasks(lhr: Result) {
  const items = (lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items as
    { url?: string; duration?: number }[] | undefined;
  return (items ?? [])
    .slice(0, 5)
    .map(({ url, duration }) => `${Math.round(duration ?? 0)} ms ${url ?? ''}`.trim())
    .join('; ');
}

// The built site, with the reference page beside it on the same server and origin.
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
// The server compresses each file on its first request: that happens here, not in a measured run.
for (const path of [...routes, ...builtFiles()]) {
  await fetch(origin + path, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) =>
    r.arrayBuffer(),
  );
}

const runs = new Map<string, Result[]>();
const record = (key: string, lhr: Result) => runs.set(key, [...(runs.get(key) ?? []), lhr]);
try {
  for (let run = 1; run <= RUNS; run++) {
    console.log(`Lighthouse run ${run} of ${RUNS}…`);
    record('reference', await runLighthouse(origin + REFERENCE_PATH, 'reference'));
    for (const route of routes) {
      record(`built ${route}`, await runLighthouse(origin + route, 'built'));
      record(`blocked ${route}`, await runLighthouse(origin + route, 'blocked'));
    }
  }
} finally {
  await new Promise((resolve) => proxy.close(resolve));
  await site.close();
}

const median = (key: string) => computeMedianRun(runs.get(key)!) as Result;
const reference = median('reference');
const referenceTbt = metric(reference, 'total-blocking-time');
const failures: string[] = [];
const rows: (string | number)[][] = [
  [
    'route',
    'perf',
    'a11y',
    'best',
    'seo',
    'LCP ms',
    'LCP blocked',
    'ratio',
    'TBT ms',
    'TBT blocked',
    'CLS',
    'JS kB',
  ],
];
for (const route of routes) {
  const built = median(`built ${route}`);
  const blocked = median(`blocked ${route}`);
  const lcp = metric(built, 'largest-contentful-paint');
  const lcpBlocked = metric(blocked, 'largest-contentful-paint');
  const tbt = metric(built, 'total-blocking-time');
  const tbtBlocked = metric(blocked, 'total-blocking-time');
  const cls = metric(built, 'cumulative-layout-shift');
  if (lcp / lcpBlocked > limits.lcpRatio) {
    failures.push(
      `${route}: LCP ${Math.round(lcp)} ms is more than ${limits.lcpRatio}× the ${Math.round(lcpBlocked)} ms with scripts blocked`,
    );
  }
  for (const [what, value, lhr] of [
    ['as built', tbt, built],
    ['with scripts blocked', tbtBlocked, blocked],
  ] as const) {
    if (value - referenceTbt > limits.extraTbtMs) {
      failures.push(
        `${route} ${what}: TBT ${Math.round(value)} ms is more than ${limits.extraTbtMs} ms over the reference page's ${Math.round(referenceTbt)} ms (long tasks: ${longTasks(lhr) || 'none listed'})`,
      );
    }
  }
  if (cls > limits.cls) failures.push(`${route}: CLS ${cls.toFixed(3)} > ${limits.cls}`);
  for (const [id, minimum] of Object.entries(limits.scores)) {
    if (score(built, id) < minimum) {
      const failed = built.categories[id]!.auditRefs.filter(
        (ref) => ref.weight > 0 && (built.audits[ref.id]?.score ?? 1) < 1,
      ).map((ref) => ref.id);
      failures.push(`${route}: ${id} ${score(built, id)} < ${minimum} (${failed.join(', ')})`);
    }
  }
  rows.push([
    route,
    score(built, 'performance'),
    score(built, 'accessibility'),
    score(built, 'best-practices'),
    score(built, 'seo'),
    Math.round(lcp),
    Math.round(lcpBlocked),
    (lcp / lcpBlocked).toFixed(3),
    Math.round(tbt),
    Math.round(tbtBlocked),
    cls.toFixed(3),
    kB(scriptBytes(built)),
  ]);
}
rows.push([
  'reference',
  score(reference, 'performance'),
  '',
  '',
  '',
  Math.round(metric(reference, 'largest-contentful-paint')),
  '',
  '',
  Math.round(referenceTbt),
  '',
  metric(reference, 'cumulative-layout-shift').toFixed(3),
  '',
]);
printTable(rows);
console.log(
  `(Median of ${RUNS} runs each. Absolute scores and times are printed, not judged; JS kB: bytes transferred, brotli.)`,
);
if (failures.length) {
  console.error(`\nLighthouse failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nLighthouse: every route within its limits against the same run’s references.');
