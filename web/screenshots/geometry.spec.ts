import type { Page } from '@playwright/test';
import { everyPagePath } from '../e2e/seed';
import { geometryViewports, layoutProblems } from '../e2e/support/geometry';
import { seedSectionTypes, sectionAlonePath } from '../e2e/support/sectionsAlone';
import { expect } from '../e2e/support/test';
import { localizedPath } from '../src/lib/paths';
import { seedDir } from '../server/paths';
import { loaded, test } from './shots';

// Every page as a visitor reads it, at every width from a small phone to a wide desktop: no text
// covered, cut or running out of its box, no sideways scrolling, targets large enough and apart
// (e2e/support/geometry.ts; docs/decisions/0033-pages-checked-as-seen.md). The pages: each
// prerendered page in both languages, the seed's landing pages and case studies, the 404 page,
// and each section type alone (e2e/support/sectionsAlone.ts).

const sectionsAlone = seedSectionTypes(seedDir).flatMap(({ _type }) =>
  ['de', 'en'].map((language) => localizedPath(sectionAlonePath(_type), language as 'de' | 'en')),
);
const everyPath = [...everyPagePath, ...sectionsAlone];

/** The page's problems at every width, each prefixed with its width. */
async function problemsAtEveryWidth(page: Page) {
  const problems: string[] = [];
  for (const viewport of geometryViewports) {
    await page.setViewportSize(viewport);
    await loaded(page);
    problems.push(
      ...(await layoutProblems(page)).map((problem) => `${viewport.width} px: ${problem}`),
    );
  }
  return problems;
}

for (const path of everyPath) {
  test(`${path} reads cleanly at ${geometryViewports.map(({ width }) => width).join(', ')} px`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await problemsAtEveryWidth(page)).toEqual([]);
  });
}

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
});
