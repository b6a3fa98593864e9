import { type Locator, type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { randomUUID } from 'node:crypto';
import { readMailbox } from '../local-stack/mailboxEndpoint';
import { holdTheChunk } from './support/heldApp';
import { serveSiteWithOwnMailbox, type MailboxSite } from './support/mailboxSite';
import { expectNoAxeViolations } from './support/axe';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { homeSection, type Localized } from './seed';

// The section's texts as the editors wrote them in the seed.
const section = homeSection<{
  topics: Localized[];
  privacyNote: Localized;
  privacyLinkLabel: Localized;
  nextStep: Localized;
}>('contactSection');

const SUCCESS = 'Nachricht erfolgreich gesendet! Wir melden uns bald bei Ihnen.';
const FAILURE = 'Fehler beim Senden der Nachricht. Bitte versuchen Sie es erneut.';
const SEND = '**/api/v1.0/email/send';

// Each worker serves the built site with its own mailbox; tests of one worker share it, and each
// finds its message by a token of its own.
let site: MailboxSite;

test.beforeAll(async () => {
  site = await serveSiteWithOwnMailbox();
});

test.afterAll(async () => {
  await site.close();
});

type Fields = { name: string; email: string; company: string; message: string };
const noTopic = { topic: '' };

function visitor(token: string): Fields {
  return {
    name: 'Anna Beispiel',
    email: 'anna@example.de',
    company: 'Beispiel GmbH',
    message: `Bitte rufen Sie mich zurück.\nZweite Zeile. ${token}`,
  };
}

const contactForm = (page: Page) => page.locator('form.contact-form');
const field = (page: Page, label: string) => contactForm(page).getByLabel(label, { exact: true });
const fieldsOf = (page: Page) => ({
  name: field(page, 'Name'),
  email: field(page, 'E-Mail'),
  company: field(page, 'Unternehmen (optional)'),
  message: field(page, 'Nachricht'),
});
const topicField = (page: Page) => field(page, 'Thema (optional)');
const submitButton = (page: Page) => contactForm(page).locator('button[type="submit"]');
const status = (page: Page) => contactForm(page).getByRole('status');
const alert = (page: Page) => contactForm(page).getByRole('alert');

/** Opens the home page at the form; the form is usable once hydrated (fill waits for it). */
async function openForm(page: Page) {
  await page.goto(`${site.origin}/#contact`);
}

async function fillForm(page: Page, values: Fields) {
  const fields = fieldsOf(page);
  for (const key of ['name', 'email', 'company', 'message'] as const) {
    await fields[key].fill(values[key]);
  }
}

async function expectFields(page: Page, values: Fields) {
  const fields = fieldsOf(page);
  for (const key of ['name', 'email', 'company', 'message'] as const) {
    await expect(fields[key]).toHaveValue(values[key]);
  }
}

/** The mailbox messages whose text contains the token. */
async function mailWith(token: string) {
  const messages = await readMailbox(site.mailboxDir);
  return messages.filter(({ templateParams }) => String(templateParams.message).includes(token));
}

/** Requests of the page to the mail service, whether they get an answer or not. */
function sendRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1.0/email/')) requests.push(request);
  });
  return requests;
}

test('sends every field to the mailbox, confirms and clears the form', async ({ page }) => {
  // 13:05 UTC is 14:05 in Berlin in November.
  await page.clock.setFixedTime(new Date('2026-11-21T13:05:00Z'));
  const token = randomUUID();
  const values = visitor(token);
  await openForm(page);
  await fillForm(page, values);
  await submitButton(page).click();

  // The confirmation, then what happens next, read at once where the focus is.
  await expect(status(page)).toHaveText(`${SUCCESS} ${section.nextStep.de}`);
  await expect(status(page)).toBeFocused();
  await expect(alert(page)).toHaveText('');
  await expectFields(page, { name: '', email: '', company: '', message: '' });
  // Cleared fields are not shown as wrongly empty.
  await expect(contactForm(page).locator('[aria-invalid]')).toHaveCount(0);
  await expect(submitButton(page)).toHaveText('Nachricht senden');

  const mail = await mailWith(token);
  expect(mail).toHaveLength(1);
  // No topic chosen: it is optional, and goes out empty.
  expect(mail[0]!.templateParams).toEqual({ ...values, ...noTopic, time: '21.11.2026, 14:05' });
});

