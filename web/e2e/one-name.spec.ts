import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { namesOf } from './support/visibleNames';
import { localizedPath } from '../src/lib/paths';
import { seedContentPages, type Language } from './seed';

// One name each, as the visitor reads it: the four steps of the customer journey are named alike
// on the home page, on /journey and in the footer, and the demo call is started with the same
// words on every page, in both languages. web/test/oneNameEach.test.ts holds the seed and the
// microcopy to the same rule.

const footerSteps = (page: Page) =>
  namesOf(page.getByRole('contentinfo').locator('nav[aria-labelledby="footer-journey"] a'));

/** A case study's page: its closing call to action is microcopy (web/src/i18n/). */
const caseStudy = seedContentPages.find(({ path }) => path.startsWith('/fallstudien/'))!;

for (const language of ['de', 'en'] as const satisfies Language[]) {
  const at = (path: string) => localizedPath(path, language);

  test(`${language}: each step of the journey has one name on /, on /journey and in the footer`, async ({
    page,
  }) => {
    await page.goto(at('/'));
    const onHome = await namesOf(page.locator('.timeline').getByRole('tab'));
    expect(onHome).toHaveLength(4);
    expect(onHome.every(Boolean)).toBe(true);
    expect(await footerSteps(page)).toEqual(onHome);

    await page.goto(at('/journey'));
    expect(await namesOf(page.locator('.journey__station h2'))).toEqual(onHome);
    expect(await footerSteps(page)).toEqual(onHome);
  });

  test(`${language}: the demo call is started with the same words on every page`, async ({
    page,
  }) => {
    const headerButton = page.locator('.site-header__cta');
    await page.goto(at('/'));
    const [label] = await namesOf(page.locator('.hero__actions > button'));
    expect(label).toMatch(language === 'de' ? /Demo-Gespräch/ : /demo call/);
    const seen: string[] = [...(await namesOf(headerButton))];
    for (const path of [at('/journey'), at('/about'), caseStudy.twins[language]]) {
      await page.goto(path);
      seen.push(...(await namesOf(headerButton)));
      // The page's closing call to action: its first link leads to the demo call.
      const demoLink = page.locator('.cta a[href$="#demo"]');
      await expect(demoLink, path).toHaveCount(1);
      seen.push(...(await namesOf(demoLink)));
    }
    expect(seen).toEqual(Array(seen.length).fill(label));
  });
}
