import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { START_SIMULATED_CALL } from '../src/devtools/simulatedCall/offer';
import { prerenderedPaths } from '../src/lib/paths';
import { MARK_START } from './support/markedContent';
import { MARKED_CONTENT_PORT } from './support/ports';

// Proof that the site's copy comes from the content, in the page's language: the second web
// server serves the site built from a copy of the seed in which every string is marked, a
// localised one with its language's mark. No visible text may lack a mark of the page's language
// (or the neutral one) unless it is microcopy of the page's language or has no letters (like
// "1 / 4") or the local stand-ins' own words; none may carry the other language's mark. The one text in the other language is the
// language switch's name of that language.
const origin = `http://127.0.0.1:${MARKED_CONTENT_PORT}`;
const routes = [...prerenderedPaths, '/gibt-es-nicht', '/en/does-not-exist'];
const resources = { de, en };

function microcopyPatterns(texts: unknown): RegExp[] {
  if (typeof texts === 'string') {
    const parts = texts
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return [new RegExp(`^${parts.join('.*')}$`, 's')];
  }
  return Object.values(texts as object).flatMap(microcopyPatterns);
}

for (const route of routes) {
  const language = route === '/en' || route.startsWith('/en/') ? 'en' : 'de';
  const other = language === 'de' ? 'en' : 'de';
  const microcopy = [
    ...microcopyPatterns(resources[language]),
    ...microcopyPatterns(resources[other].header.languageName),
    // The local stand-ins' offer of the simulated call, which no deployment's build contains.
    ...microcopyPatterns(START_SIMULATED_CALL[language]),
  ];

  test(`${route}: every visible text comes from the ${language} content or i18n resources`, async ({
    page,
  }) => {
    await page.goto(origin + route);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
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
    const inOtherLanguage = texts.filter((text) => text.includes(MARK_START[other]));
    expect(inOtherLanguage).toEqual([]);
    const unmarked = texts.filter(
      (text) =>
        !text.includes(MARK_START.neutral) &&
        !text.includes(MARK_START[language]) &&
        /\p{L}/u.test(text) &&
        !microcopy.some((pattern) => pattern.test(text)),
    );
    expect(unmarked).toEqual([]);
  });
}