test('on a phone: a topic chosen by keyboard goes with the message; the next step follows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = randomUUID();
  const values = visitor(token);
  await openForm(page);
  await fillForm(page, values);
  // Tab from the company to the topic, then the arrow keys, as on a hardware keyboard.
  await fieldsOf(page).company.focus();
  await page.keyboard.press('Tab');
  await expect(topicField(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(topicField(page)).toHaveValue(section.topics[1]!.de);
  await expect(topicField(page).locator('option:checked')).toHaveText(section.topics[1]!.de);
  // The privacy note sits by the button, its link to the privacy policy in a new tab.
  const privacy = contactForm(page).locator('.contact-form__privacy');
  await expect(privacy).toContainText(section.privacyNote.de);
  await expect(privacy.getByRole('link', { name: section.privacyLinkLabel.de })).toHaveAttribute(
    'href',
    '/datenschutz',
  );
  await expect(privacy).toBeInViewport();
  await submitButton(page).click();

  await expect(status(page)).toBeFocused();
  await expect(status(page)).toBeInViewport();
  await expect(status(page)).toContainText(SUCCESS);
  await expect(status(page)).toContainText(section.nextStep.de);
  // The seed sets no booking address: no link leads nowhere.
  await expect(contactForm(page).locator('.contact-form__booking')).toHaveCount(0);
  await expect(topicField(page)).toHaveValue('');
  const [mail] = await mailWith(token);
  expect(mail?.templateParams).toMatchObject({ ...values, topic: section.topics[1]!.de });
});

test('in English: the topics in English, the mail with their German names', async ({ page }) => {
  const token = randomUUID();
  await page.goto(`${site.origin}/en#contact`);
  const form = contactForm(page);
  const topic = form.getByLabel(en.contact.topic, { exact: true });
  await expect(topic.locator('option')).toHaveText([
    en.contact.topicNone,
    ...section.topics.map((entry) => entry.en),
  ]);
  await expect(
    form.locator('.contact-form__privacy').getByRole('link', { name: section.privacyLinkLabel.en }),
  ).toHaveAttribute('href', '/en/datenschutz');
  await form.getByLabel(en.contact.name, { exact: true }).fill('Anna');
  await form.getByLabel(en.contact.email, { exact: true }).fill('anna@example.de');
  await topic.selectOption({ label: section.topics[2]!.en });
  await form.getByLabel(en.contact.message, { exact: true }).fill(`Hello ${token}`);
  await form.getByRole('button', { name: en.contact.submit }).click();
  await expect(status(page)).toHaveText(`${en.contact.success} ${section.nextStep.en}`);
  const [mail] = await mailWith(token);
  expect(mail?.templateParams.topic).toBe(section.topics[2]!.de);
});

for (const refusal of [400, 500]) {
  test(`keeps every field when the mail service answers ${refusal}, and a retry sends`, async ({
    page,
  }) => {
    const token = randomUUID();
    const values = visitor(token);
    await page.route(SEND, (route) =>
      route.fulfill({ status: refusal, contentType: 'text/plain', body: 'Refused by the test' }),
    );
    await openForm(page);
    await fillForm(page, values);
    const topic = section.topics[0]!.de;
    await topicField(page).selectOption(topic);
    await submitButton(page).click();

    await expect(alert(page)).toHaveText(FAILURE);
    await expect(status(page)).toHaveText('');
    await expectFields(page, values);
    await expect(topicField(page)).toHaveValue(topic);
    await expect(submitButton(page)).toHaveText('Nachricht senden');
    await expect(submitButton(page)).toBeFocused();
    expect(await mailWith(token)).toHaveLength(0);

    // The library frees its 10 s throttle after a failure: the retry goes out at once.
    await page.unroute(SEND);
    await page.keyboard.press('Enter');
    await expect(status(page)).toContainText(SUCCESS);
    await expect(alert(page)).toHaveText('');
    await expectFields(page, { name: '', email: '', company: '', message: '' });
    const mail = await mailWith(token);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.templateParams.topic).toBe(topic);
  });
}

