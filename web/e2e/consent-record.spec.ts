import { type Page, type Response } from '@playwright/test';
import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { localizedPath } from '../src/lib/paths';
import { uniqueEmail, voiceSiteOrigin } from './support/voiceSite';

// Consent says what is stored. The consent dialog's checkbox asks to store the e-mail address for
// the demo call and to recognise the visitor when they come back, never for a newsletter, and its
// tick is what the database stores as newsletter_opted_in, the specification's column name
// (supabase/migrations/20261128000000_newsletter_opted_in_means_demo_consent.sql). The privacy
// policy it links to says the same.

const texts = { de, en };

/** What the checkbox's words must name, in each language, and what they must not. */
const purpose = {
  de: {
    address: /E-Mail-Adresse/,
    stored: /gespeichert/,
    demoCall: /Demo-Gespräch/,
    returning: /bei einem späteren Besuch wiederzuerkennen/,
  },
  en: {
    address: /email address/,
    stored: /stored/,
    demoCall: /demo call/,
    returning: /recognise me when I come back/,
  },
};

/** What the privacy policy says of the same storage, in each language. */
const privacyPolicy = {
  de: [
    /um Ihnen das Demo-Gespräch bereitzustellen, Sie bei einem späteren Besuch wiederzuerkennen/,
    /keinen Newsletter/,
  ],
  en: [/to provide you with the demo call, to recognise you when you come back/, /no newsletter/],
};

const isRegistration = (response: Response) =>
  response.url() === `${voiceSiteOrigin}/rest/v1/rpc/register_email_subscriber`;

/** The visible words of an element, without what only screen readers hear. */
const visibleWords = (page: Page, selector: string) =>
  page.locator(selector).evaluate((node) => {
    const copy = node.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
  // Daily's CDN and servers are out of reach here; these tests stop before any call media.
  await page.route(/daily\.co/, (route) => route.abort('internetdisconnected'));
});

for (const language of ['de', 'en'] as const) {
  const words = texts[language];

  test(`${language}: the checkbox names what is stored and why, and its tick is the stored newsletter_opted_in`, async ({
    page,
    context,
  }) => {
    const registrations: Response[] = [];
    page.on('response', (response) => {
      if (isRegistration(response)) registrations.push(response);
    });
    await page.goto(voiceSiteOrigin + localizedPath('/', language));
    await page.getByRole('button', { name: words.voice.orbStart }).click();
    const dialog = page.getByRole('dialog', { name: words.consent.title });
    const box = dialog.getByRole('checkbox');
    await expect(box).toBeVisible();

    await test.step('the checkbox says: the e-mail address is stored for the demo call and to recognise a returning visitor, no newsletter', async () => {
      const label = await visibleWords(page, '.consent-dialog__consent');
      expect(label).toBe(`${words.consent.consentText} ${words.consent.privacyLink}.`);
      for (const named of Object.values(purpose[language])) expect(label).toMatch(named);
      expect(label).not.toMatch(/newsletter/i);
      // The checkbox is named by these words: a screen reader says them with it.
      const escaped = words.consent.consentText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(box).toHaveAccessibleName(
        new RegExp(`^${escaped} ${words.consent.privacyLink}`),
      );
    });

    await test.step('the privacy policy it links to says the same', async () => {
      const privacy = dialog.getByRole('link', { name: new RegExp(words.consent.privacyLink) });
      const href = await privacy.getAttribute('href');
      expect(href).toBe(localizedPath('/datenschutz', language));
      const policy = await context.newPage();
      await policy.goto(voiceSiteOrigin + href);
      const text = (await policy.getByRole('main').innerText()).replace(/\s+/g, ' ');
      for (const said of privacyPolicy[language]) expect(text).toMatch(said);
      await policy.close();
    });

    await test.step('without the tick nothing is stored', async () => {
      await dialog.getByRole('textbox', { name: words.consent.emailLabel }).fill(uniqueEmail());
      await dialog.getByRole('button', { name: words.consent.submit }).click({ force: true });
      await expect(box).toHaveAccessibleDescription(words.errors.consent.required);
      expect(registrations).toEqual([]);
    });

    await test.step('with it, the stored row records newsletter_opted_in as true, with the time of consent', async () => {
      const email = uniqueEmail();
      await dialog.getByRole('textbox', { name: words.consent.emailLabel }).fill(email);
      await box.check();
      const registered = page.waitForResponse(isRegistration);
      await dialog.getByRole('button', { name: words.consent.submit }).click();
      const response = await registered;
      expect(response.request().postDataJSON()).toMatchObject({
        email,
        newsletter_opted_in: true,
      });
      // register_email_subscriber answers with the row as the database stored it.
      expect(response.status()).toBe(200);
      const row = (await response.json()) as Record<string, unknown>;
      expect(row).toMatchObject({ email, newsletter_opted_in: true, consent_version: '1.0' });
      expect(row.consent_given_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

      // And the row is there: only e-mail plus this visitor's session id can record a return.
      const session = (await context.cookies()).find(({ name }) => name === 'voice_session_id');
      expect(session?.value).toBe(row.session_id);
      const recorded = await page.request.post(
        `${voiceSiteOrigin}/rest/v1/rpc/record_returning_session`,
        {
          headers: { apikey: 'local-anon-key', 'content-type': 'application/json' },
          data: { email, session_id: session?.value },
        },
      );
      expect(await recorded.json()).toBe(true);
    });
  });
}
