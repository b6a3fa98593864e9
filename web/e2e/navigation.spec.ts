import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gotoWithPausedClock, scrollY } from './clock';
import { homeSection, seedDocument, siteSettings, type Language, type Localized } from './seed';
import { languageOfPath, localizedPath } from '../src/lib/paths';

const { steps } = homeSection<{ steps: { title: { de: string } }[] }>('journeyStepsSection');
const navigation = seedDocument<{
  items: { label: Localized }[];
  headerActions: { demoLabel: Localized; contactLabel: Localized };
}>('navigation');
const aboutTeaser = homeSection<{ linkLabel: { de: string; en: string } }>('aboutTeaserSection');

const contactTop = (page: Page) =>
  page.evaluate(() => document.getElementById('contact')!.getBoundingClientRect().top);
const header = (page: Page) => page.getByRole('banner');
/** The alpha of an element's background colour, 0 to 1. */
const opacityOf = (element: Locator) =>
  element.evaluate((node) => {
    const alpha = /rgba?\([^,]+,[^,]+,[^,]+(?:,\s*([\d.]+))?\)/.exec(
      getComputedStyle(node).backgroundColor,
    )?.[1];
    return alpha === undefined ? 1 : Number(alpha);
  });

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

  // The open menu covers the page: a backdrop under it, the focus held in it and its button.
  test('by keyboard: Tab and Shift+Tab cycle through the button and the menu, Escape returns to the button', async ({
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

    // The items, both calls to action, the language switch, and round to the button again.
    const cycle = [
      ...navigation.items.map((item) =>
        menu.getByRole('link', { name: item.label.de, exact: true }),
      ),
      menu.getByRole('link', { name: navigation.headerActions.demoLabel.de }),
      menu.getByRole('link', { name: navigation.headerActions.contactLabel.de }),
      menu.locator('.language-switch'),
    ];
    for (const next of [...cycle, toggle]) {
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }
    for (const previous of cycle.toReversed()) {
      await page.keyboard.press('Shift+Tab');
      await expect(previous).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await expect(menu).toBeVisible();

    // Escape closes it from anywhere inside and puts focus on the button; Tab then leaves the
    // header for the page.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  });

  test('the open menu covers the page with a backdrop, which closes it on a click', async ({
    page,
  }) => {
    await page.goto('/journey');
    const menu = page.locator('#site-menu');
    const toggle = header(page).locator('button.site-nav__toggle');
    // A point below where the menu will end: page text while the menu is closed.
    await toggle.click();
    const box = (await menu.boundingBox())!;
    await toggle.click();
    const point = { x: 195, y: Math.round(box.y + box.height + 60) };
    const hitAt = ({ x, y }: typeof point) =>
      page.evaluate(
        ([x, y]) => {
          const hit = document.elementFromPoint(x!, y!);
          return {
            backdrop: hit?.classList.contains('site-menu__backdrop'),
            inMain: !!hit?.closest('main'),
          };
        },
        [x, y],
      );
    expect(await hitAt(point)).toEqual({ backdrop: false, inMain: true });

    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await hitAt(point)).toEqual({ backdrop: true, inMain: false });
    // The backdrop reaches the bottom of the screen, and the menu itself hides what lies under it.
    expect(await hitAt({ x: 5, y: 795 })).toEqual({ backdrop: true, inMain: false });
    // The menu is opaque, the backdrop dims the page to a shadow of itself.
    expect(await opacityOf(menu)).toBe(1);
    expect(await opacityOf(page.locator('.site-menu__backdrop'))).toBeGreaterThanOrEqual(0.8);

    await page.mouse.click(point.x, point.y);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await hitAt(point)).toEqual({ backdrop: false, inMain: true });
  });

  test('the open menu offers both calls to action; the consultation leads to the contact form', async ({
    page,
  }) => {
    await gotoWithPausedClock(page, '/about');
    const menu = page.locator('#site-menu');
    await header(page).getByRole('button', { name: 'Menü öffnen' }).click();
    const demo = menu.getByRole('link', { name: navigation.headerActions.demoLabel.de });
    const consultation = menu.getByRole('link', {
      name: navigation.headerActions.contactLabel.de,
    });
    await expect(demo).toBeVisible();
    await expect(demo).toHaveAttribute('href', '/#demo');
    await expect(consultation).toBeVisible();
    await expect(consultation).toHaveAttribute('href', '/#contact');
    await consultation.click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(menu).toBeHidden();
    await page.clock.runFor(150);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('opens without motion when motion is reduced', async ({ page }) => {
    // The menu's and the backdrop's animation, against the design's instant duration
    // (--duration-instant, which global.css sets for reduced motion): equal only then.
    const durations = () =>
      Promise.all(
        [page.locator('#site-menu'), page.locator('.site-menu__backdrop')].map((element) =>
          element.evaluate((node) => {
            const probe = document.body.appendChild(document.createElement('div'));
            probe.style.animationDuration = 'var(--duration-instant)';
            const instant = getComputedStyle(probe).animationDuration;
            probe.remove();
            return getComputedStyle(node).animationDuration === instant;
          }),
        ),
      );
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Menü öffnen' }).click();
    expect(await durations(), 'with motion, the menu animates').toEqual([false, false]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await durations(), 'with reduced motion, it opens at once').toEqual([true, true]);
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
  await expect(footer.getByRole('link', { name: 'Datenschutz', exact: true })).toHaveAttribute(
    'href',
    '/datenschutz',
  );
  await expect(footer).toContainText(/© 2025 .+\. Alle Rechte vorbehalten\./);

  await footer.getByRole('link', { name: steps[2]!.title.de }).click();
  await expect(page).toHaveURL(/\/journey\?station=2$/);
});

// Every page leads to the demo call and to a person: the demo call's button stands in the bar at
// every width, the consultation in the open menu (above: mobile menu) or as "Kontakt" on a desktop.
test.describe("the header's call to action", () => {
  const hero = homeSection<{ demoButtonLabel: Localized }>('heroSection');
  const demoButton = (page: Page, language: Language) =>
    header(page).locator('.site-header__bar').getByRole('link', {
      name: navigation.headerActions.demoLabel[language],
      exact: true,
    });

  test("is the hero's demo button in words, in both languages", () => {
    for (const language of ['de', 'en'] as const) {
      expect(navigation.headerActions.demoLabel[language]).toBe(hero.demoButtonLabel[language]);
    }
  });

  for (const width of [320, 390, 1366]) {
    test(`stands in the bar, inside the screen, at ${width} px on every kind of page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      for (const path of ['/', '/journey', '/about', '/en', '/en/journey', '/en/about']) {
        await page.goto(path);
        const language = languageOfPath(path);
        const button = demoButton(page, language);
        await expect(button, path).toBeVisible();
        await expect(button, path).toBeInViewport({ ratio: 1 });
        await expect(button, path).toHaveText(navigation.headerActions.demoLabel[language]);
        await expect(button, path).toHaveAttribute('href', localizedPath('/#demo', language));
      }
    });
  }

  // What the header holds at each width: nothing leaves the bar or the screen, every text on one
  // line, the five items of the navigation there (in the bar, or in the menu behind its button).
  test('nothing overflows or wraps at 320, 390, 768, 1024, 1366 and 1440 px', async ({ page }) => {
    for (const path of ['/', '/en/about']) {
      const language = languageOfPath(path);
      await page.goto(path);
      for (const width of [320, 390, 768, 1024, 1366, 1440]) {
        await page.setViewportSize({ width, height: 700 });
        const where = `${path} at ${width} px`;
        const layout = await header(page).evaluate((element) => {
          const barElement = element.querySelector('.site-header__bar')!;
          const bar = barElement.getBoundingClientRect();
          // What the bar shows: on a desktop the navigation, below it the closed menu not.
          const shown = [...barElement.querySelectorAll('*')].filter((node) => {
            const { width, height } = node.getBoundingClientRect();
            return width > 0 && height > 0 && node.checkVisibility({ visibilityProperty: true });
          });
          // A text on more than one line: the tops of its text's boxes differ by a line or more.
          const wraps = (node: Element) => {
            const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
            const tops: number[] = [];
            for (let text = walker.nextNode(); text; text = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(text);
              tops.push(...[...range.getClientRects()].map(({ top }) => top));
            }
            return tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 4;
          };
          return {
            scrollWidth: document.documentElement.scrollWidth,
            barOverflows: barElement.scrollWidth > Math.ceil(bar.width),
            outside: shown
              .filter((node) => {
                const box = node.getBoundingClientRect();
                return box.left < bar.left - 0.5 || box.right > bar.right + 0.5;
              })
              .map((node) => node.getAttribute('class') ?? node.tagName),
            wrapped: shown
              .filter((node) => node.matches('a, button') && wraps(node))
              .map((node) => node.textContent),
          };
        });
        expect(layout, where).toEqual({
          scrollWidth: width,
          barOverflows: false,
          outside: [],
          wrapped: [],
        });
        await expect(demoButton(page, language), where).toBeInViewport({ ratio: 1 });

        const toggle = header(page).locator('button.site-nav__toggle');
        const compact = await toggle.isVisible();
        if (compact) await toggle.click();
        for (const item of navigation.items) {
          await expect(
            page
              .locator('#site-menu')
              .getByRole('link', { name: item.label[language], exact: true }),
            where,
          ).toBeVisible();
        }
        if (compact) await toggle.click();
      }
    }
  });

  test('leads from another page to the demo call on the home page, on a phone and a desktop', async ({
    page,
  }) => {
    for (const [path, width] of [
      ['/journey', 390],
      ['/en/about', 1366],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await gotoWithPausedClock(page, path);
      const language = languageOfPath(path);
      await demoButton(page, language).click();
      await expect(page).toHaveURL(language === 'de' ? /\/#demo$/ : /\/en#demo$/);
      await page.clock.runFor(150);
      await expect(page.locator('.voice-orb__button')).toBeInViewport();
    }
  });
});