test('keeps every field when the network fails', async ({ page }) => {
  const values = visitor(randomUUID());
  await page.route(SEND, (route) => route.abort('failed'));
  await openForm(page);
  await fillForm(page, values);
  await submitButton(page).click();

  await expect(alert(page)).toHaveText(FAILURE);
  await expectFields(page, values);
  await expect(submitButton(page)).toBeEnabled();
});

test('shows "Wird gesendet..." on a disabled button while sending', async ({ page }) => {
  const values = visitor(randomUUID());
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEND, async (route) => {
    await released;
    await route.continue();
  });
  await openForm(page);
  await fillForm(page, values);
  await submitButton(page).click();

  await expect(submitButton(page)).toHaveText('Wird gesendet...');
  await expect(submitButton(page)).toBeDisabled();
  await expect(status(page)).toHaveText('Wird gesendet...');
  // What is being sent stays as it is until the answer.
  await expect(fieldsOf(page).message).not.toBeEditable();
  await expectFields(page, values);

  release();
  await expect(status(page)).toContainText(SUCCESS);
  await expect(submitButton(page)).toHaveText('Nachricht senden');
  await expect(submitButton(page)).toBeEnabled();
});

test('sends hostile text verbatim and never renders it as HTML', async ({ page }) => {
  const token = randomUUID();
  const block =
    '<script>window.__injected = 1</script><b id="injected">fett</b> ' +
    '<img src=x onerror="window.__injected = 2"> 😀👩‍👩‍👧 مرحبا بالعالم שלום עולם \u202Eevil\u202C\n';
  const start = `${token}\n${block.repeat(50)}`;
  const hostile: Fields = {
    name: '<b id="injected-name">Anna</b> 😀 שלום',
    email: 'anna@example.de',
    company: '<img src=x onerror="window.__injected = 3"> مرحبا',
    // Padded with ASCII to 10,000 characters, so that no emoji is cut in half.
    message: start + '.'.repeat(10_000 - start.length),
  };
  expect(hostile.message).toHaveLength(10_000);

  await openForm(page);
  await fillForm(page, hostile);
  // First a refusal: the failure shows no text of the visitor, who keeps all of it.
  await page.route(SEND, (route) => route.fulfill({ status: 500, body: 'Refused by the test' }));
  await submitButton(page).click();
  await expect(alert(page)).toHaveText(FAILURE);
  await expectFields(page, hostile);
  await page.unroute(SEND);
  await submitButton(page).click();
  await expect(status(page)).toContainText(SUCCESS);

  await expect(page.locator('#injected, #injected-name, img[src="x"], form script')).toHaveCount(0);
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  const [mail] = await mailWith(token);
  expect(mail?.templateParams).toEqual({ ...hostile, ...noTopic, time: expect.any(String) });
});

/** The message a field is described by (aria-describedby), checked to be the one beside it. */
async function expectMessage(input: Locator, text: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const id = await input.getAttribute('aria-describedby');
  const message = input.page().locator(`[id="${id}"]`);
  await expect(message).toHaveText(text);
  await expect(message).toBeVisible();
  // Below its own field, inside the field's group.
  await expect(input.locator('xpath=..').locator(`[id="${id}"]`)).toHaveCount(1);
  await expect(input).toHaveAccessibleDescription(text);
}

