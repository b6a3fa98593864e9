import type { SanityClient } from '@sanity/client';
import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode } from '@vercel/stega';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStack, type LocalStack } from '../local-stack/localStack';
import { prerenderedPaths } from '../src/lib/paths';
import { SANITY_DEFAULT_API_VERSION, SANITY_DEFAULT_DATASET } from '../src/config/services';
import { seedDir } from '../server/paths';
import { PREVIEW_TEXTS } from '../server/preview/previewServer';
import { PREVIEW_COOKIE } from '../server/preview/previewSession';
import { createSiteServer } from '../server/site';
import { listen } from '../test/listen';
import { localContentClient } from '../test/localContent';
import { homeSection, seedDocument } from './seed';
import { pointUntilOutlined } from './support/overlays';
import { studioStandIn } from './support/studioStandIn';
import { ZERO_WIDTH } from './support/zeroWidth';
import { expect, test } from './support/test';

// Preview mode as Sanity's Presentation tool uses it. The test plays the Studio with the Studio's
// own code: it stores a draft and a preview secret with @sanity/client and
// @sanity/preview-url-secret (against the local stand-in of the Content Lake,
// web/local-stack/groqEndpoint.ts), opens the site's enable route with that secret, and frames
// the site from a page at another origin, as the Studio does. Only the Studio's user interface is
// missing: it needs Sanity's servers.

const TOKEN = 'e2e-preview-token';
const DRAFT_HEADING = 'Entwurf: Ihr KI-Telefonassistent';
/** The home page's hero section in the seed, and the path of its heading in a patch. */
const hero = homeSection<{ heading: { de: string } }>('heroSection');
const heroHeadingPath = `sections[_key=="${hero._key}"].heading.de`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: { origin: string; close: () => Promise<void> };
let studio: { origin: string; close: () => Promise<void> };
let localStack: LocalStack;
let editor: SanityClient;
let pgliteDir: string;
let publishedHeading: string;

test.beforeAll(async () => {
  pgliteDir = mkdtempSync(join(tmpdir(), 'e2e-preview-db-'));
  const env = { SANITY_PREVIEW_TOKEN: TOKEN };
  localStack = createLocalStack({ env, seedDir, pgliteDir });
  // @sanity/client's agent keeps an idle connection with no limit of its own and does not repeat
  // a mutation whose connection the server closed meanwhile (ECONNRESET, under load): this
  // test's server keeps idle connections until it closes.
  const server = createSiteServer({
    env,
    localStack,
    previewToken: localStack.previewToken,
    requestLimits: { keepAliveTimeout: 0 },
  });
  const listening = await listen(server);
  // Browsed as localhost: the preview cookie is Secure, which browsers accept from localhost.
  site = { ...listening, origin: listening.origin.replace('127.0.0.1', 'localhost') };
  const studioListening = await listen(await studioStandIn());
  studio = { ...studioListening, origin: studioListening.origin.replace('127.0.0.1', 'localhost') };
  editor = localContentClient(listening.origin, { token: TOKEN });
  const published = seedDocument<{ _id: string; _type: string; sections: { _key: string }[] }>(
    'homePage',
  );
  publishedHeading = hero.heading.de;
  // The draft's hero section has the draft heading; the other sections are the published ones.
  await editor.createOrReplace({
    ...published,
    _id: 'drafts.homePage',
    sections: published.sections.map((section) =>
      section._key === hero._key
        ? { ...hero, heading: { ...hero.heading, de: DRAFT_HEADING } }
        : section,
    ),
  });
});

test.afterAll(async () => {
  await site?.close();
  await studio?.close();
  await localStack?.close();
  rmSync(pgliteDir, { recursive: true, force: true });
});

/** The enable link the Studio's Presentation tool opens, with a fresh secret. */
async function enableUrl(pathname = '/') {
  const { secret } = await createPreviewSecret(editor, 'e2e', studio.origin, 'e2e-editor');
  const url = new URL('/api/preview/enable', site.origin);
  url.searchParams.set('sanity-preview-secret', secret);
  url.searchParams.set('sanity-preview-pathname', pathname);
  return url.href;
}

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('without preview mode the site is the published one, framed by nobody', async ({ page }) => {
  const response = await page.goto(`${site.origin}/`);
  expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(heading(page)).toHaveText(publishedHeading);
  expect(await page.locator('meta[name="sanity-preview-studio"]').count()).toBe(0);
  expect(await page.content()).not.toMatch(ZERO_WIDTH);

  const query = await page.request.get(
    `${site.origin}/api/preview/v${SANITY_DEFAULT_API_VERSION}/data/query/${SANITY_DEFAULT_DATASET}?query=*[_id=="drafts.homePage"]`,
  );
  expect(query.status()).toBe(401);
});

