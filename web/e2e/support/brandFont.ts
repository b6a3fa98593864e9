import type { Page } from '@playwright/test';

/**
 * Opens `path` as a visitor who has read a page of the site before: the brand font is in the
 * browser's cache (fetched by the first page after its first paint) and the page is opened from
 * one of the site's, so it paints in the brand font at once (web/index.html's head script).
 */
export async function gotoWithBrandFont(page: Page, path: string) {
  if (!page.url().startsWith('http')) {
    await page.goto('/');
    await page.evaluate(() => document.fonts.load('1em Manrope'));
  }
  await page.goto(path, { referer: new URL('/', page.url()).href });
}
