import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Resolves once React has hydrated the page (the app marks <html data-hydrated>). */
export const hydrated = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/**
 * Playwright's test, whose page.goto also waits for hydration: the site's scripts run after the
 * first paint, so the load event alone does not mean a click will be answered.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage = response?.headers()['content-type']?.startsWith('text/html');
      if (javaScriptEnabled && isPage) await hydrated(page);
      return response;
    };
    await use(page);
  },
});
