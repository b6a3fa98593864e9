import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { languageOfPath } from '../src/lib/paths';
import { expectNoAxeViolations } from './support/axe';
import { consoleProblems } from './support/consoleProblems';
import { expectAllContentShown, expectPrerenderedContent } from './support/pageContent';
import { expectSecurityHeaders, watchPolicyViolations } from './support/securityPolicy';
import { expectHeadFromContent, expectShareImage } from './support/seoHead';
import { expect, test } from './support/test';
import { campaignPagePaths, contentPages, everyPagePath, seedContentPages } from './seed';

// Every page of the site, each content page and the 404 page of each language, loaded once as a
// crawler reads it (without JavaScript) and once as a visitor uses it, and held to every check
// that concerns a whole page. One load per page and way, each check a step named by what it
// checks: loading the page again for each check made most of the end-to-end run
// (docs/decisions/0023-npm-test-in-ten-minutes.md). The other tests of each
// concern stay in its spec: csp, hydration, seo, pages, no-javascript and accessibility. How each
// page reads at every width, 320 px (WCAG 1.4.10 Reflow) included, is web/screenshots/pages.shots.ts's.

/** The landing pages and case studies of the seed, pages made from content. */
const madeFromContent = seedContentPages.map(({ path }) => path);
const contentOf = (path: string) => contentPages.find((page) => page.path === path);
const statusOf = (path: string) => (contentOf(path) || madeFromContent.includes(path) ? 200 : 404);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of everyPagePath) {
    const content = contentOf(path);
    const checks = content
      ? 'its content, title, description, canonical URL, alternates and share image'
      : `the ${statusOf(path)} status`;
    test(`${path}: its headers, no policy violation, ${checks}`, async ({ context, page }) => {
      const violations = await watchPolicyViolations(context);
      const response = await page.goto(path, { waitUntil: 'networkidle' });

      await test.step('answers with its status under the security headers of the build', async () => {
        expect(response?.status()).toBe(statusOf(path));
        await expectSecurityHeaders(response);
      });
      if (content) {
        await test.step('is prerendered with its content, title and description', () =>
          expectPrerenderedContent(page, content));
        await test.step('shows every text of its content', () =>
          expectAllContentShown(page, content));
        await test.step('has its canonical URL, language alternates and sharing tags', () =>
          expectHeadFromContent(page, content));
        await test.step("has a share image: its own or the site's default, 1200 × 630 JPEG", () =>
          expectShareImage(page, content));
      }
      // Without JavaScript the <noscript> style element applies: it needs its hash in style-src.
      expect(violations, 'policy violations').toEqual([]);
    });
  }
});

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of everyPagePath) {
    test(`${path}: its headers, no policy violation, hydrated with a quiet console, axe at 1280 px without motion and at 390 px with it`, async ({
      context,
      page,
    }) => {
      const violations = await watchPolicyViolations(context);
      const problems = consoleProblems(page);
      // Without motion the timeline's steps are shown at once instead of revealed on scroll, so
      // axe reads every one of them.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // page.goto waits for <html data-hydrated>: every HydrationBoundary of the page has hydrated.
      const response = await page.goto(path, { waitUntil: 'networkidle' });

      await test.step('answers under the security headers of the build', async () => {
        expect(response?.status()).toBe(statusOf(path));
        await expectSecurityHeaders(response);
      });
      await test.step('has no axe violation at 1280 × 800 without motion', () =>
        expectNoAxeViolations(page, `${path} (desktop, reduced motion)`));
      // The styles a phone with motion allowed applies, on the same page.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.setViewportSize({ width: 390, height: 844 });
      await test.step('has no axe violation at 390 × 844 with motion', () =>
        expectNoAxeViolations(page, `${path} (mobile)`));
      await test.step('has hydrated: the menu button reacts', async () => {
        const { header } = { de, en }[languageOfPath(path)];
        // A campaign's header has no menu (web/src/layout/Header.tsx): the app's mark says it.
        if (campaignPagePaths.includes(path)) {
          await expect(page.locator('html')).toHaveAttribute('data-hydrated');
          return;
        }
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('button', { name: header.openMenu }).click();
        await expect(page.getByRole('button', { name: header.closeMenu })).toBeVisible();
      });
      expect(problems, 'console errors and warnings').toEqual([]);
      expect(violations, 'policy violations').toEqual([]);
    });
  }
});