test('a wrong or forged secret, or a forged cookie, gives no preview', async ({
  page,
  context,
}) => {
  const wrong = await page.request.get(
    `${site.origin}/api/preview/enable?sanity-preview-secret=not-the-secret&sanity-preview-pathname=/`,
    { maxRedirects: 0 },
  );
  expect(wrong.status()).toBe(401);
  expect(await wrong.text()).toBe(PREVIEW_TEXTS.invalidSecret);
  expect(wrong.headers()['set-cookie']).toBeUndefined();

  await context.addCookies([
    { name: PREVIEW_COOKIE, value: 'eyJzdHVkaW9PcmlnaW4iOiJ4In0.Zm9yZ2Vk', url: site.origin },
  ]);
  const response = await page.goto(`${site.origin}/`);
  expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(heading(page)).toHaveText(publishedHeading);
});

test('the secret from the Studio opens preview mode: drafts, stega and the Studio may frame the page', async ({
  page,
}) => {
  await page.goto(await enableUrl('/'));
  await expect(page).toHaveURL(`${site.origin}/`);
  await expect(heading(page)).toContainText(DRAFT_HEADING);

  const headingText = (await heading(page).textContent())!;
  expect(headingText).toMatch(ZERO_WIDTH);
  expect(stegaClean(headingText)).toBe(DRAFT_HEADING);
  const editLink = vercelStegaDecode(headingText) as { href: string };
  // Presentation's edit intent for the field the heading came from.
  expect(decodeURIComponent(editLink.href)).toMatch(
    new RegExp(
      `^${studio.origin}/intent/edit/mode=presentation;id=homePage;type=homePage;path=sections\\[_key=="${hero._key}"\\]\\.heading\\.de`,
    ),
  );

  const response = await page.request.get(`${site.origin}/`);
  expect(response.headers()['content-security-policy']).toContain(
    `frame-ancestors ${studio.origin}`,
  );
  expect(response.headers()['cache-control']).toBe('private, no-store');
});

test('in preview mode only texts carry stega: links, sources, ids and values stay clean', async ({
  page,
}) => {
  await page.goto(await enableUrl('/'));
  for (const path of prerenderedPaths) {
    await page.goto(`${site.origin}${path}`);
    expect(await page.locator('meta[name="sanity-preview-studio"]').count()).toBe(1);
    const attributes = await page
      .locator('[href], [src], [srcset], [value], [id], [for], [lang]')
      .evaluateAll((elements) =>
        elements.flatMap((element) =>
          ['href', 'src', 'srcset', 'value', 'id', 'for', 'lang'].map((name) =>
            element.getAttribute(name),
          ),
        ),
      );
    expect(
      attributes.filter((value) => value && ZERO_WIDTH.test(value)),
      path,
    ).toEqual([]);
  }
});

