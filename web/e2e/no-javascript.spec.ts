import { expect, test } from '@playwright/test';
import { contentPages as pages, seedDocument, visibleTexts } from './seed';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

test.use({ javaScriptEnabled: false });

for (const { path, id, language } of pages) {
  test(`${path} shows all of its content without JavaScript`, async ({ page }) => {
    await page.goto(path);
    const shown = squash(await page.locator('body').innerText());
    const missing = visibleTexts(seedDocument(id), language)
      .map(squash)
      .filter((text) => !shown.includes(text));
    expect(missing).toEqual([]);
  });
}

test('the home page shows all four key figures and every timeline step, none cut or covered', async ({
  page,
}) => {
  await page.goto('/');
  const boxes = await page.locator('.stats__card').evaluateAll((cards) => {
    const frame = cards[0]!.closest('.stats__viewport')!.getBoundingClientRect();
    return cards.map((card) => {
      const box = card.getBoundingClientRect();
      return {
        inside: box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1 && box.height > 0,
        top: Math.round(box.top),
        bottom: Math.round(box.bottom),
      };
    });
  });
  expect(boxes).toHaveLength(4);
  expect(boxes.every(({ inside }) => inside)).toBe(true);
  // One below the other: no card covers another.
  for (let i = 1; i < boxes.length; i += 1)
    expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
  for (const panel of await page.locator('.timeline__panel').all())
    await expect(panel).toBeVisible();
});
