import { expect, test } from '@playwright/test';
import { seedDocument, visibleGermanTexts } from './seed';

const pages = [
  { path: '/', id: 'homePage' },
  { path: '/journey', id: 'journeyPage' },
  { path: '/analytics', id: 'analyticsPage' },
  { path: '/about', id: 'aboutPage' },
  { path: '/impressum', id: 'impressum' },
  { path: '/datenschutz', id: 'datenschutz' },
];

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
