import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDist } from '../server/paths';
import { prerenderedPaths } from '../src/lib/paths';
import { gotoWithBrandFont } from './support/brandFont';
import { layoutShifts, recordLayoutShifts } from './support/layoutShifts';
import { expect, test } from './support/test';

// The brand font (web/src/styles/fonts.css, docs/decisions/0020-brand-typeface.md,
// docs/decisions/0022-brand-font-after-the-first-paint.md): never on a first visit's first
// paint, fetched after it from the site itself, drawing every character of the copy, and moving
// nothing, whenever it arrives.

test('no page asks for the font before its first paint, and its styles name one file of the site', () => {
  const pages = readdirSync(clientDist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  expect(pages.length).toBeGreaterThanOrEqual(prerenderedPaths.length);
  for (const file of pages) {
    const html = readFileSync(join(clientDist, file), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    // The styles are inline (web/scripts/inlineStylesheet.ts).
    const fontSources = [...head.matchAll(/@font-face\{[^}]*?src:url\(([^)]+)\)/g)].map(
      ([, url]) => url,
    );
    // One file, and a URL of it: a font inlined as data: would weigh on every page.
    expect(fontSources, file).toEqual([expect.stringMatching(/^\/assets\/manrope-[\w-]+\.woff2$/)]);
    expect(head, file).not.toMatch(/<link[^>]*rel="preload"[^>]*as="font"/);
  }
});

test('a first visit paints in the fallback, then fetches the font once, from the site, cached for good', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  const font = page.waitForResponse((response) => response.request().resourceType() === 'font');
  await page.goto('/');
  const response = await font;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('font/woff2');
  expect(response.headers()['cache-control']).toContain('immutable');
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    fontFetched: performance
      .getEntriesByType('resource')
      .find(({ name }) => name.includes('/manrope-'))!.startTime,
    brandFont: document.documentElement.classList.contains('brand-font'),
  }));
  expect(timing.fontFetched).toBeGreaterThan(timing.firstPaint);
  expect(timing.brandFont).toBe(false);
  expect(fonts).toHaveLength(1);
  expect(new URL(fonts[0]!).pathname).toMatch(/^\/assets\/manrope-[\w-]+\.woff2$/);
  const { families } = await fontsOfText(page);
  expect([...families.keys()]).toEqual(['Liberation Sans']);
});

/** The names of the fonts Chromium drew each text node of the body with, and the characters. */
async function fontsOfText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  type Node = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string };
  const textNodes: Node[] = [];
  const walk = (node: Node & { children?: Node[] }) => {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'HEAD'].includes(node.nodeName)) return;
    if (node.nodeType === 3 && node.nodeValue.trim()) textNodes.push(node);
    node.children?.forEach(walk);
  };
  walk(root as never);
  const families = new Map<string, string>();
  let characters = '';
  for (const node of textNodes) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId });
    for (const { familyName } of fonts) families.set(familyName, node.nodeValue.trim());
    if (fonts.length > 0) characters += node.nodeValue;
  }
  await cdp.detach();
  return { families, characters };
}

test('every text of every page is drawn in the brand font, umlauts, ß and „quotes“ included', async ({
  page,
}) => {
  // From the browser's cache after the first page, as for a visitor reading on.
  let shown = '';
  for (const path of prerenderedPaths) {
    await gotoWithBrandFont(page, path);
    const { families, characters } = await fontsOfText(page);
    const others = [...families].filter(([family]) => !family.startsWith('Manrope'));
    expect(others, `${path}: text drawn in another font (font, text)`).toEqual([]);
    shown += characters;
  }
  for (const character of 'äöüÄÖÜß„“’–') expect(shown, 'characters checked').toContain(character);
});

for (const path of ['/', '/en']) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`${path} at ${viewport.width}×${viewport.height}: a font that arrives late moves nothing`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      // Later than "optional" waits for it (100 ms), as on a slow network.
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      const font = page.waitForResponse((response) => response.request().resourceType() === 'font');
      await page.goto(path);
      await font;
      // Two frames after the font arrived: a swap would lay the page out again there.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await layoutShifts(page)).toEqual([]);
      // The page stays in the metric-matched fallback: Arial's metric twin on Debian.
      const { families } = await fontsOfText(page);
      expect([...families.keys()]).toEqual(['Liberation Sans']);
    });
  }
}

test('once the font is there, the next page opened in the site is in it, and nothing moved before the click', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.goto('/');
  await page.waitForFunction(() => document.fonts.check('1em Manrope'));
  // Judged before the click: what the click's navigation moves is the click's, however long
  // a loaded machine takes to draw it (past the 500 ms that mark a shift as caused by input).
  expect(await layoutShifts(page)).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: 'Über uns' }).click();
  await expect(page.locator('html.brand-font')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { families } = await fontsOfText(page);
  expect([...families.keys()].filter((family) => !family.startsWith('Manrope'))).toEqual([]);
});

test('a reload paints in the brand font from its first frame', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/');
  await page.evaluate(() => document.fonts.load('1em Manrope'));
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.classList.contains('brand-font'))).toBe(
    true,
  );
  expect(await layoutShifts(page)).toEqual([]);
  const { families } = await fontsOfText(page);
  expect([...families.keys()].filter((family) => !family.startsWith('Manrope'))).toEqual([]);
});
