import { pixelsNear, SEED_IMAGE_MARKER } from '../test/pixels';
import { expect, test } from './support/test';
import { gotoWithPausedClock } from './clock';
import { seedDocument, type Language, type Localized } from './seed';

test('/analytics: "Jetzt testen" leads to the demo, "Kontakt aufnehmen" to the contact section', async ({
  page,
}) => {
  const analytics = seedDocument<{
    benefits: object[];
    buttons: { test: Localized; contact: Localized };
  }>('analyticsPage');
  // On a phone, where the orb is far below the home page's first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoWithPausedClock(page, '/analytics');
  await expect(page.locator('.card')).toHaveCount(analytics.benefits.length);
  await page.getByRole('link', { name: analytics.buttons.test.de }).click();
  await expect(page).toHaveURL(/\/#demo$/);
  await page.clock.runFor(150);
  await expect(page.locator('.voice-orb__button')).toBeInViewport();

  await gotoWithPausedClock(page, '/analytics');
  await page.getByRole('link', { name: analytics.buttons.contact.de }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await page.clock.runFor(150);
  await expect(page.locator('#contact')).toBeInViewport();
});

test('/about: the call to action leads to the demo and to the contact section', async ({
  page,
}) => {
  const about = seedDocument<{ cta: { primaryLabel: Localized; secondaryLabel: Localized } }>(
    'aboutPage',
  );
  await page.goto('/about');
  // In the page's own call to action: the header's demo button has the same words.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: about.cta.primaryLabel.de })).toHaveAttribute(
    'href',
    '/#demo',
  );
  await expect(main.getByRole('link', { name: about.cta.secondaryLabel.de })).toHaveAttribute(
    'href',
    '/#contact',
  );
});

// The founders live in the about page document (Über uns → Gründer), under its heading for them
// (aboutPageQuery in web/src/content/queries.ts).
type SeedFounder = { name: string; role: Localized; photo: { alt: Localized } };
const aboutPage = seedDocument<{ foundersHeading: Localized; founders: SeedFounder[] }>(
  'aboutPage',
);
const { founders } = aboutPage;

for (const [path, language] of [
  ['/about', 'de'],
  ['/en/about', 'en'],
] as [string, Language][]) {
  test(`${path}: each founder with portrait, name and role; side by side at 1440 × 900`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const section = page.getByRole('region', { name: aboutPage.foundersHeading[language] });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(founders.length);

    for (const [index, founder] of founders.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3, name: founder.name })).toBeVisible();
      await expect(card.getByText(founder.role[language], { exact: true })).toBeVisible();
      const portrait = card.getByRole('img', { name: founder.photo.alt[language], exact: true });
      await expect(portrait).toBeVisible();
      await expect
        .poll(() =>
          portrait.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
        )
        .toBeGreaterThan(0);
      // What the editor framed: the seed's portraits are magenta outside their crop.
      const source = await portrait.evaluate((img: HTMLImageElement) => img.currentSrc);
      const response = await page.request.get(source);
      expect(response.status()).toBe(200);
      expect(await pixelsNear(await response.body(), SEED_IMAGE_MARKER)).toBe(0);
    }

    const [first, second] = await Promise.all([
      cards.nth(0).boundingBox(),
      cards.nth(1).boundingBox(),
    ]);
    expect(second!.y).toBeCloseTo(first!.y, 0);
    expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width);
  });
}

test('/about on a 320 px phone: the founders one above the other, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/about');
  const cards = page
    .getByRole('region', { name: aboutPage.foundersHeading.de })
    .getByRole('listitem');
  await expect(cards).toHaveCount(founders.length);
  const [first, second] = await Promise.all([
    cards.nth(0).boundingBox(),
    cards.nth(1).boundingBox(),
  ]);
  expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

for (const path of ['/impressum', '/datenschutz']) {
  test(`${path} shows its legal text and a button back home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('.legal__body h2').first()).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

// A long legal text's table of contents (web/src/pages/legal/): each link lands on its heading,
// in the window and below the sticky header, on a phone; with the site's script
// (web/src/lib/hashTarget.ts) and without it (the browser's own jump, html's scroll-padding-top).
for (const javaScript of [true, false]) {
  for (const [path, contentsName] of [
    ['/datenschutz', 'Inhalt'],
    ['/en/datenschutz', 'Contents'],
  ] as const) {
    test(`${path}: the contents lead to each heading on a phone (${javaScript ? 'with' : 'without'} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: javaScript,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.goto(path);
      if (javaScript) await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const links = page.getByRole('navigation', { name: contentsName }).getByRole('link');
      const headings = page.locator('.legal__body h2');
      await expect(links).toHaveText(await headings.allTextContents());
      const count = await links.count();
      expect(count).toBeGreaterThan(3);

      // The second, one in the middle and the last, each from the contents at the top.
      for (const index of [1, Math.floor(count / 2), count - 1]) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await links.nth(index).click();
        const heading = headings.nth(index);
        await expect(heading).toBeInViewport();
        // Where it comes to rest: below the header, at the html's scroll-padding-top.
        await expect
          .poll(() =>
            heading.evaluate((element) => {
              // Without JavaScript the header is not sticky on a phone (web/index.html).
              const header = Math.max(
                0,
                document.querySelector('header')!.getBoundingClientRect().bottom,
              );
              const room = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
              const { top } = element.getBoundingClientRect();
              return top >= header - 1 && Math.abs(top - room) <= 3;
            }),
          )
          .toBe(true);
      }
      await context.close();
    });
  }
}
