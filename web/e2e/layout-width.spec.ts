import { type Locator } from '@playwright/test';
import { expect, test } from './support/test';

// At 1440 px every section uses the content width: none leaves more than a quarter of it empty
// beside its content (the stats card and the timeline's panel once used 704 of 1152 px, the FAQ
// 55 %, the sample conversation's heading stood alone beside a transcript of 1000 px).

const sectionsByPage: Record<string, string[]> = {
  '/': ['.hero', '.stats', '.timeline', '.about-teaser', '.contact'],
  '/analytics': ['.benefits', '.bar-chart'],
  '/l/arztpraxen': ['.hero', '.benefit-cards', '.sample-conversation', '.testimonials', '.faq'],
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

for (const path of ['/', '/l/arztpraxen']) {
  test(`at 1440 px the hero's two columns end together on ${path}: no empty corner under the badges`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    // The lowest thing a visitor sees in each column (a text, a control, the orb), not the
    // boxes, which keep room for what a call shows: text, badges and the AI notice on the left,
    // the orb and what it says on the right.
    const { left, right, height } = await page.locator('.hero').evaluate((hero) => {
      const middle = hero.getBoundingClientRect().left + hero.getBoundingClientRect().width / 2;
      const ends = { left: 0, right: 0, height: hero.getBoundingClientRect().height };
      // A box of 1 px is text for screen readers only (.visually-hidden).
      const seen = (box: DOMRect) => {
        if (box.width <= 1 || box.height <= 1) return;
        const side = box.left < middle ? 'left' : 'right';
        ends[side] = Math.max(ends[side], box.bottom);
      };
      const texts = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const parent = text.parentElement!;
        const { width, height: tall } = parent.getBoundingClientRect();
        if (!text.textContent!.trim() || !parent.checkVisibility() || width <= 1 || tall <= 1) {
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(text);
        seen(range.getBoundingClientRect());
      }
      for (const control of hero.querySelectorAll('a, button, canvas, img, svg')) {
        if (control.checkVisibility()) seen(control.getBoundingClientRect());
      }
      return ends;
    });
    expect(Math.abs(left - right)).toBeLessThan(height / 8);
  });
}