async function expectNoMessage(input: Locator) {
  await expect(input).not.toHaveAttribute('aria-invalid');
  await expect(input).not.toHaveAttribute('aria-describedby');
  await expect(input.locator('xpath=..').locator('.contact-form__field-error')).toHaveCount(0);
}

for (const { language, path, words } of [
  { language: 'German', path: '/', words: de },
  { language: 'English', path: '/en', words: en },
]) {
  test.describe(`in ${language}`, () => {
    const inputs = (page: Page) => {
      const form = contactForm(page);
      const byLabel = (label: string) => form.getByLabel(label, { exact: true });
      return {
        name: byLabel(words.contact.name),
        email: byLabel(words.contact.email),
        company: byLabel(words.contact.company),
        message: byLabel(words.contact.message),
      };
    };
    const errors = words.errors.contact;

    test('an empty submit shows every message beside its field and focuses the first', async ({
      page,
    }) => {
      const requests = sendRequests(page);
      await page.goto(`${site.origin}${path}#contact`);
      const { name, email, company, message } = inputs(page);
      await contactForm(page).getByRole('button', { name: words.contact.submit }).click();

      await expectMessage(name, errors.name.required);
      await expectMessage(email, errors.email.required);
      await expectMessage(message, errors.message.required);
      await expectNoMessage(company);
      await expect(name).toBeFocused();
      // The browser's own bubble stays away: it would name one field only, in its own language.
      expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
        true,
      );
      await expect(contactForm(page)).toHaveAttribute('novalidate');
      expect(requests).toHaveLength(0);
    });

    test('a malformed e-mail and a message of blanks are named, the e-mail focused', async ({
      page,
    }) => {
      const requests = sendRequests(page);
      await page.goto(`${site.origin}${path}#contact`);
      const { name, email, message } = inputs(page);
      await name.fill('Anna');
      await email.fill('anna-at-example.de');
      await message.fill('   ');
      // Enter in a field submits like the button.
      await name.press('Enter');

      await expect(email).toBeFocused();
      await expectMessage(email, errors.email.format);
      await expectMessage(message, errors.message.required);
      await expectNoMessage(name);
      expect(requests).toHaveLength(0);
    });
  });
}

// The form's machine loads when the form comes into view or is first used
// (web/src/lib/codeOnUse.ts); a submit before it is held, then answered as any submit is.
test("an empty submit before the form's code: once it comes, every message shows and the first field has the focus", async ({
  page,
}) => {
  const code = await holdTheChunk(page, 'LiveContactForm');
  await openForm(page);
  const { name, email, company, message } = fieldsOf(page);
  const errors = de.errors.contact;
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(contactForm(page).locator('[aria-invalid]')).toHaveCount(0);
  code.release();
  await expect(name).toBeFocused();
  await expectMessage(name, errors.name.required);
  await expectMessage(email, errors.email.required);
  await expectMessage(message, errors.message.required);
  await expectNoMessage(company);
  await expect(submitButton(page)).not.toHaveAttribute('aria-busy');
});

test("offline before the form's code: the send fails, keeping every field, and back online the next goes out", async ({
  page,
  context,
}) => {
  const token = randomUUID();
  const values = visitor(token);
  // At the top of the page, the form out of view: its code is not fetched yet.
  await page.goto(`${site.origin}/`);
  await context.setOffline(true);
  await fillForm(page, values);
  await submitButton(page).click();
  await expect(alert(page)).toHaveText(FAILURE);
  await expectFields(page, values);
  await expect(submitButton(page)).not.toHaveAttribute('aria-busy');
  await context.setOffline(false);
  await submitButton(page).click();
  await expect(status(page)).toContainText(SUCCESS);
  await expect(alert(page)).toHaveText('');
  expect(await mailWith(token)).toHaveLength(1);
});

