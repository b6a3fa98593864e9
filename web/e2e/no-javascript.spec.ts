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
