import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { readMailbox } from '../local-stack/mailboxEndpoint';
import { homeSection, seedDocument, siteSettings, type Localized } from './seed';
import { serveSiteWithOwnMailbox } from './support/mailboxSite';
import { becomeReturningVisitor, isWebCallCreation, voiceSiteOrigin } from './support/voiceSite';

// The English site under /en beside the German one at the root: the switch between them, links
// that stay in their language, the English 404 and redirect, and the parts that talk (consent
// dialog, contact form, the demo call) speaking English. Head, no-JS content, axe, hydration and
// valid HTML of every English page are checked with the German ones (every-page.spec.ts and
// scripts/gates/html-validity.ts).

const journey = seedDocument<{ heading: Localized }>('journeyPage');
const contact = homeSection<{ heading: Localized }>('contactSection');
const texts = { de, en };

/** The header's link to the other language; its name is in the language it leads to. */
const languageSwitch = (page: Page, to: 'de' | 'en') =>
  page.getByRole('banner').getByRole('link', { name: texts[to].header.languageVersion });

test('the switch names the other language in that language, with lang and hreflang', async ({
  page,
}) => {
  await page.goto('/about');
  const toEnglish = languageSwitch(page, 'en');
  await expect(toEnglish).toHaveText(en.header.languageName);
  // Label in name: the accessible name begins with the visible word.
  await expect(toEnglish).toHaveAccessibleName(new RegExp(`^${en.header.languageName}\\b`));
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  await expect(toEnglish).toHaveAttribute('href', '/en/about');

  await page.goto('/en/about');
  const toGerman = languageSwitch(page, 'de');
  await expect(toGerman).toHaveText(de.header.languageName);
  await expect(toGerman).toHaveAccessibleName(new RegExp(`^${de.header.languageName}\\b`));
  await expect(toGerman).toHaveAttribute('lang', 'de');
  await expect(toGerman).toHaveAttribute('hreflang', 'de');
  await expect(toGerman).toHaveAttribute('href', '/about');
});

test('switching keeps the page and its station, both ways', async ({ page }) => {
  await page.goto('/journey?station=2');
  await languageSwitch(page, 'en').click();
  await expect(page).toHaveURL(/\/en\/journey\?station=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.heading.en);

  await languageSwitch(page, 'de').click();
  await expect(page).toHaveURL(/:\d+\/journey\?station=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.heading.de);
});

test('switching on the contact section keeps #contact and shows it', async ({ page }) => {
  await page.goto('/#contact');
  await languageSwitch(page, 'en').click();
  await expect(page).toHaveURL(/\/en#contact$/);
  const heading = page.getByRole('heading', { level: 2, name: contact.heading.en });
  await expect(heading).toBeInViewport();
});

for (const { path, language } of [
  { path: '/en/about', language: 'en' },
  { path: '/about', language: 'de' },
]) {
  test(`header and footer links of ${path} stay in its language`, async ({ page }) => {
    await page.goto(path);
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) =>
        links
          .filter((link) => !link.classList.contains('language-switch'))
          .map((link) => link.getAttribute('href')!),
      );
    expect(hrefs.length).toBeGreaterThan(8);
    const inEnglish = (href: string) => href === '/en' || /^\/en[/?#]/.test(href);
    expect(hrefs.filter((href) => inEnglish(href) !== (language === 'en'))).toEqual([]);
  });
}

test('links inside the English legal texts lead to English pages', async ({ page }) => {
  for (const path of ['/en/impressum', '/en/datenschutz']) {
    await page.goto(path);
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length, path).toBeGreaterThan(0);
    expect(
      hrefs.filter((href) => !/^\/en([/?#]|$)/.test(href)),
      path,
    ).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is a plain link to the twin page', async ({ page }) => {
    await page.goto('/en/analytics');
    await languageSwitch(page, 'de').click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test('a browser asking for English still gets the German page it asked for', async ({
  request,
}) => {
  for (const [path, language] of [
    ['/', 'de'],
    ['/en', 'en'],
  ]) {
    const response = await request.get(path!, {
      headers: { 'accept-language': language === 'de' ? 'en-GB,en;q=0.9' : 'de-DE,de;q=0.9' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`<html lang="${language}">`);
  }
});

test('/en/services redirects to /en/journey', async ({ page }) => {
  const response = await page.goto('/en/services');
  expect(new URL(page.url()).pathname).toBe('/en/journey');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/en\/services$/);
});

test('an unknown English path answers 404 with an English page that links /en', async ({
  page,
}) => {
  const response = await page.goto('/en/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(
    en.notFound.title.replace('{{company}}', siteSettings.companyName),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.heading);
  await page.getByRole('main').getByRole('link', { name: en.notFound.homeLink }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('on /en the consent dialog and its messages speak English', async ({ page }) => {
  // Daily's CDN and servers are out of reach here; this test stops before any call media.
  await page.route(/daily\.co/, (route) => route.abort('internetdisconnected'));
  await page.goto(`${voiceSiteOrigin}/en`);
  await page.getByRole('button', { name: en.voice.orbStart }).click();
  const dialog = page.getByRole('dialog', { name: en.consent.title });
  await expect(dialog).toContainText(en.consent.description);
  const email = dialog.getByRole('textbox', { name: en.consent.emailLabel });
  const consent = dialog.getByRole('checkbox');
  const submit = dialog.getByRole('button', { name: en.consent.submit });
  // Pressed on the empty form, the disabled submit names both fields, each beside it.
  await submit.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(en.errors.email.required);
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription(en.errors.consent.required);

  await email.fill('anna@b');
  await consent.check();
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(consent).not.toHaveAttribute('aria-invalid');
  await submit.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(en.errors.email.domain);
  const messageId = await email.getAttribute('aria-describedby');
  await expect(dialog.locator(`[id="${messageId}"]`)).toHaveText(en.errors.email.domain);
  await expect(dialog.getByRole('link', { name: en.consent.privacyLink })).toHaveAttribute(
    'href',
    '/en/datenschutz',
  );
});

for (const { path, language } of [
  { path: '/en', language: 'en' },
  { path: '/', language: 'de' },
]) {
  test(`a call from ${path} tells the assistant the language "${language}"`, async ({
    page,
    context,
  }) => {
    await page.route(/daily\.co/, (route) => route.abort('internetdisconnected'));
    await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
    await becomeReturningVisitor(context);
    await page.goto(voiceSiteOrigin + path);
    const webCall = page.waitForRequest(isWebCallCreation);
    await page.getByRole('button', { name: texts[language as 'de' | 'en'].voice.orbStart }).click();
    expect((await webCall).postDataJSON()).toMatchObject({
      assistantOverrides: { variableValues: { language } },
    });
  });
}

test('on /en the contact form speaks English and sends', async ({ page }) => {
  const site = await serveSiteWithOwnMailbox();
  try {
    const token = randomUUID();
    await page.goto(`${site.origin}/en#contact`);
    const form = page.locator('form.contact-form');
    await form.getByLabel(en.contact.name, { exact: true }).fill('Ann Example');
    await form.getByLabel(en.contact.email, { exact: true }).fill('ann@example.com');
    await form.getByLabel(en.contact.message, { exact: true }).fill(`Please call me. ${token}`);
    await form.getByRole('button', { name: en.contact.submit }).click();
    await expect(form.getByRole('status')).toContainText(en.contact.success);
    const messages = (await readMailbox(site.mailboxDir)).filter((mail) =>
      JSON.stringify(mail).includes(token),
    );
    expect(messages).toHaveLength(1);
  } finally {
    await site.close();
  }
});
