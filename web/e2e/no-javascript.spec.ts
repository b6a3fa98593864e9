import { expect, test } from '@playwright/test';
import { contentPages as pages, seedDocument, visibleGermanTexts } from './seed';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

test.use({ javaScriptEnabled: false });

for (const { path, id } of pages) {
  test(`${path} shows all of its content without JavaScript`, async ({ page }) => {
    await page.goto(path);
    const shown = squash(await page.locator('body').innerText());
    const missing = visibleGermanTexts(seedDocument(id))
      .map(squash)
      .filter((text) => !shown.includes(text));
    expect(missing).toEqual([]);
  });
}
