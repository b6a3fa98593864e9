import type { Page } from '@playwright/test';
import { everyPagePath, unknownPaths } from '../e2e/seed';
import { geometryViewports, layoutProblems } from '../e2e/support/geometry';
import { sectionAlonePath, sectionName, seedSectionTypes } from '../e2e/support/sectionsAlone';
import { expect } from '../e2e/support/test';
import type { Language } from '../src/i18n/languages';
import { caseStudyPath, landingPagePath, localizedPath, paths } from '../src/lib/paths';
import { seedDir } from '../server/paths';
import { languages, loaded, screenshot, test, viewports } from './shots';

// Every page as a visitor reads it, in one load per page: at every width from a small phone to a
// wide desktop no text covered, cut or running out of its box, no sideways scrolling, targets
// large enough and apart (e2e/support/geometry.ts; docs/decisions/0033-pages-checked-as-seen.md);
// at phone and desktop size the shots: pages whole, each section type alone (e2e/support/sectionsAlone.ts).

/** One language's pages by their shots' names, in kebab case: caseStudies → case-studies. */
const pagesOf = (language: Language): [name: string, path: string][] => [
  ...Object.entries(paths).map(([name, path]): [string, string] => [
    name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    localizedPath(path, language),
  ]),
  ['not-found', unknownPaths.find((path) => path.startsWith('/en/') === (language === 'en'))!],
  // Pages made from content: the seed's landing pages (the second a campaign's, without the main
  // navigation) and a case study.
  ['landing', localizedPath(landingPagePath('arztpraxen'), language)],
  ['campaign', localizedPath(landingPagePath('handwerk'), language)],
  ['case-study', localizedPath(caseStudyPath('zahnarztpraxis-weber'), language)],
];
/** Each section type alone, in one language, by its shots' name. */
const sectionsAloneOf = (language: Language): [name: string, path: string][] =>
  seedSectionTypes(seedDir).map(({ _type }) => [
    `section-${sectionName(_type)}`,
    localizedPath(sectionAlonePath(_type), language),
  ]);

const sectionsAlone = languages.flatMap(({ language }) =>
  sectionsAloneOf(language).map(([, path]) => path),
);
/** Each page with its shots' name: `<name>-<language>-<size>.jpg`. */
const shotNames = new Map(
  languages.flatMap(({ language }) =>
    [...pagesOf(language), ...sectionsAloneOf(language)].map(
      ([name, path]) => [path, `${name}-${language}`] as const,
    ),
  ),
);

/** The shot of the page at `size`: the page whole, or a section alone with its surface. */
async function shoot(page: Page, path: string, size: string) {
  const name = `${shotNames.get(path)}-${size}`;
  // Read through at the widths before, every recording came near the viewport: each shows its
  // player, as to a visitor who scrolled there (web/src/sections/recording/RecordingPlayer.tsx).
  await expect(page.locator('[data-enhanced] .recording__audio')).toHaveCount(
    await page.locator('.recording__audio').count(),
  );
  if (!sectionsAlone.includes(path)) return screenshot(page, name, { fullPage: true });
  // The section's wrapper (web/src/sections/surfaces.ts), after the visually hidden h1 a page
  // without a hero names itself with.
  const section = page.locator('main > .page-section').first();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, name, { element: section });
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const path of [...everyPagePath, ...sectionsAlone]) {
  const widths = geometryViewports.map(({ width }) => width).join(', ');
  const shots = shotNames.has(path) ? `; shot as ${shotNames.get(path)}-phone and -desktop` : '';
  test(`${path} reads cleanly at ${widths} px${shots}`, async ({ page }) => {
    await page.goto(path);
    const problems: string[] = [];
    for (const viewport of geometryViewports) {
      await page.setViewportSize(viewport);
      await loaded(page);
      problems.push(
        ...(await layoutProblems(page)).map((problem) => `${viewport.width} px: ${problem}`),
      );
      const size = viewports.find(
        ({ width, height }) => width === viewport.width && height === viewport.height,
      );
      if (size && shotNames.has(path)) await shoot(page, path, size.name);
    }
    expect(problems).toEqual([]);
  });
}

test('every shot is taken, of a page read through: at a width read after the first', () => {
  for (const { width, height } of viewports) {
    expect(geometryViewports.slice(1)).toContainEqual({ width, height });
  }
  const read = [...everyPagePath, ...sectionsAlone];
  expect([...shotNames.keys()].filter((path) => !read.includes(path))).toEqual([]);
});
