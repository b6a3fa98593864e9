import type { Page } from '@playwright/test';

const start = new Date('2026-11-21T10:00:00+01:00').getTime();

/**
 * Loads the page under Playwright's fake clock, stopped before the page's first script runs,
 * so its timers fire only when a test advances time with page.clock.runFor().
 */
export async function gotoWithPausedClock(page: Page, url: string) {
  await page.clock.install({ time: start });
  // Far enough ahead of the install that real time cannot overtake it; no timers exist yet.
  await page.clock.pauseAt(start + 60_000);
  await page.goto(url);
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
