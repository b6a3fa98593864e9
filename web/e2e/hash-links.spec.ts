import type { Locator, Page } from '@playwright/test';
import { watchingFrames } from './support/frameWatch';
import { expect, test } from './support/test';

// A link to a place on a page (`/#contact`) lands there: the place at the top of the window,
// below the sticky header, once the page has settled. From another page the home page's
// sections render after the navigation and push the contact section down
// (web/src/sections/StaticSection.tsx); on a slow phone that happens well after the scroll.

/** Generous: four times slower CPU on a shared machine; a state that never comes still fails. */
const SETTLES = { timeout: 90_000 };

/** Four times slower CPU, as a mid-range phone is. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * The page's layout as of now: whether everything that changes its height has come (the home
 * page's sections rendered, the images it asked for and fonts loaded), its height and scroll
 * position over two frames (equal when neither layout nor a smooth scroll moves), and where the
 * contact section stands against where a scroll to it should put it: the html's
 * scroll-padding-top (the header's height and a gap, web/src/styles/global.css), or as far as the
 * page can scroll.
 */
const layoutOf = (page: Page) =>
  watchingFrames(page, 'The layout over two frames', readLayout(page));

const readLayout = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.documentElement;
    const measure = () => ({ height: root.scrollHeight, y: window.scrollY });
    const before = measure();
    await frame();
    await frame();
    const after = measure();
    const target = document.getElementById('contact');
    const top = target?.getBoundingClientRect().top ?? NaN;
    const padding = parseFloat(getComputedStyle(root).scrollPaddingTop);
    const maxScroll = root.scrollHeight - window.innerHeight;
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    return {
      loaded:
        root.hasAttribute('data-hydrated') &&
        [...document.querySelectorAll('.static-section')].every((s) => s.childElementCount > 0) &&
        // Lazy images not yet asked for (no currentSrc) wait for the visitor to come near.
        [...document.images].every((image) => image.complete || !image.currentSrc) &&
        document.fonts.status === 'loaded',
      still: before.height === after.height && before.y === after.y,
      top,
      expected: Math.max(padding, top + window.scrollY - maxScroll),
      header,
    };
  });

/** Waits until the page has settled, then for the contact section at the top of the window. */
async function expectContactAtTop(page: Page) {
  await expect(page).toHaveURL(/\/#contact$/, SETTLES);
  await expect
    .poll(async () => {
      const { loaded, still } = await layoutOf(page);
      return loaded && still;
    }, SETTLES)
    .toBe(true);
  await expect
    .poll(async () => {
      const { top, expected, still } = await layoutOf(page);
      return still ? Math.round(Math.abs(top - expected)) : 'scrolling';
    }, SETTLES)
    .toBeLessThanOrEqual(3);
  const { top, header } = await layoutOf(page);
  expect(top, 'the section starts below the sticky header').toBeGreaterThanOrEqual(header - 1);
}

const header = (page: Page) => page.getByRole('banner');

/** The header's "Kontakt": in the bar on a laptop, in the menu behind its button on a phone. */
async function headerContact(page: Page): Promise<Locator> {
  const toggle = header(page).getByRole('button', { name: 'Menü öffnen' });
  if (await toggle.isVisible()) await toggle.click();
  return page.locator('#site-menu').getByRole('link', { name: 'Kontakt', exact: true });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
]) {
  test.describe(`at ${viewport.width} x ${viewport.height} with a 4x slower CPU`, () => {
    test.use({ viewport });

    const cases: { name: string; path: string; link: (page: Page) => Promise<Locator> }[] = [
      { name: 'the header\'s "Kontakt" on /about', path: '/about', link: headerContact },
      {
        name: 'the footer\'s "Zum Kontaktformular" on /journey, scrolled to the bottom',
        path: '/journey',
        link: async (page) =>
          page.getByRole('contentinfo').getByRole('link', { name: 'Zum Kontaktformular' }),
      },
      {
        name: '"Kontakt aufnehmen" on /analytics',
        path: '/analytics',
        link: async (page) =>
          page.getByRole('main').getByRole('link', { name: 'Kontakt aufnehmen' }),
      },
    ];

    for (const { name, path, link } of cases) {
      test(`${name} lands on the contact section`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.goto(path);
        await slowCpu(page);
        const contact = await link(page);
        await contact.scrollIntoViewIfNeeded();
        await contact.click();
        await expectContactAtTop(page);
      });
    }

    test('a fresh load of /#contact lands on the contact section', async ({ page }) => {
      test.setTimeout(240_000);
      await slowCpu(page);
      await page.goto('/#contact');
      await expectContactAtTop(page);
    });
  });
}
