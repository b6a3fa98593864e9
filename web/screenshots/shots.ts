import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { repoRoot } from '../server/paths';
import { watchingFrames } from '../e2e/support/frameWatch';
import { useGpuStandIn } from '../e2e/support/gpuStandIn';
import { expect, test as base } from '../e2e/support/test';
import { differenceFrom } from './sameLook';

/**
 * SCREENSHOTS_SITE: the origin of a site already running (another checkout's, to compare with),
 * taken instead of a build of this checkout. Without Vapi configured it shows no demo call.
 */
export const otherSite = process.env.SCREENSHOTS_SITE?.trim() || undefined;

/**
 * `npm run screenshots` writes the images (SCREENSHOTS_UPDATE=1); `npm test` compares each shot
 * with the committed one and fails where they differ (sameLook.ts).
 */
export const updating = process.env.SCREENSHOTS_UPDATE === '1';

/** SCREENSHOTS_DIR: where the images go, relative to the repository. */
const screenshotDir = resolve(
  repoRoot,
  process.env.SCREENSHOTS_DIR?.trim() || 'docs/screenshots/site',
);

export const phone = { name: 'phone', width: 390, height: 844 } as const;
export const desktop = { name: 'desktop', width: 1440, height: 900 } as const;
export const viewports = [phone, desktop] as const;
/** The laptop the call is judged at, beside the phone (web/e2e/voice-experience.spec.ts). */
export const laptop = { name: 'laptop', width: 1366, height: 768 } as const;

export const languages = [
  { language: 'de', words: de },
  { language: 'en', words: en },
] as const;

/**
 * The end-to-end tests' test (page.goto waits for hydration), with the GPU's stand-in in every
 * page, so the orb draws with WebGL as on a visitor's machine (see e2e/support/gpuStandIn.ts).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await useGpuStandIn(page);
    await use(page);
  },
});

/**
 * Waits until the page shows what a visitor sees once everything has loaded: the web fonts, every
 * image (lazy ones too, for a full-page shot) and the orb's first frame.
 */
export async function loaded(page: Page) {
  // An image the local image endpoint refused while busy (503 with Retry-After) is asked for
  // again, as its answer says, until every image has loaded: never a shot of a broken image.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const images = [...document.images];
          for (const image of images) image.loading = 'eager';
          const broken = images.filter(
            (image) => image.complete && image.naturalWidth === 0 && image.src,
          );
          for (const image of broken) {
            const { srcset, src } = image;
            image.srcset = '';
            image.srcset = srcset;
            image.src = src;
          }
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
          return images
            .filter((image) => image.naturalWidth === 0 && image.src)
            .map((image) => image.currentSrc || image.src);
        }),
      { message: 'every image of the page has loaded', timeout: 60_000 },
    )
    .toEqual([]);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  for (const orb of await page.locator('.orb-canvas').all()) {
    await expect(orb).toHaveAttribute('data-graphics', 'webgl');
  }
  await watchingFrames(
    page,
    'Waiting for the page to be drawn',
    page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    ),
  );
}

/** Where the elements stand in a viewport shot, or in the shot of `element`. */
async function regionsOf(elements: Locator[], element?: Locator) {
  const origin = (await element?.boundingBox()) ?? { x: 0, y: 0 };
  const boxes = await Promise.all(
    elements.map(async (locator) =>
      Promise.all((await locator.all()).map((each) => each.boundingBox())),
    ),
  );
  return boxes
    .flat()
    .filter((box) => box !== null)
    .map((box) => ({ ...box, x: box.x - origin.x, y: box.y - origin.y }));
}

/**
 * Takes `<name>.jpg` once the page has loaded: the whole page, or what the viewport shows; in
 * `folder` of docs/screenshots/ if given, else SCREENSHOTS_DIR. Writes it when updating, else
 * expects it to look as the committed one does, but for the `unheld` elements.
 */
export async function screenshot(
  page: Page,
  name: string,
  {
    fullPage = false,
    folder,
    element,
    unheld = [],
  }: { fullPage?: boolean; folder?: string; element?: Locator; unheld?: Locator[] } = {},
) {
  await loaded(page);
  const dir = folder ? resolve(repoRoot, 'docs/screenshots', folder) : screenshotDir;
  mkdirSync(dir, { recursive: true });
  const options = { type: 'jpeg', quality: 70, animations: 'disabled', caret: 'hide' } as const;
  // One element alone (a section), or the page.
  const shot = await (element
    ? element.screenshot(options)
    : page.screenshot({ ...options, fullPage }));
  const file = resolve(dir, `${name}.jpg`);
  if (updating) {
    writeFileSync(file, shot);
    return;
  }
  const difference = await differenceFrom(
    file,
    shot,
    test.info().outputPath(name),
    await regionsOf(unheld, element),
  );
  expect.soft(difference, 'the shot looks as the committed one').toBeUndefined();
}
