import type { Page } from '@playwright/test';
import { localizedPath } from '../src/lib/paths';
import { expect } from '../e2e/support/test';
import { consentDialog, orbButton } from '../e2e/support/voiceSite';
import { languages, phone, screenshot, test, viewports } from './shots';

// What the pages show only after a visitor acts: the open mobile menu, the consent dialog of the
// first demo call, and the contact form refusing invalid input and after a message went out (to
// the served site's own mailbox, see e2e/support/variantServer.ts).

const contactForm = (page: Page) => page.locator('form.contact-form');

/** The whole form in the middle of the viewport, not only the field the browser scrolled to. */
const centreContactForm = (page: Page) =>
  contactForm(page).evaluate((form) => form.scrollIntoView({ block: 'center' }));

for (const { language, words } of languages) {
  const home = localizedPath('/', language);
  const contact = localizedPath('/#contact', language);
  const field = (page: Page, label: string) => contactForm(page).getByLabel(label, { exact: true });
  const submit = (page: Page) =>
    contactForm(page).getByRole('button', { name: words.contact.submit });

  // The menu button shows at phone size only.
  test(`menu-${language}-phone`, async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(home);
    await page.getByRole('banner').getByRole('button', { name: words.header.openMenu }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await screenshot(page, `menu-${language}-phone`);
  });

  for (const viewport of viewports) {
    const name = (state: string) => `${state}-${language}-${viewport.name}`;

    test(name('consent-dialog'), async ({ page }) => {
      await page.setViewportSize(viewport);
      // A first visit: the orb asks for consent before any call.
      await page.goto(home);
      await orbButton(page).click();
      await expect(consentDialog(page)).toBeVisible();
      await screenshot(page, name('consent-dialog'));
    });

    test(name('contact-errors'), async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(contact);
      // Name and message left empty, the address malformed.
      await field(page, words.contact.email).fill('anna-at-example.de');
      await submit(page).click();
      // The form's own messages, one beside each refused field (ContactForm.tsx).
      await expect(contactForm(page).locator('[aria-invalid="true"]')).toHaveCount(3);
      await centreContactForm(page);
      await screenshot(page, name('contact-errors'));
    });

    test(name('contact-sent'), async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(contact);
      await field(page, words.contact.name).fill('Anna Beispiel');
      await field(page, words.contact.email).fill('anna@example.de');
      await field(page, words.contact.company).fill('Beispiel GmbH');
      await field(page, words.contact.message).fill(words.voiceDemo.humanMessage);
      await submit(page).click();
      await expect(contactForm(page).getByRole('status')).toContainText(words.contact.success);
      await centreContactForm(page);
      await screenshot(page, name('contact-sent'));
    });
  }
}
