import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gotoWithPausedClock } from './clock';
import { useGpuStandIn } from './support/gpuStandIn';

// The voice-call orb on the home page (web/src/features/voice/orb/): a named button, drawn after
// load at a capped pixel ratio, still under reduced motion, paused off screen, and only logging
// when WebGL is missing. Debian's Chromium renders WebGL
// headless with SwiftShader under the shared launch flags; no extra flag is needed. This machine
// has no GPU, and the orb animates only on one: the GPU's TEST DOUBLE (support/gpuStandIn.ts)
// stands in for one in every test not tagged @no-gpu.

type OrbProbe = {
  contexts: Set<unknown>;
  draws: number;
  /** Alpha of the canvas centre, read right after the next draw when requested. */
  centreAlpha: number | null;
  sampleCentre: boolean;
};
declare global {
  interface Window {
    orbProbe: OrbProbe;
    orbClicks: number;
  }
}

const startName = 'Gespräch mit dem KI-Assistenten starten';
const orbButton = (page: Page) => page.getByRole('button', { name: startName });
const orbCanvas = (page: Page) => page.locator('.voice-orb canvas');

/** Counts WebGL contexts and draw calls in the page, without touching the site's code. */
async function installProbe(page: Page) {
  await page.addInitScript(() => {
    const probe: OrbProbe = {
      contexts: new Set(),
      draws: 0,
      centreAlpha: null,
      sampleCentre: false,
    };
    window.orbProbe = probe;
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<HTMLCanvasElement['getContext']>
    ) {
      const context = getContext.apply(this, args);
      if (String(args[0]).startsWith('webgl') && context) probe.contexts.add(context);
      return context;
    } as HTMLCanvasElement['getContext'];
    for (const prototype of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      const drawArrays = prototype.drawArrays;
      prototype.drawArrays = function (this: WebGLRenderingContext, ...args) {
        drawArrays.apply(this, args);
        probe.draws++;
        if (!probe.sampleCentre) return;
        probe.sampleCentre = false;
        const pixel = new Uint8Array(4);
        const [x, y] = [this.drawingBufferWidth >> 1, this.drawingBufferHeight >> 1];
        this.readPixels(x, y, 1, 1, this.RGBA, this.UNSIGNED_BYTE, pixel);
        probe.centreAlpha = pixel[3]!;
      };
    }
  });
}

const draws = (page: Page) => page.evaluate(() => window.orbProbe.draws);
const contextCount = (page: Page) => page.evaluate(() => window.orbProbe.contexts.size);

/** Frames drawn while the paused clock advances by `ms`. */
async function drawsDuring(page: Page, ms: number) {
  const before = await draws(page);
  await page.clock.runFor(ms);
  return (await draws(page)) - before;
}

/** Lets the paused clock pass the first paint, then waits for the renderer's chunk to start. */
async function orbStarted(page: Page) {
  await page.clock.runFor(100);
  await expect(page.locator('.orb-canvas')).toHaveAttribute('data-graphics', 'webgl');
}

/** The centre alpha of the next frame: 255 where the orb's body is drawn. */
async function centreAlphaOfNextFrame(page: Page) {
  await page.evaluate(() => {
    window.orbProbe.centreAlpha = null;
    window.orbProbe.sampleCentre = true;
  });
  await page.clock.runFor(100);
  return page.evaluate(() => window.orbProbe.centreAlpha);
}

function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function countClicks(button: Locator) {
  await button.evaluate((element) => {
    window.orbClicks = 0;
    element.addEventListener('click', () => window.orbClicks++);
  });
}

async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the orb');
}

test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.tags.includes('@no-gpu')) await useGpuStandIn(page);
  await installProbe(page);
});

test('is a named button reached by Tab with a visible focus ring; the canvas is hidden', async ({
  page,
}) => {
  const problems = collectProblems(page);
  // A stopped clock keeps the orb from animating, which would only slow the key presses.
  await gotoWithPausedClock(page, '/');
  const button = orbButton(page);
  await expect(button).toHaveAttribute('type', 'button');
  await expect(orbCanvas(page)).toHaveAttribute('aria-hidden', 'true');
  // The call's panel announces its state; the orb's pill is only shown.
  await expect(page.locator('.voice-orb__status[aria-hidden="true"]')).toBeAttached();
  await expect(page.locator('.voice-orb [role="alert"]')).toBeAttached();

  await tabTo(page, button);
  await expect(button).toBeFocused();
  const ring = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  });
  expect(ring).toBe('solid 3px rgb(255, 209, 102)');

  // A native button turns Enter into the click the trigger listens to; what the trigger then does
  // belongs to the voice widget's tests.
  await countClicks(button);
  await page.keyboard.press('Enter');
  expect(await button.evaluate(() => window.orbClicks)).toBe(1);
  expect(problems).toEqual([]);
});

