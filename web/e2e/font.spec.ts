import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDist } from '../server/paths';
import { prerenderedPaths } from '../src/lib/paths';
import { HEADLINE_GLYPHS_ID } from '../scripts/headlineFace';
import { gotoWithBrandFont } from './support/brandFont';
import { watchingFrames } from './support/frameWatch';
import { layoutShifts, recordLayoutShifts } from './support/layoutShifts';
import { expect, test } from './support/test';

// The brand font (web/src/styles/fonts.css, docs/decisions/0020-brand-typeface.md,
// docs/decisions/0022-brand-font-after-the-first-paint.md,
// docs/decisions/0034-brand-font-on-first-paint.md): a first visit's first paint draws the
// page's headline in it from glyphs the page carries; the file itself is fetched after that paint
// from the site, draws every character of the copy, and moves nothing, whenever it arrives.

/** The built pages, as files of web/dist/client, with their HTML. */
function builtPages() {
  return readdirSync(clientDist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(join(clientDist, file), 'utf8') }));
}

test('no page asks for the font file before its first paint; its styles name one file of the site, and every page carries the glyphs of its own headline', async () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThanOrEqual(prerenderedPaths.length);
  for (const { file, html } of pages) {
    const head = html.slice(0, html.indexOf('</head>'));
    // The styles are inline (web/scripts/inlineStylesheet.ts).
    const fontSources = [...head.matchAll(/@font-face\{[^}]*?src:url\(([^)]+)\)/g)].map(
      ([, url]) => url,
    );
    expect(fontSources, file).toEqual([expect.stringMatching(/^\/assets\/manrope-[\w-]+\.woff2$/)]);
    expect(head, file).not.toMatch(/<link[^>]*rel="preload"[^>]*as="font"/);
    // The headline's glyphs come before the head script that decodes them.
    const glyphs = head.indexOf(`<script type="font/woff2" id="${HEADLINE_GLYPHS_ID}"`);
    expect(glyphs, file).toBeGreaterThan(0);
    expect(glyphs, file).toBeLessThan(head.indexOf('<script>'));
  }
});

test('a first visit paints its headline in the brand font and the rest in the fallback, then fetches the font once, from the site, cached for good', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  const font = page.waitForResponse((response) => response.request().resourceType() === 'font');
  await page.goto('/fallstudien/zahnarztpraxis-weber');
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
  expect(await fontsOfHeadlineAndRest(page)).toEqual({
    headline: ['Manrope'],
    rest: ['Liberation Sans'],
  });
});

/**
 * The names of the fonts Chromium drew each text node of the body with, and the characters; only
 * those `within` the elements a selector matches, or all but those `outside` them.
 */
async function fontsOfText(
  page: Page,
  { within, outside }: { within?: string; outside?: string } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const matching = async (selector: string | undefined) =>
    new Set(
      selector
        ? (await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector })).nodeIds
        : [],
    );
  const [chosen, left] = [await matching(within), await matching(outside)];
  type Node = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string };
  const textNodes: Node[] = [];
  const walk = (node: Node & { children?: Node[] }, inside: boolean) => {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'HEAD'].includes(node.nodeName)) return;
    if (left.has(node.nodeId)) return;
    const taken = inside || !within || chosen.has(node.nodeId);
    if (node.nodeType === 3 && node.nodeValue.trim() && taken) textNodes.push(node);
    node.children?.forEach((child) => walk(child, taken));
  };
  walk(root as never, false);
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

/**
 * The families Chromium drew the page's h1 with, and those of every other text ('Manrope' for
 * the brand font, whichever instance's name it carries).
 */
async function fontsOfHeadlineAndRest(page: Page) {
  const brand = (families: Map<string, string>) => [
    ...new Set(
      [...families.keys()].map((family) => (family.startsWith('Manrope') ? 'Manrope' : family)),
    ),
  ];
  return {
    headline: brand((await fontsOfText(page, { within: 'h1' })).families),
    rest: brand((await fontsOfText(page, { outside: 'h1' })).families),
  };
}

test('a first visit’s first paint draws the headline of every page in the brand font, from the HTML alone', async ({
  browser,
}) => {
  // Nothing but the HTML, its head script included (which decodes the headline's glyphs): the
  // app never starts, so what the page shows is what its first paint showed.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort(),
  );
  for (const { file } of builtPages()) {
    const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    await page.goto(path);
    const { families } = await fontsOfText(page, { within: 'h1' });
    expect([...families.keys()], `${path}: its headline`).toEqual([
      expect.stringMatching(/^Manrope/),
    ]);
  }
  await context.close();
});

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

for (const path of ['/', '/en', '/l/arztpraxen']) {
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
      await watchingFrames(
        page,
        'Two frames after the font',
        page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
      );
      expect(await layoutShifts(page)).toEqual([]);
      // The page stays in the metric-matched fallback (Arial's metric twin on Debian), but for
      // the headline, whose glyphs the page carries.
      expect(await fontsOfHeadlineAndRest(page)).toEqual({
        headline: ['Manrope'],
        rest: ['Liberation Sans'],
      });
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

test('the headline’s glyphs are there at the first layout: no page moves on a phone', async ({
  page,
}) => {
  // The width at which a case study's headline, laid out in the fallback first, took a line more.
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  for (const { file } of builtPages()) {
    const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShifts(page), path).toEqual([]);
  }
});

test('a page opened in the site before the font is there draws its headline wholly in the fallback, not in glyphs of the first page’s', async ({
  page,
}) => {
  // The font file never comes: the first page's headline glyphs are all the brand font there is.
  await page.route('**/*.woff2', () => undefined);
  await page.goto('/fallstudien/zahnarztpraxis-weber');
  expect((await fontsOfHeadlineAndRest(page)).headline).toEqual(['Manrope']);
  await page.getByRole('banner').getByRole('link', { name: 'Über uns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
  // „Ü“ is not in „Keine verpassten Anrufe…“: a mixed headline would name both faces.
  expect((await fontsOfHeadlineAndRest(page)).headline).toEqual(['Liberation Sans']);
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
