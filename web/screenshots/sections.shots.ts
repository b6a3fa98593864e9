import { sectionAlonePath, sectionName, seedSectionTypes } from '../e2e/support/sectionsAlone';
import { localizedPath } from '../src/lib/paths';
import { seedDir } from '../server/paths';
import { languages, screenshot, test, viewports } from './shots';

// Each section type (web/src/sections/) alone on a page of its own, as the seed's pages hold it
// (e2e/support/sectionsAlone.ts): `section-<type>-<language>-<size>.jpg`.

for (const { language } of languages) {
  for (const { _type } of seedSectionTypes(seedDir)) {
    for (const viewport of viewports) {
      const file = `section-${sectionName(_type)}-${language}-${viewport.name}`;
      test(file, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(localizedPath(sectionAlonePath(_type), language));
        // The section with its surface (web/src/sections/surfaces.ts): its wrapper, after the
        // visually hidden h1 a page without a hero names itself with.
        const section = page.locator('main > .page-section').first();
        await section.scrollIntoViewIfNeeded();
        await screenshot(page, file, { element: section });
      });
    }
  }
}
