import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import { prerenderedPaths } from '../src/lib/paths';
import { MARK_START } from './support/markedContent';
import { MARKED_CONTENT_PORT } from './support/ports';

// Proof that the site's copy comes from the content: the second web server serves the site
// built from a copy of the seed in which every string is marked. No visible text may lack
// the mark unless it is microcopy from the i18n resources or has no letters (like "1 / 4").
const origin = `http://127.0.0.1:${MARKED_CONTENT_PORT}`;
const routes = [...prerenderedPaths, '/gibt-es-nicht'];

function microcopyPatterns(resources: unknown): RegExp[] {
  if (typeof resources === 'string') {
    const parts = resources
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return [new RegExp(`^${parts.join('.*')}$`, 's')];
  }
  return Object.values(resources as object).flatMap(microcopyPatterns);
}
const microcopy = microcopyPatterns(de);

for (const route of routes) {
  test(`${route}: every visible text comes from the content or the i18n resources`, async ({
    page,
  }) => {
    await page.goto(origin + route);
    await expect(page.locator('main')).toBeVisible();
    const texts = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (text && node.parentElement?.checkVisibility({ visibilityProperty: true })) {
          found.push(text);
        }
      }
      return found;
    });
    expect(texts.length).toBeGreaterThan(5);
    const unmarked = texts.filter(
      (text) =>
        !text.includes(MARK_START) &&
        /\p{L}/u.test(text) &&
        !microcopy.some((pattern) => pattern.test(text)),
    );
    expect(unmarked).toEqual([]);
  });
}
