import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gotoWithPausedClock, scrollY } from './clock';
import { homeSection } from './seed';
import { holdTheApp } from './support/heldApp';

const stationTop = (page: Page, index: number) =>
  page.evaluate((i) => document.getElementById(`station-${i}`)!.getBoundingClientRect().top, index);

const { steps } = homeSection<{ steps: { title: { de: string } }[] }>('journeyStepsSection');

test.use({ viewport: { width: 1280, height: 700 } });

test('?station scrolls to the top, then 500 ms after the page began to the station', async ({
  page,
}) => {
  await gotoWithPausedClock(page, '/journey?station=2');
  expect(await scrollY(page)).toBe(0);
  // The paused clock stands where it stood when the app ran: the time the page had waited then.
  const waited = await page.evaluate(() => performance.now());
  // Up to a ms before 500 ms of the page's time it stays at the top (unless the page had waited
  // that long already, when it scrolls at once), and then it scrolls.
  const beforeTheScroll = Math.floor(500 - waited) - 1;
  if (beforeTheScroll > 0) {
    await page.clock.runFor(beforeTheScroll);
    expect(await scrollY(page)).toBe(0);
  }
  await page.clock.runFor(2);
  await expect.poll(() => stationTop(page, 2)).toBeLessThan(150);
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test('?station scrolls at once when the app runs later than 500 ms after the page began', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-21T10:00:00+01:00') });
  await page.clock.pauseAt(new Date('2026-11-21T10:01:00+01:00'));
  const release = await holdTheApp(page, '');
  // The frame's own goto: the page's (./support/test.ts) would wait for the held app.
  await page.mainFrame().goto('/journey?station=2', { waitUntil: 'commit' });
  await expect(page.locator('#station-2')).toBeAttached();
  // The page's clock goes on while its app is held back, as on a slow phone.
  await page.clock.runFor(1000);
  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // No timer is left to run: the clock stands still from here on.
  await expect.poll(() => stationTop(page, 2)).toBeLessThan(150);
});

test('a station chosen on the page: to the top, then after 500 ms to the station', async ({
  page,
}) => {
  await gotoWithPausedClock(page, '/journey?station=1');
  await page.clock.runFor(500);
  await expect.poll(() => stationTop(page, 1)).toBeLessThan(150);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  // The footer's link to station 2, on the same page: no new document, the app counts the 500 ms.
  await page.getByRole('contentinfo').getByRole('link', { name: steps[2]!.title.de }).click();
  await expect(page).toHaveURL(/\/journey\?station=2$/);
  // Nor any content: the station only scrolls (web/src/app/routes.tsx).
  expect(requests.filter((path) => path.startsWith('/content/'))).toEqual([]);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.clock.runFor(499);
  expect(await scrollY(page)).toBe(0);
  await page.clock.runFor(1);
  await expect.poll(() => stationTop(page, 2)).toBeLessThan(150);
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
  // The browser dispatches the scroll event at its next frame: wait for it, or the clock could run
  // before the page's handler has set its timer.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.addEventListener('scroll', resolve, { once: true });
        window.scrollTo(0, document.documentElement.scrollHeight);
      }),
  );
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
