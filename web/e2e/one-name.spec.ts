import { expect, test } from './support/test';
import { namesOf } from './support/visibleNames';
import { localizedPath } from '../src/lib/paths';
import { seedContentPages, type Language } from './seed';

// One name for the demo call, as the visitor reads it: it is started with the same words on every
// page, in both languages. web/test/oneNameEach.test.ts holds the seed and the microcopy to the
// same rule. The journey's steps are named as the specification names them instead:
// web/e2e/journey-names.spec.ts.

/** A case study's page: its closing call to action is microcopy (web/src/i18n/). */
const caseStudy = seedContentPages.find(({ path }) => path.startsWith('/fallstudien/'))!;

for (const language of ['de', 'en'] as const satisfies Language[]) {
  const at = (path: string) => localizedPath(path, language);

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
