import { expect, test, type Page } from '@playwright/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import { notFoundPath, prerenderedPaths } from '../src/app/paths';
import { expectNoAxeViolations } from './support/axe';
import { voiceSiteOrigin } from './support/voiceSite';

// axe-core with the WCAG 2.2 AA and best-practice rules (DESIGN 6): every page, the open
// consent dialog and the open mobile menu, at a desktop and a phone viewport.

const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
  // Without motion the timeline's steps are shown at once instead of revealed on scroll.
  { name: 'desktop, reduced motion', viewport: { width: 1280, height: 800 }, reducedMotion: true },
];

/** Hydration has attached React to the page: what the visitor uses from then on. */
const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector('main')!).some((key) => key.startsWith('__reactFiber')),
  );

for (const { name, viewport, reducedMotion } of viewports) {
  test.describe(name, () => {
    test.use({ viewport, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });

    for (const path of [...prerenderedPaths, notFoundPath]) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await expectNoAxeViolations(page, `${path} (${name})`);
      });
    }
  });
}

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open mobile menu has no violations', async ({ page }) => {
    await page.goto('/journey');
    await page.getByRole('button', { name: de.header.openMenu }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await expectNoAxeViolations(page, '/journey with the menu open (mobile)');
  });
});

for (const { name, viewport } of viewports.slice(0, 2)) {
  test.describe(`${name}, with Vapi configured`, () => {
    test.use({ viewport });

    test('the open consent dialog has no violations, nor with an e-mail error', async ({
      page,
    }) => {
      await page.goto(voiceSiteOrigin);
      await page.getByRole('button', { name: de.voice.orbStart }).click();
      const dialog = page.getByRole('dialog', { name: de.consent.title });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, `consent dialog (${name})`);

      await dialog.getByRole('textbox').fill('anna@b');
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: de.consent.submit }).click();
      await expect(dialog.getByRole('alert')).toHaveText(de.consent.emailErrors['Invalid domain']);
      await expectNoAxeViolations(page, `consent dialog with an e-mail error (${name})`);
    });
  });
}
