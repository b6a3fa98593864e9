import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Resolves once the app has hydrated the page (the app marks <html data-hydrated>). */
export const hydrated = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

function gotoWaitsForHydration(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.startsWith('text/html')) await hydrated(page);
    return response;
  };
}

/**
 * Playwright's test, in which page.goto also waits for hydration on every page of the context:
 * the site's scripts run after the first paint, so the load event alone does not mean a click
 * will be answered.
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) context.on('page', gotoWaitsForHydration);
    await use(context);
  },
});
