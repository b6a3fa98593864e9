import { expect, type Page } from '@playwright/test';

/**
 * Stops the page's installed clock a second ahead, so that from here its time moves only as the
 * test says. A busy machine may let the page's clock pass that moment before the pause arrives
 * ("Cannot fast-forward to the past"): then it takes a later one.
 */
export async function holdPageClock(page: Page) {
  await expect(async () =>
    page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000)),
  ).toPass();
}