test('in preview mode an unknown page is a 404, a moved page moves, an English page is English', async ({
  page,
}) => {
  await page.goto(await enableUrl('/'));
  const missing = await page.goto(`${site.origin}/en/gibt-es-nicht`);
  expect(missing!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.locator('meta[name="sanity-preview-studio"]').count()).toBe(1);

  const moved = await page.request.get(`${site.origin}/services?station=2`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/journey?station=2');

  const english = await page.goto(`${site.origin}/en/journey?station=2`);
  expect(english!.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The switch to the German twin keeps the page and its station: in the bar and in the menu.
  const switches = page.getByRole('banner').locator('a[hreflang="de"]');
  await expect(switches).toHaveCount(2);
  for (const link of await switches.all())
    await expect(link).toHaveAttribute('href', '/journey?station=2');
});

test('client-side navigation in preview mode reads drafts through the server', async ({ page }) => {
  await page.goto(await enableUrl('/about'));
  await expect(page).toHaveURL(`${site.origin}/about`);
  const queries: string[] = [];
  page.on('request', (request) => queries.push(request.url()));
  await page.getByRole('banner').getByRole('link', { name: /Start/ }).first().click();
  await expect(heading(page)).toContainText(DRAFT_HEADING);
  expect(queries.some((url) => url.startsWith(`${site.origin}/api/preview/`))).toBe(true);
  expect(queries.some((url) => url.includes('/content/'))).toBe(false);
});

test('framed by the Studio, the page connects to Presentation and draws its overlays', async ({
  page,
}) => {
  // The cookie first, as the Studio's iframe gets it from the enable route.
  await page.goto(await enableUrl('/'));
  // Not page.goto, which waits for the site's hydration on the Studio's own page.
  const studioPage = `${studio.origin}/?src=${encodeURIComponent(`${site.origin}/`)}`;
  await page.evaluate((url) => window.location.assign(url), studioPage);
  await page.waitForURL(studioPage);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText(DRAFT_HEADING);
  await expect.poll(() => page.evaluate(() => window.presentation.status)).toContain('connected');

  // One overlay per text from the content; the one under the pointer is marked.
  const overlays = frame.locator('sanity-visual-editing [data-ui="Card"]');
  await expect.poll(() => overlays.count()).toBeGreaterThan(10);
  await pointUntilOutlined(frame, frame.getByRole('heading', { level: 1 }));

  // A link followed in the frame is reported to the Studio (the history adapter). By keyboard:
  // in Presentation a click on a text from the content opens its field instead.
  // Its name carries the invisible stega characters after the words. Where the frame is narrower
  // than a desktop, the link is in the menu behind its button (web/src/layout/Header.css).
  const menuButton = frame.getByRole('banner').locator('button.site-nav__toggle');
  if (await menuButton.isVisible()) await menuButton.click();
  await frame
    .getByRole('banner')
    .getByRole('link', { name: /^Über uns/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('heading', { level: 1 })).not.toContainText(DRAFT_HEADING);
  await expect.poll(() => page.evaluate(() => window.presentation.navigated)).toContain('/about');
});

test('an edit to a draft shows in the open preview by itself, without a reload', async ({
  page,
}) => {
  await page.goto(await enableUrl('/'));
  await expect(heading(page)).toContainText(DRAFT_HEADING);
  // Gone if the page were loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const edited = `${DRAFT_HEADING}, gerade bearbeitet`;
  try {
    // As the Studio saves what an editor types: a patch of the draft.
    const saved = performance.now();
    await editor
      .patch('drafts.homePage')
      .set({ [heroHeadingPath]: edited })
      .commit();
    await expect(heading(page)).toContainText(edited);
    // How long it took is a figure of this machine, printed, not judged.
    test.info().annotations.push({
      type: 'draft shown after',
      description: `${Math.round(performance.now() - saved)} ms`,
    });
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  } finally {
    await editor
      .patch('drafts.homePage')
      .set({ [heroHeadingPath]: DRAFT_HEADING })
      .commit();
  }
});

test('an edit to the journey page shows in its open preview too: its own loader follows', async ({
  page,
}) => {
  // The journey page's loader skips navigations that change its station alone
  // (web/src/app/routes.tsx); a live edit must still reach it.
  const published = seedDocument<{ _id: string; _type: string; heading: { de: string } }>(
    'journeyPage',
  );
  await editor.createOrReplace({ ...published, _id: 'drafts.journeyPage' });
  try {
    await page.goto(await enableUrl('/journey'));
    await expect(heading(page)).toContainText(published.heading.de);
    const edited = `${published.heading.de}, gerade bearbeitet`;
    await editor.patch('drafts.journeyPage').set({ 'heading.de': edited }).commit();
    await expect(heading(page)).toContainText(edited);
  } finally {
    await editor.delete('drafts.journeyPage');
  }
});

test('while edits cannot reach the page it says so, and once they can again the notice goes', async ({
  page,
}) => {
  // A runaway script of this machine holds every listener its client may have; preview mode's
  // listener is the same client (this machine, with the token), so the stand-in refuses it
  // with 429 (web/local-stack/listeners.ts).
  const held: ClientRequest[] = [];
  const listenUrl = `${site.origin.replace('localhost', '127.0.0.1')}/v${SANITY_DEFAULT_API_VERSION}/data/listen/${SANITY_DEFAULT_DATASET}?query=*`;
  const openListener = () =>
    new Promise<number>((resolve) => {
      const req = request(listenUrl, { headers: { authorization: `Bearer ${TOKEN}` } }, (res) => {
        if (res.statusCode !== 200) res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => resolve(0));
      req.end();
      held.push(req);
    });
  try {
    while ((await openListener()) === 200);
    await page.goto(await enableUrl('/'));
    const notice = page.locator('.preview-notice');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toHaveText(
      'Die Vorschau folgt gerade keinen Änderungen: die Verbindung zu den Inhalten ist unterbrochen und wird wiederhergestellt.',
    );
    for (const req of held.splice(0)) req.destroy();
    await expect(notice).toBeEmpty();
    // Following again: an edit shows by itself.
    await editor
      .patch('drafts.homePage')
      .set({ [heroHeadingPath]: `${DRAFT_HEADING}, wieder verbunden` })
      .commit();
    await expect(heading(page)).toContainText('wieder verbunden');
  } finally {
    for (const req of held) req.destroy();
    await editor
      .patch('drafts.homePage')
      .set({ [heroHeadingPath]: DRAFT_HEADING })
      .commit();
  }
});

test('leaving preview mode clears the cookie and shows the published page', async ({ page }) => {
  await page.goto(await enableUrl('/'));
  await expect(heading(page)).toContainText(DRAFT_HEADING);
  // Ended only by a POST from the site's own page (docs/decisions/0031-production-server-holds.md).
  expect(
    await page.evaluate(async () => (await fetch('/api/preview/disable', { method: 'POST' })).ok),
  ).toBe(true);
  await page.goto(`${site.origin}/`);
  await expect(heading(page)).toHaveText(publishedHeading);
  expect(await page.content()).not.toMatch(ZERO_WIDTH);
});