test('waits for a frame after load, animates, and keeps one GL context while settings change', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await gotoWithPausedClock(page, '/');
  await expect(orbButton(page)).toBeVisible();
  expect(await draws(page)).toBe(0);
  await orbStarted(page);

  // Roughly 30 frames in half a second: the loop runs on every animation frame.
  expect(await drawsDuring(page, 500)).toBeGreaterThan(20);
  expect(await centreAlphaOfNextFrame(page)).toBe(255);
  const canvas = await orbCanvas(page).elementHandle();

  // Keyboard focus turns on the hover look: a changed prop of the canvas component.
  await tabTo(page, orbButton(page));
  expect(await drawsDuring(page, 500)).toBeGreaterThan(0);
  await page.keyboard.press('Shift+Tab');
  expect(await drawsDuring(page, 500)).toBeGreaterThan(0);

  expect(await contextCount(page)).toBe(1);
  expect(await orbCanvas(page).evaluate((element, old) => element === old, canvas)).toBe(true);
  expect(problems).toEqual([]);
});

test.describe('on a display with device pixel ratio 3', () => {
  test.use({ deviceScaleFactor: 3 });

  test('draws at twice the CSS size, not three times', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.orb-canvas')).toHaveAttribute('data-graphics', 'webgl');
    const size = await orbCanvas(page).evaluate((element: HTMLCanvasElement) => ({
      drawn: element.width,
      css: element.getBoundingClientRect().width,
    }));
    expect(size.css).toBeGreaterThan(0);
    expect(size.drawn).toBe(Math.round(size.css * 2));
  });
});

test('under prefers-reduced-motion draws a still frame and one more per setting change', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoWithPausedClock(page, '/');
  await expect(orbButton(page)).toBeVisible();
  await orbStarted(page);
  await page.clock.runFor(1000);
  expect(await draws(page)).toBe(1);
  expect(await drawsDuring(page, 3000)).toBe(0);

  await tabTo(page, orbButton(page));
  expect(await drawsDuring(page, 3000)).toBe(1);
  expect(await contextCount(page)).toBe(1);
});

test('recovers after losing its WebGL context', async ({ page }) => {
  const problems = collectProblems(page);
  await gotoWithPausedClock(page, '/');
  await orbStarted(page);
  expect(await drawsDuring(page, 500)).toBeGreaterThan(0);

  // A lost context hands out no extensions, so keep the one that restores it.
  const loseContext = await page.evaluateHandle(() => {
    const [context] = window.orbProbe.contexts as Set<WebGLRenderingContext>;
    return context!.getExtension('WEBGL_lose_context')!;
  });
  await loseContext.evaluate((extension) => extension.loseContext());
  // The loss arrives as an event; once handled, no frame is drawn.
  await expect.poll(() => drawsDuring(page, 200)).toBe(0);

  await loseContext.evaluate((extension) => extension.restoreContext());
  await expect.poll(() => drawsDuring(page, 200)).toBeGreaterThan(0);
  expect(await centreAlphaOfNextFrame(page)).toBe(255);
  expect(await contextCount(page)).toBe(1);
  expect(problems).toEqual([]);
});

test('without WebGL only logs the message, shows a plain circle and stays a button', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<HTMLCanvasElement['getContext']>
    ) {
      return String(args[0]).includes('webgl') ? null : getContext.apply(this, args);
    } as HTMLCanvasElement['getContext'];
  });
  await page.goto('/');
  await expect(page.locator('.orb-canvas')).toHaveAttribute('data-graphics', 'unavailable');
  await expect(page.locator('.orb-canvas__fallback')).toBeVisible();
  await countClicks(orbButton(page));
  await orbButton(page).click();
  expect(await page.evaluate(() => window.orbClicks)).toBe(1);
  expect(problems).toEqual(['unable to create webgl context']);
});

test('pauses while scrolled off screen or in a hidden tab', async ({ page }) => {
  await gotoWithPausedClock(page, '/');
  await orbStarted(page);
  expect(await drawsDuring(page, 500)).toBeGreaterThan(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => drawsDuring(page, 200)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => drawsDuring(page, 200)).toBeGreaterThan(0);

  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  expect(await drawsDuring(page, 200)).toBeLessThanOrEqual(1);
  expect(await drawsDuring(page, 1000)).toBe(0);
  await setHidden(false);
  expect(await drawsDuring(page, 500)).toBeGreaterThan(0);
});

test(
  'without a GPU keeps the CSS orb: no renderer download, no frames, no error',
  { tag: '@no-gpu' },
  async ({ page }) => {
    const problems = collectProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoWithPausedClock(page, '/');
    await page.clock.runFor(500);
    await expect(page.locator('.orb-canvas')).toHaveAttribute('data-graphics', 'software');
    await expect(page.locator('.orb-canvas__fallback')).toBeVisible();
    expect(await drawsDuring(page, 1000)).toBe(0);
    expect(scripts.filter((url) => /\/orbAnimation-[\w-]+\.js$/.test(url))).toEqual([]);
    await countClicks(orbButton(page));
    await orbButton(page).click();
    expect(await page.evaluate(() => window.orbClicks)).toBe(1);
    expect(problems).toEqual([]);
  },
);
