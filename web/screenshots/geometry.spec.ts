import type { Page } from '@playwright/test';
import { watchingFrames } from '../e2e/support/frameWatch';
import { layoutProblems } from '../e2e/support/geometry';
import { sectionAlonePath } from '../e2e/support/sectionsAlone';
import { expect } from '../e2e/support/test';
import { loaded, test } from './shots';

// What the check of every page at every width (pages.shots.ts, e2e/support/geometry.ts) holds
// beyond it: a layout of one section, that the check fails where a visitor could not read, and
// that a page Chromium stops drawing is redrawn or named (e2e/support/frameWatch.ts).

test("the key figures' intro stands in the heading's column: the rail follows it, the carousel beside them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(sectionAlonePath('keyFiguresSection'));
  const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
  const heading = await box('.stats h2');
  const intro = await box('.stats .section-intro');
  const rail = await box('.stats__rail');
  const carousel = await box('.stats__carousel');
  // Under its heading, at the top of the carousel's row; the rail right below it, not pushed
  // down by the carousel's height (a grid row of the section once took the intro).
  expect(intro.y).toBeGreaterThan(heading.y + heading.height - 1);
  expect(heading.y).toBeLessThan(carousel.y + 1);
  expect(rail.y - (intro.y + intro.height)).toBeLessThan(intro.height);
  expect(carousel.x).toBeGreaterThan(rail.x + rail.width);
});

test.describe('the check fails where a visitor could not read the page', () => {
  /** The page at 1440 px with a rule of the stylesheet changed, as a commit might change it. */
  async function withRule(page: Page, path: string, rule: string) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, rule);
    await loaded(page);
    return layoutProblems(page);
  }

  test("the journey steps of a0b1553's stylesheet: each step over the next, the last under the panel", async ({
    page,
  }) => {
    const problems = await withRule(page, '/', '.timeline__steps { grid-auto-flow: column; }');
    expect(problems).toContainEqual(
      expect.stringMatching(/in <button.timeline__tab> is covered by/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/<button.timeline__tab> and <button.timeline__tab> overlap/),
    );
  });

  test('a page wider than the window, a word out of its card, a line cut, a small button', async ({
    page,
  }) => {
    const problems = await withRule(
      page,
      '/analytics',
      `.site-footer { width: 120vw; }
       .card__title { white-space: nowrap; letter-spacing: 1em; }
       .card p:not([class]) { height: 0.5em; overflow: hidden; }
       .site-header__cta { min-height: 0; height: 10px; padding: 0; }`,
    );
    expect(problems).toContainEqual(expect.stringMatching(/^the page scrolls sideways/));
    expect(problems).toContainEqual(
      expect.stringMatching(/in <h2.card__title> runs out of <li.card>/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/in <p> is cut by <p>/));
    expect(problems).toContainEqual(expect.stringMatching(/px, under 24 × 24$/));
  });

  test('a page that will not scroll on to its end: said, and the check ends', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/datenschutz');
    await loaded(page);
    // A script that puts the window back whenever it passes 500 px, as a scroll lock gone wrong.
    await page.evaluate(() =>
      window.addEventListener('scroll', () => {
        if (window.scrollY > 500) window.scrollTo(0, 500);
      }),
    );
    expect(await layoutProblems(page)).toContainEqual(
      expect.stringMatching(/^the page stops scrolling at 500 px of \d+$/),
    );
  });
});

test.describe('a page Chromium stops drawing is redrawn, or named', () => {
  /**
   * TEST DOUBLE for a Chromium that draws no more frames of the page: requestAnimationFrame
   * keeps its callbacks; with `untilResized`, the page's next resize hands them to the real one.
   */
  async function stopDrawing(page: Page, { untilResized }: { untilResized: boolean }) {
    await page.goto('/impressum');
    await loaded(page);
    await page.evaluate((untilResized) => {
      const draw = window.requestAnimationFrame.bind(window);
      const held: FrameRequestCallback[] = [];
      window.requestAnimationFrame = (callback) => held.push(callback);
      if (!untilResized) return;
      window.addEventListener(
        'resize',
        () => {
          window.requestAnimationFrame = draw;
          for (const callback of held) draw(callback);
        },
        { once: true },
      );
    }, untilResized);
  }
  const aFrame = (page: Page) =>
    page.evaluate(() => new Promise<string>((done) => requestAnimationFrame(() => done('drawn'))));

  test('frames that come back once the window is redrawn: the work ends as it would have', async ({
    page,
  }) => {
    await stopDrawing(page, { untilResized: true });
    expect(
      await watchingFrames(page, 'The check of a stalled page', aFrame(page), { probeEvery: 500 }),
    ).toBe('drawn');
  });

  test('frames that never come back: the work fails, naming the page and the redraws', async ({
    page,
  }) => {
    await stopDrawing(page, { untilResized: false });
    await expect(
      watchingFrames(page, 'The check of a stalled page', aFrame(page), { probeEvery: 500 }),
    ).rejects.toThrow(
      /^The check of a stalled page: Chromium drew no frame of http:\/\/[^ ]+\/impressum in \d+ s, though brought to the front and resized 3 times; the page /,
    );
  });
});
