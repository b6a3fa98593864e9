import { type Locator } from '@playwright/test';
import { expect, test } from './support/test';

// At 1440 px every section uses the content width: none leaves more than a quarter of it empty
// beside its content (the stats card and the timeline's panel once used 704 of 1152 px).

const sectionsByPage: Record<string, string[]> = {
  '/': ['.hero', '.stats', '.timeline', '.about-teaser', '.contact'],
  '/analytics': ['.benefits', '.bar-chart'],
  '/about': [
    '.about__intro',
    '.about__founders',
    '.about__row',
    '.about__claim',
    '.about__pillars',
  ],
};

/** How much of the section's width its content spans, text and boxes alike, from 0 to 1. */
function usedShare(section: Locator) {
  return section.evaluate((section) => {
    const range = document.createRange();
    range.selectNodeContents(section);
    const content = range.getBoundingClientRect();
    return content.width / section.getBoundingClientRect().width;
  });
}

for (const [path, selectors] of Object.entries(sectionsByPage)) {
  test(`at 1440 px the sections of ${path} use at least three quarters of the width`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    for (const selector of selectors) {
      for (const section of await page.locator(selector).all()) {
        expect(await usedShare(section), selector).toBeGreaterThanOrEqual(0.75);
      }
    }
  });
}

test('five benefits form a balanced grid: two cards, then three, rows filled edge to edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/analytics');
  const rows = await page.locator('.benefits > .card').evaluateAll((cards) => {
    const byTop = new Map<number, { left: number; right: number }[]>();
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      const top = Math.round(box.top);
      byTop.set(top, [...(byTop.get(top) ?? []), { left: box.left, right: box.right }]);
    }
    return [...byTop.values()];
  });
  expect(rows.map((row) => row.length)).toEqual([2, 3]);
  const [first, second] = [rows[0]!, rows[1]!];
  expect(Math.abs(first.at(-1)!.right - second.at(-1)!.right)).toBeLessThan(2);
});
