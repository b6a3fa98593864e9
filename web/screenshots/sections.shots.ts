import { landingPagePath, localizedPath, paths } from '../src/lib/paths';
import { languages, screenshot, test, viewports } from './shots';

// Each section type (web/src/sections/) alone, as the seed's home page and landing page show it:
// `section-<type>-<language>-<size>.jpg`. Benefits, sample conversation, FAQ and the call to
// action stand on the landing page.

const sections = [
  { type: 'hero', page: paths.home, selector: '.hero' },
  { type: 'logo-strip', page: paths.home, selector: '.logo-strip' },
  { type: 'key-figures', page: paths.home, selector: '.stats' },
  { type: 'journey-steps', page: paths.home, selector: '.timeline' },
  {
    type: 'sample-conversation',
    page: landingPagePath('arztpraxen'),
    selector: '.sample-conversation',
  },
  { type: 'testimonials', page: paths.home, selector: '.testimonials' },
  { type: 'case-studies', page: paths.home, selector: '.case-studies' },
  { type: 'about-teaser', page: paths.home, selector: '.about-teaser' },
  { type: 'faq', page: landingPagePath('arztpraxen'), selector: '.faq' },
  { type: 'contact', page: paths.home, selector: '.contact' },
  { type: 'benefits', page: landingPagePath('arztpraxen'), selector: '.benefit-cards' },
  { type: 'call-to-action', page: landingPagePath('arztpraxen'), selector: '.cta' },
];

for (const { language } of languages) {
  for (const { type, page: path, selector } of sections) {
    for (const viewport of viewports) {
      const file = `section-${type}-${language}-${viewport.name}`;
      test(file, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(localizedPath(path, language));
        const element = page.locator(selector).first();
        await element.scrollIntoViewIfNeeded();
        await screenshot(page, file, { element });
      });
    }
  }
}
