import type { Page } from '@playwright/test';

/**
 * Every console error and warning and every uncaught error of the page, from now on; except the
 * browser's note that a page itself answered an error status (the 404 page does, by design).
 * React reports a hydration mismatch as a console error.
 */
export function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const aboutThePage =
      message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (!aboutThePage) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