test('says nothing while the visitor types, then follows each correction', async ({ page }) => {
  const { name, email, message } = fieldsOf(page);
  const errors = de.errors.contact;
  await openForm(page);
  // Before any submit, a half-typed address and a field left empty are not reproached.
  await email.pressSequentially('anna');
  await name.focus();
  await message.focus();
  for (const input of [name, email, message]) await expectNoMessage(input);

  await submitButton(page).click();
  await expect(name).toBeFocused();
  await expectMessage(email, errors.email.format);

  // Each message updates as its field is typed in, and goes once the field is right.
  await name.pressSequentially('A');
  await expectNoMessage(name);
  await email.fill('');
  await expectMessage(email, errors.email.required);
  await email.pressSequentially('anna@');
  await expectMessage(email, errors.email.format);
  await email.pressSequentially('example.de');
  await expectNoMessage(email);
  await message.pressSequentially('Hallo');
  await expectNoMessage(message);
  // Emptied again, a field says so at once: the visitor has seen what the form needs.
  await name.fill('');
  await expectMessage(name, errors.name.required);
  await name.fill('Anna');
  await expectNoMessage(name);

  const token = randomUUID();
  await message.fill(`Hallo ${token}`);
  await submitButton(page).click();
  await expect(status(page)).toContainText(SUCCESS);
  expect(await mailWith(token)).toHaveLength(1);
});

test('keeps the bot trap out of reach and sends nothing when it is filled', async ({ page }) => {
  const requests = sendRequests(page);
  const token = randomUUID();
  const { name, email, company, message } = fieldsOf(page);
  await openForm(page);
  const trap = contactForm(page).locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap).toHaveAttribute('aria-hidden', 'true');
  // Off-screen, not display:none.
  expect(await trap.evaluate((input) => input.getBoundingClientRect().right)).toBeLessThan(0);

  // The keyboard passes from the message straight to the button.
  await name.focus();
  for (const next of [email, company, topicField(page), message, submitButton(page)]) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }

  await fillForm(page, visitor(token));
  await trap.fill('https://spam.example', { force: true });
  await submitButton(page).click();
  // A bot is told it succeeded.
  await expect(status(page)).toContainText(SUCCESS);
  expect(requests).toHaveLength(0);
  expect(await mailWith(token)).toHaveLength(0);
});

test('is prerendered, hydrates without warnings and passes axe', async ({ page, request }) => {
  const html = await (await request.get(`${site.origin}/`)).text();
  expect(html).toContain('<form class="contact-form"');
  expect(html).toContain('>Unternehmen (optional)</label>');
  // The prerendered form leaves the checks to the browser; the app takes them over.
  expect(html).not.toMatch(/<form class="contact-form"[^>]*\bnovalidate/i);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await openForm(page);
  await expect(submitButton(page)).toBeEnabled();
  await expect(fieldsOf(page).name).toHaveAttribute('required');
  await expect(fieldsOf(page).email).toHaveAttribute('type', 'email');
  await expect(fieldsOf(page).company).not.toHaveAttribute('required');
  await expect(fieldsOf(page).message).toHaveAttribute('required');
  await expectNoAxeViolations(page, 'contact form', '#contact');
  await submitButton(page).click();
  await expect(contactForm(page).locator('.contact-form__field-error')).toHaveCount(3);
  await expectNoAxeViolations(page, 'contact form with its messages', '#contact');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the form, and how to write instead of sending it', async ({ page }) => {
    await openForm(page);
    await expect(fieldsOf(page).message).toBeVisible();
    // It cannot send: disabled rather than submitting the message into a URL.
    await expect(submitButton(page)).toBeDisabled();
    const hint = contactForm(page).locator('.contact-form__noscript');
    await expect(hint).toContainText('Ohne JavaScript kann dieses Formular nicht gesendet werden.');
    await expect(hint.getByRole('link')).toHaveAttribute('href', /^mailto:/);
  });
});
