import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDist } from '../server/paths';
import { createSiteServer } from '../server/site';
import { prerenderedPaths } from '../src/lib/paths';
import { listen } from '../test/listen';
// Playwright's own test: its page.goto does not wait for hydration, which this test holds back.
import { expect, test, type Page } from '@playwright/test';
import { seedDocument } from './seed';
import { HEAVY_PAGE_PATH, heavyPageBuild } from './support/heavyPage';
import { layoutShifts, recordLayoutShifts } from './support/layoutShifts';
import { pausingRelay } from './support/pausingRelay';

// A prerendered page paints with the rules its own markup uses, inline in its head; the whole
// stylesheet follows after the first paint, before the app changes anything
// (web/scripts/inlineStylesheet.ts, docs/decisions/0021-styles-inline-in-the-page.md).

/** The page's own rules: its head's style element outside <noscript>. */
const ownStyles = (html: string) =>
  /<style>([\s\S]*?)<\/style>/.exec(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''))![1]!;

test('every page holds part of the stylesheet, and the stylesheet is a file of the build', () => {
  const home = readFileSync(join(clientDist, 'index.html'), 'utf8');
  const href = /<script data-styles="(\/assets\/style-[\w-]+\.css)"/.exec(home)![1]!;
  const whole = readFileSync(join(clientDist, href), 'utf8');
  const pages = readdirSync(clientDist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  expect(pages.length).toBeGreaterThanOrEqual(prerenderedPaths.length);
  for (const file of pages) {
    const own = ownStyles(readFileSync(join(clientDist, file), 'utf8'));
    expect(own.length, file).toBeGreaterThan(1_000);
    expect(own.length, file).toBeLessThan(whole.length * 0.75);
  }
});

test('the whole stylesheet comes after the first paint, and the app hydrates once it is there, moving nothing', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  // Held back, as on a slow network: the app must wait for it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/style-*.css', async (route) => {
    await held;
    await route.continue();
  });
  // Not until load: the held stylesheet holds the load event too.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.getElementById('site-styles'));
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    styles: performance.getEntriesByType('resource').find(({ name }) => name.includes('/style-'))!
      .startTime,
  }));
  expect(timing.styles).toBeGreaterThan(timing.firstPaint);
  expect(await layoutShifts(page)).toEqual([]);
});

test('where a page’s footer and last sections leave their rules to the stylesheet, they are styled with JavaScript and without', async ({
  browser,
}) => {
  // The home page carries its headline's glyphs and so leaves out the rules of what lies below
  // its first screen (docs/decisions/0037-below-the-first-screen-styles-follow.md).
  const home = readFileSync(join(clientDist, 'index.html'), 'utf8');
  expect(ownStyles(home)).not.toContain('.site-footer__grid{');
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/');
    const grid = page.locator('.site-footer__grid');
    await expect(grid, `JavaScript ${javaScriptEnabled}`).toHaveCSS('display', 'grid');
    await context.close();
  }
});

const home = seedDocument<{ callDisclosure: { de: string; en: string } }>('homePage');

for (const [path, language] of [
  ['/', 'de'],
  ['/en', 'en'],
] as const) {
  // Inside the hero's centred AI disclosure: drawn half-parsed, its box is narrow, and it moves
  // when the rest of its words come. In the contact form, far below the first screen: a page
  // inside the first window waits for its end there too, for what Chromium does when the
  // stylesheet then restyles a form drawn before (docs/decisions/0040-the-first-paint-is-the-whole-page.md).
  const disclosure = home.callDisclosure[language];
  const pauses = [
    { where: 'in its first screen', at: disclosure.slice(disclosure.indexOf(' ') + 1) },
    { where: 'below its first screen', at: '<select' },
  ];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    for (const { where, at } of pauses) {
      test(`${path} at ${viewport.width} px: a page whose HTML pauses ${where} paints only once whole, and moves nothing`, async ({
        page,
        baseURL,
      }) => {
        const relay = await pausingRelay(baseURL!, at);
        await page.setViewportSize(viewport);
        await recordLayoutShifts(page);
        await page.goto(relay.origin + path, { waitUntil: 'commit' });
        // The first part is parsed, and the parser waits; the browser draws nothing yet.
        await expect(page.locator('.voice-demo__before')).toHaveCount(1);
        relay.resume();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const firstPaint = await page.evaluate(
          () =>
            performance.timeOrigin +
            performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        );
        // (NaN, and so failing, had the page never paused.)
        expect(firstPaint).toBeGreaterThanOrEqual(relay.restSentAt());
        expect(await layoutShifts(page)).toEqual([]);
        await relay.close();
      });
    }
  }
}

test.describe('a page far longer than its first screen', () => {
  // One worker builds the page's site (web/dist/heavy-page), not two at once.
  test.describe.configure({ mode: 'serial' });
  let site: { origin: string; close: () => Promise<void> };
  let pauseAt: string;
  let place: string;

  test.beforeAll(async () => {
    const root = heavyPageBuild();
    site = await listen(createSiteServer({ env: {}, root }));
    // The pause falls at the start of the page's tenth section, far below its first screen.
    const html = readFileSync(join(root, HEAVY_PAGE_PATH, 'index.html'), 'utf8');
    const sections = [...html.matchAll(/<div class="page-section"[^>]*data-section="([^"]+)">/g)];
    pauseAt = sections[9]![0];
    // A heading below the pause.
    place = `section-${sections[12]![1]}-heading`;
  });

  test.afterAll(() => site?.close());

  /** When the page first painted, in ms since the epoch; NaN while it has not. */
  const firstPaint = (page: Page) =>
    page.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
    );

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`at ${viewport.width} px: its HTML paused below the first screen, it paints what is parsed, and nothing in view moves when the rest comes`, async ({
      page,
    }) => {
      const relay = await pausingRelay(site.origin, pauseAt);
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      await page.goto(relay.origin + HEAVY_PAGE_PATH, { waitUntil: 'commit' });
      // Painted while the rest of the page is still held back.
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length,
      );
      await expect(page.locator('h1')).toBeInViewport();
      await expect(page.locator('.site-footer')).toHaveCount(0);
      relay.resume();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await firstPaint(page)).toBeLessThan(relay.restSentAt());
      expect(await layoutShifts(page)).toEqual([]);
      // The checks left the document before React hydrated it.
      await expect(page.locator('main script:not([type])')).toHaveCount(0);
      await relay.close();
    });
  }

  test('a visit to a place on it paints only once the page is whole, at that place', async ({
    page,
  }) => {
    const relay = await pausingRelay(site.origin, pauseAt);
    await page.goto(`${relay.origin}${HEAVY_PAGE_PATH}#${place}`, { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveCount(1);
    relay.resume();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await firstPaint(page)).toBeGreaterThanOrEqual(relay.restSentAt());
    await expect(page.locator(`#${place}`)).toBeInViewport();
    await relay.close();
  });
});
