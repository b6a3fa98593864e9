// Gate: the JavaScript each route loads before any interaction, gzip-compressed, in Debian's
// Chromium, against the figures committed in bundle-baseline.json and each kind of page's limit;
// and no code of a service that loads on first use (the Vapi SDK, Daily, supabase-js, EmailJS)
// among it. Run after `npm run build`. With --update it writes the measured figures as the new
// baseline instead: growth is then a deliberate change that a review sees in the diff.
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { useGpuStandIn } from '../../web/e2e/support/gpuStandIn.ts';
import { clientDist } from '../../web/server/paths.ts';
import { SIMULATED_CALL_MARKER } from '../../web/src/devtools/simulatedCall/simulatedCall.ts';
import { chromiumLaunchOptions } from '../../web/e2e/support/chromium.ts';
import { languages } from '../../web/src/i18n/languages.ts';
import { caseStudyPath, localizedPath, paths } from '../../web/src/lib/paths.ts';
import {
  builtContentPages,
  kB,
  printTable,
  routes as fixedRoutes,
  serveBuiltSite,
} from './builtSite.ts';

/** Every page of the build: the fixed routes and the pages made from content. */
const routes = [...fixedRoutes, ...builtContentPages()];

const BASELINE_FILE = new URL('./bundle-baseline.json', import.meta.url);
/** How much a route may grow over its committed figure before the gate fails. */
const ALLOWED_GROWTH = 0.05;

/**
 * Code that must load only on first use, each known by a string that only it contains. The
 * simulated call is in the build of the local stand-ins only, which CI's `npm run build` (no
 * Sanity project, no Vapi keys) makes: its chunk loads when the offer is taken, and a deployment's
 * build, without the offer and its few hundred bytes, weighs no more than these figures.
 */
const firstUseOnly = [
  { name: 'the Vapi SDK', mark: 'api.vapi.ai' },
  { name: 'Daily', mark: 'c.daily.co' },
  { name: 'supabase-js', mark: 'GoTrueClient' },
  { name: 'EmailJS', mark: 'api.emailjs.com' },
  { name: 'the simulated call', mark: SIMULATED_CALL_MARKER },
];

/**
 * The most a page of each kind may load before interaction, gzip, and the target the site aims
 * at. The limit is today's figure, rounded up, so it can only go down: React and React Router's
 * data router alone are 97 kB, so no page that hydrates reaches 100 kB; the home page meets its
 * target since the call, the contact form and the carousel load their code on first use. Why
 * and with which figures: docs/decisions/0043-code-per-page.md.
 */
const pageLimits = [
  {
    kind: 'the home page',
    routes: languages.map((language) => localizedPath(paths.home, language)),
    target: 150_000,
    limit: 145_000,
  },
  {
    kind: 'a legal page',
    routes: languages.flatMap((language) =>
      [paths.impressum, paths.privacy].map((path) => localizedPath(path, language)),
    ),
    target: 100_000,
    limit: 123_000,
  },
  {
    kind: 'a case study',
    routes: routes.filter((route) =>
      languages.some((language) => route.startsWith(localizedPath(caseStudyPath(''), language))),
    ),
    target: 100_000,
    limit: 128_000,
  },
];

const update = process.argv.includes('--update');
const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, number>;

// The orb fetches its renderer only where WebGL runs on a GPU, and this machine has none: with
// the GPU's stand-in the figures are those of a phone that has one.
const site = await serveBuiltSite();
const browser = await chromium.launch(chromiumLaunchOptions);
const failures: string[] = [];
const measured: Record<string, number> = {};
const rows: (string | number)[][] = [
  ['route', 'scripts', 'raw kB', 'gzip kB', 'baseline kB', 'limit kB', 'target kB'],
];

/** Each file's size and gzip size, compressed once however many routes load it. */
const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(path: string, body: Buffer) {
  if (!sizes.has(path)) {
    sizes.set(path, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return sizes.get(path)!;
}

/** The script files of the site that the route loads until it has hydrated and gone quiet. */
async function scriptsOf(route: string) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  // Every wait of the page (load, hydration, the orb, quiet) is guarded against a state that never
  // comes, not held to a budget: a busy machine takes longer and measures the same.
  page.setDefaultTimeout(300_000);
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
  // The orb asks its worker about the GPU, then fetches its renderer: that may come after half a
  // second of quiet, so quiet alone counted the renderer on some runs and not on others.
  await page.waitForFunction(
    () => !document.querySelector('.orb-canvas[data-graphics="starting"]'),
  );
  await page.waitForLoadState('networkidle');
  // A worker still loading through the stand-in's route must not outlive its page as an error.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.close();
  return scripts;
}

/** Three routes at a time: most of a route's time is the half second of quiet it waits for. */
const ROUTES_AT_ONCE = 3;
try {
  const loaded: Set<string>[] = [];
  for (let first = 0; first < routes.length; first += ROUTES_AT_ONCE) {
    loaded.push(...(await Promise.all(routes.slice(first, first + ROUTES_AT_ONCE).map(scriptsOf))));
  }
  routes.forEach((route, index) => {
    const scripts = loaded[index]!;
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const body = readFileSync(join(clientDist, path));
      const size = sizeOf(path, body);
      raw += size.raw;
      gzip += size.gzip;
      for (const { name, mark } of firstUseOnly) {
        if (body.includes(mark)) failures.push(`${route} loaded ${name} before first use: ${path}`);
      }
    }
    measured[route] = gzip;
    const allowed = baseline[route];
    if (!update && allowed === undefined) {
      failures.push(`${route} has no baseline figure: run this gate with --update and commit it`);
    } else if (!update && gzip > allowed! * (1 + ALLOWED_GROWTH)) {
      failures.push(
        `${route}: ${kB(gzip)} kB gzip is more than ${ALLOWED_GROWTH * 100} % over its baseline of ${kB(allowed!)} kB`,
      );
    }
    const kind = pageLimits.find(({ routes }) => routes.includes(route));
    if (kind && gzip > kind.limit) {
      failures.push(
        `${route}: ${kB(gzip)} kB gzip is over the ${kB(kind.limit)} kB of ${kind.kind}`,
      );
    }
    rows.push([
      route,
      scripts.size,
      kB(raw),
      kB(gzip),
      allowed ? kB(allowed) : '–',
      kind ? kB(kind.limit) : '–',
      kind ? kB(kind.target) : '–',
    ]);
  });
} finally {
  await browser.close();
  await site.close();
}
printTable(rows);
if (failures.length) {
  console.error(`\nBundle budget failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
if (update) {
  writeFileSync(BASELINE_FILE, `${JSON.stringify(measured, null, 2)}\n`);
  console.log(`\nWrote the measured figures to ${BASELINE_FILE.pathname}: review and commit them.`);
} else {
  console.log('\nEvery route within its baseline; no first-use code before first use.');
}
