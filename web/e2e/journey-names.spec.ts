import { expect, test } from './support/test';
import { namesOf } from './support/visibleNames';
import { journeySectionTitles, timelineStepNames } from '../test/journeyNames';

// The journey's steps as the specification names them (web/test/journeyNames.ts), as a visitor
// reads them with JavaScript and in the prerendered page without it: the home page's timeline and
// the footer's links to /journey?station=0..3 one way, the sections of /journey another.
// web/test/journeyNames.test.ts holds the seed to the same names.

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the timeline and the footer name the four steps as the specification does', async ({
      page,
    }) => {
      await page.goto('/');
      expect(await namesOf(page.locator('.timeline').getByRole('tab'))).toEqual(timelineStepNames);

      const footerLinks = page
        .getByRole('contentinfo')
        .locator('nav[aria-labelledby="footer-journey"] a');
      expect(await namesOf(footerLinks)).toEqual(timelineStepNames);
      expect(
        await footerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(timelineStepNames.map((_, station) => `/journey?station=${station}`));
    });

    test('/journey titles its four sections as the specification does', async ({ page }) => {
      await page.goto('/journey');
      expect(await namesOf(page.locator('.journey__station h2'))).toEqual(journeySectionTitles);
      // The footer there links the steps by their timeline names still.
      expect(
        await namesOf(
          page.getByRole('contentinfo').locator('nav[aria-labelledby="footer-journey"] a'),
        ),
      ).toEqual(timelineStepNames);
    });
  });
}
