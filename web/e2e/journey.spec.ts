import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gotoWithPausedClock, scrollY } from './clock';

const stationTop = (page: Page, index: number) =>
  page.evaluate((i) => document.getElementById(`station-${i}`)!.getBoundingClientRect().top, index);

test.use({ viewport: { width: 1280, height: 700 } });

test('?station scrolls to the top, then after 500 ms to the station', async ({ page }) => {
  await gotoWithPausedClock(page, '/journey?station=2');
  expect(await scrollY(page)).toBe(0);
  await page.clock.runFor(499);
  expect(await scrollY(page)).toBe(0);
  await page.clock.runFor(1);
  await expect.poll(() => stationTop(page, 2)).toBeLessThan(150);
  expect(await scrollY(page)).toBeGreaterThan(0);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`?station=N marks station N active at ${viewport.width} px, not a station below it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const station of [1, 2]) {
      await gotoWithPausedClock(page, `/journey?station=${station}`);
      await page.clock.runFor(500);
      await expect.poll(() => stationTop(page, station)).toBeLessThan(150);
      await expect(page.locator(`#station-${station}`)).toHaveClass(/is-active/);
      await expect(page.locator('.journey__station.is-active')).toHaveCount(1);
    }
  });
}

test('an out-of-range station stays at the top', async ({ page }) => {
  await gotoWithPausedClock(page, '/journey?station=9');
  await page.clock.runFor(1000);
  expect(await scrollY(page)).toBe(0);
});

test('the progress bar follows the page scroll', async ({ page }) => {
  await gotoWithPausedClock(page, '/journey');
  const bar = page.locator('.journey__progress-bar');
  const scale = () =>
    bar.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
  expect(await scale()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The scroll handler is debounced by 10 ms.
  await page.clock.runFor(5);
  expect(await scale()).toBe(0);
  await page.clock.runFor(10);
  await expect.poll(scale).toBeCloseTo(1, 2);
});

test('the station at least half on screen is marked active', async ({ page }) => {
  await page.goto('/journey');
  await page.locator('#station-3').scrollIntoViewIfNeeded();
  await expect(page.locator('#station-3')).toHaveClass(/is-active/);
});

test('the final call to action leads to the demo call on the home page', async ({ page }) => {
  await page.goto('/journey');
  await page.locator('.cta').getByRole('link').click();
  await expect(page).toHaveURL(/\/#demo$/);
});
