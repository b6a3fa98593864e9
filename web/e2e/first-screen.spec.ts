import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectInView } from './support/viewport';
import de from '../src/i18n/de.json' with { type: 'json' };
import { homeSection, seedDocument, type Localized } from './seed';
import { consentDialog, orbButton, voiceSiteOrigin } from './support/voiceSite';

// The home page's first screen leads with one action (start the demo call) and a second (ask
// for advice); on a phone the way to talk, under the orb, comes first. (Where the other pages'
// "test the demo" links lead: content-pages.spec.ts.)

type Home = {
  heading: Localized;
  demoButtonLabel: Localized;
  contactButtonLabel: Localized;
  talkLabel: Localized;
  aiNotice: Localized;
};
const home = homeSection<Home>('heroSection');
const { callDisclosure } = seedDocument<{ callDisclosure: Localized }>('homePage');

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const demoButton = (page: Page, language: 'de' | 'en') =>
  page.locator('.hero__actions').getByRole('button', { name: home.demoButtonLabel[language] });
const contactLink = (page: Page, language: 'de' | 'en') =>
  page.locator('.hero__actions').getByRole('link', { name: home.contactButtonLabel[language] });
const talkButton = (page: Page, language: 'de' | 'en') =>
  page.locator('.hero__demo').getByRole('button', { name: home.talkLabel[language] });

/** The AI disclosure under the way to talk: its one line, and the details it opens to. */
const disclosure = (page: Page) => {
  const element = page.locator('.voice-demo__disclosure');
  return { summary: element.locator('summary'), details: element.locator('.voice-demo__details') };
};

for (const size of sizes) {
  for (const language of ['de', 'en'] as const) {
    test(`${size.name} ${language}: the headline and the demo lead the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(language === 'de' ? '/' : '/en');
      const heading = page.getByRole('heading', { level: 1, name: home.heading[language] });
      // A phone: the heading, then the orb (and under it the way to talk, where the demo can
      // call: below); the two actions follow. A desktop: both actions and the orb beside them.
      await expectInView(
        page,
        'first screen',
        size.name === 'phone'
          ? [heading, orbButton(page)]
          : [heading, demoButton(page, language), contactLink(page, language), orbButton(page)],
      );
      // The demo button comes first, in reading and in tab order.
      const first = await page.locator('.hero__actions > *').first().textContent();
      expect(first).toBe(home.demoButtonLabel[language]);
    });
  }
}

test.describe('the way to talk, on a phone with Vapi configured', () => {
  test.use({ hasTouch: true, isMobile: true });

  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    test(`${size.width}x${size.height}: on the first screen, a tap opens the consent gate`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(voiceSiteOrigin);
      const talk = talkButton(page, 'de');
      await expectInView(page, 'first screen', [talk]);
      const box = (await talk.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      // The microphone says what it is for; the label says it in words.
      await expect(talk.locator('svg')).toBeVisible();
      await expect(talk).toHaveAccessibleDescription(callDisclosure.de);
      await talk.tap();
      await expect(consentDialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(consentDialog(page)).toBeHidden();
      await expect(talk).toBeFocused();
    });
  }

  test('the disclosure is one line, its details open by tap', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(voiceSiteOrigin);
    const { summary, details } = disclosure(page);
    await expect(summary).toHaveText(callDisclosure.de);
    await expect(details).toBeHidden();

    await summary.tap();
    await expect(details).toBeVisible();
    // The whole notice, word for word as the editors wrote it.
    await expect(details).toHaveText(home.aiNotice.de);
    await summary.tap();
    await expect(details).toBeHidden();
  });
});

// A page no finger touched, as a keyboard user's: Chromium keeps a tapped element :active for a
// moment, and a Space released meanwhile, which a busy machine delays, activates nothing.
test('the disclosure opens its details by keyboard, from the way to talk', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(voiceSiteOrigin);
  const { summary, details } = disclosure(page);
  // Tab from the way to talk reaches the disclosure; Enter and Space toggle it.
  await talkButton(page, 'de').focus();
  await page.keyboard.press('Tab');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(details).toBeVisible();
  await page.keyboard.press('Space');
  await expect(details).toBeHidden();
  await page.keyboard.press('Space');
  await expect(details).toBeVisible();
});

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
