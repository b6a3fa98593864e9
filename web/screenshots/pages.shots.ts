import {
  caseStudyPath,
  landingPagePath,
  localizedPath,
  notFoundPaths,
  paths,
} from '../src/lib/paths';
import { languages, screenshot, test, viewports } from './shots';

// Every page, and the 404 page, whole: how the layout holds from the header to the footer.

for (const { language } of languages) {
  const pages = {
    ...Object.fromEntries(
      Object.entries(paths).map(([name, path]) => [
        // File names in kebab case, as the others: caseStudies → case-studies.
        name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
        localizedPath(path, language),
      ]),
    ),
    'not-found': notFoundPaths[language],
    // Pages made from content: the seed's landing pages (the second a campaign's, without the
    // main navigation) and a case study.
    landing: localizedPath(landingPagePath('arztpraxen'), language),
    campaign: localizedPath(landingPagePath('handwerk'), language),
    'case-study': localizedPath(caseStudyPath('zahnarztpraxis-weber'), language),
  };
  for (const [name, path] of Object.entries(pages)) {
    for (const viewport of viewports) {
      const file = `${name}-${language}-${viewport.name}`;
      test(file, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await screenshot(page, file, { fullPage: true });
      });
    }
  }
}
