import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectInView } from './support/viewport';
import de from '../src/i18n/de.json' with { type: 'json' };
import { homeSection, type Localized } from './seed';
import { consentDialog, orbButton, voiceSiteOrigin } from './support/voiceSite';

// The home page's first screen leads with one action (start the demo call) and a second (ask
// for advice). (Where the other pages' "test the demo" links lead: content-pages.spec.ts.)

type Home = { heading: Localized; demoButtonLabel: Localized; contactButtonLabel: Localized };
const home = homeSection<Home>('heroSection');

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const demoButton = (page: Page, language: 'de' | 'en') =>
  page.locator('.hero__actions').getByRole('button', { name: home.demoButtonLabel[language] });
const contactLink = (page: Page, language: 'de' | 'en') =>
  page.locator('.hero__actions').getByRole('link', { name: home.contactButtonLabel[language] });

for (const size of sizes) {
  for (const language of ['de', 'en'] as const) {
    test(`${size.name} ${language}: the headline and both actions are on the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(language === 'de' ? '/' : '/en');
      await expectInView(page, 'first screen', [
        page.getByRole('heading', { level: 1, name: home.heading[language] }),
        demoButton(page, language),
        contactLink(page, language),
      ]);
      // The demo button comes first, in reading and in tab order.
      const first = await page.locator('.hero__actions > *').first().textContent();
      expect(first).toBe(home.demoButtonLabel[language]);
      // On a desktop the orb itself is part of the first screen.
      if (size.name === 'desktop') await expectInView(page, 'first screen', [orbButton(page)]);
    });
  }
}

test('the second action scrolls to the contact form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await contactLink(page, 'de').click();
  await expect(page.locator('form.contact-form')).toBeInViewport();
});

test.describe('with Vapi configured (against a local stub of its API)', () => {
  test('the demo button does what the orb does: the consent gate first, focus back after', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(voiceSiteOrigin);
    await demoButton(page, 'de').click();
    await expect(consentDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(consentDialog(page)).toBeHidden();
    await expect(demoButton(page, 'de')).toBeFocused();
    // The orb, where the call's state and any message about it appear, came into view.
    await expect(orbButton(page)).toBeInViewport();
    await expect(page.getByRole('button', { name: de.voice.orbStart })).toBeVisible();
  });
});
