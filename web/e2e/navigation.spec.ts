import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gotoWithPausedClock, scrollY } from './clock';
import { homeSection, seedDocument, siteSettings } from './seed';

const { steps } = homeSection<{ steps: { title: { de: string } }[] }>('journeyStepsSection');
const navigation = seedDocument<{ items: { label: { de: string } }[] }>('navigation');
const aboutTeaser = homeSection<{ linkLabel: { de: string; en: string } }>('aboutTeaserSection');

const contactTop = (page: Page) =>
  page.evaluate(() => document.getElementById('contact')!.getBoundingClientRect().top);
const header = (page: Page) => page.getByRole('banner');

/** A short window, so every page scrolls and scroll positions can be told apart. */
test.use({ viewport: { width: 1280, height: 420 } });

test('the active route is marked with aria-current="page", and only it', async ({ page }) => {
  await page.goto('/analytics');
  const current = header(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Analysen & Zeitersparnisse');
  await header(page).getByRole('link', { name: 'Ihre Reise' }).click();
  await expect(current).toHaveText('Ihre Reise');
  await expect(current).toHaveCount(1);
});

test('choosing another route navigates, then scrolls to the top after about 100 ms', async ({
  page,
}) => {
  await gotoWithPausedClock(page, '/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  await page.clock.runFor(50);
  expect(await scrollY(page)).toBeGreaterThan(0);
  await page.clock.runFor(60);
  await expect.poll(() => scrollY(page)).toBe(0);
});

for (const { path, language, about } of [
  { path: '/', language: 'de', about: '/about' },
  { path: '/en', language: 'en', about: '/en/about' },
] as const) {
  test(`a page's own link (${path}, "${aboutTeaser.linkLabel[language]}") stays in its language and lands at the top`, async ({
    page,
  }) => {
    await page.goto(path);
    const link = page
      .getByRole('main')
      .getByRole('link', { name: aboutTeaser.linkLabel[language] });
    await expect(link).toHaveAttribute('href', about);
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${about}$`));
    await expect.poll(() => scrollY(page)).toBe(0);
  });
}

test('choosing the current route only scrolls to the top', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await scrollY(page)).toBeGreaterThan(0);
  await header(page).getByRole('link', { name: 'Über uns' }).click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page).toHaveURL(/\/about$/);
});

test('"Kontakt" on the home page smooth-scrolls to the contact section', async ({ page }) => {
  await page.goto('/');
  expect(await scrollY(page)).toBe(0);
  await header(page).getByRole('link', { name: 'Kontakt' }).click();
  await expect.poll(() => contactTop(page)).toBeLessThan(120);
  expect(await scrollY(page)).toBeGreaterThan(0);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('"Kontakt" elsewhere navigates to /#contact and scrolls there after about 100 ms', async ({
  page,
}) => {
  await gotoWithPausedClock(page, '/about');
  await header(page).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeAttached();
  expect(await scrollY(page)).toBe(0);
  await page.clock.runFor(150);
  await expect.poll(() => contactTop(page)).toBeLessThan(120);
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test('the first Tab shows the skip link, which moves focus past the navigation to the content', async ({
  page,
}) => {
  await page.goto('/about');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('opens and closes with the labelled hamburger button and closes on a choice', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.locator('#site-menu');
    const open = header(page).getByRole('button', { name: 'Menü öffnen' });
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const close = header(page).getByRole('button', { name: 'Menü schließen' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await close.click();
    await expect(menu).toBeHidden();

    await header(page).getByRole('button', { name: 'Menü öffnen' }).click();
    await menu.getByRole('link', { name: 'Über uns' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  // The open menu drops down over the top of the page without covering it: a disclosure, not a
  // modal. Focus is not trapped; it flows on into the page, and the menu closes behind it.
  test('by keyboard: Tab walks the items in order and flows on, Escape returns to the toggle', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.locator('#site-menu');
    const toggle = header(page).getByRole('button', { name: /^Menü/ });
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Menü schließen');

    for (const item of navigation.items) {
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: item.label.de, exact: true })).toBeFocused();
    }
    // Past the menu: the language switch, after it in the header, then the page.
    await page.keyboard.press('Tab');
    await expect(header(page).locator('.language-switch')).toBeFocused();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

    // Back from the first item to the toggle the menu stays open; Escape closes it from anywhere
    // inside and puts focus on the toggle.
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('without JavaScript the menu items are simply shown', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Kontakt' })).toBeVisible();
    await context.close();
  });
});

test('the footer links the journey stations, contact, profiles and legal pages', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(siteSettings.footerBlurb.de);
  for (const [station, step] of steps.entries()) {
    await expect(footer.getByRole('link', { name: step.title.de })).toHaveAttribute(
      'href',
      `/journey?station=${station}`,
    );
  }
  await expect(footer.getByRole('link', { name: siteSettings.email })).toHaveAttribute(
    'href',
    `mailto:${siteSettings.email}`,
  );
  await expect(footer.getByRole('link', { name: siteSettings.phone })).toHaveAttribute(
    'href',
    `tel:${siteSettings.phone.replace(/ /g, '')}`,
  );
  await expect(footer.getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute(
    'href',
    '/#contact',
  );
  for (const profile of siteSettings.socialLinks) {
    const link = footer.getByRole('link', { name: profile.label });
    await expect(link).toHaveAttribute('href', profile.url);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
    'href',
    '/impressum',
  );
  await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
    'href',
    '/datenschutz',
  );
  await expect(footer).toContainText(/© 2025 .+\. Alle Rechte vorbehalten\./);

  await footer.getByRole('link', { name: steps[2]!.title.de }).click();
  await expect(page).toHaveURL(/\/journey\?station=2$/);
});
