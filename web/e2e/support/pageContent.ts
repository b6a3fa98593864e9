import { expect, type Page } from '@playwright/test';
import {
  contentPages,
  homeSection,
  seedDocument,
  siteSettings,
  visibleTexts,
  type Language,
  type Localized,
} from '../seed';

// What a page shows from the content, compared with the seed the site was built from.

type ContentPage = (typeof contentPages)[number];

const navigation = seedDocument<{ items: { label: Localized }[] }>('navigation');
const hero = homeSection<{ demoButtonLabel: Localized; heading: Localized; talkLabel: Localized }>(
  'heroSection',
);
const contact = homeSection<{ nextStep: Localized }>('contactSection');

/** The page's language, title, description and heading, the header's links and the footer. */
export async function expectPrerenderedContent(page: Page, { id, language }: ContentPage) {
  const document = seedDocument<{
    seo: { title: Localized; description: Localized };
    heading?: Localized;
  }>(id);
  // The home page's main heading is its hero section's.
  const heading = document.heading ?? hero.heading;
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page).toHaveTitle(document.seo.title[language]);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    document.seo.description[language],
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
  const header = page.getByRole('banner');
  for (const item of navigation.items) {
    await expect(
      header.getByRole('link', { name: item.label[language], exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText(siteSettings.copyright[language]);
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Texts that only make sense with the script: the hero's buttons that start the demo call, and
 * what the contact form says once it has sent.
 */
const needsScript = (language: Language) => [
  hero.demoButtonLabel[language],
  hero.talkLabel[language],
  contact.nextStep[language],
];

/** Every text of the page's content document is on the page (for a page without JavaScript). */
export async function expectAllContentShown(page: Page, { id, language }: ContentPage) {
  // What a disclosure holds is one tap away (the AI notice under the orb): opened, as a visitor
  // would.
  await page
    .locator('details')
    .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
  const shown = squash(await page.locator('body').innerText());
  const missing = visibleTexts(seedDocument(id), language)
    .filter((text) => !needsScript(language).includes(text))
    .map(squash)
    .filter((text) => !shown.includes(text));
  expect(missing).toEqual([]);
}
