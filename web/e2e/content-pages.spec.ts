import { expect, test } from './support/test';
import { gotoWithPausedClock } from './clock';
import { seedDocument } from './seed';

type Localized = { de: string };

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
  await expect(page.getByRole('link', { name: about.cta.primaryLabel.de })).toHaveAttribute(
    'href',
    '/#demo',
  );
  await expect(page.getByRole('link', { name: about.cta.secondaryLabel.de })).toHaveAttribute(
    'href',
    '/#contact',
  );
});

for (const path of ['/impressum', '/datenschutz']) {
  test(`${path} shows its legal text and a button back home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('.legal__body h2').first()).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
