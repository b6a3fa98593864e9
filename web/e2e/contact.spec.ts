import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { randomUUID } from 'node:crypto';
import { readMailbox } from '../local-stack/mailboxEndpoint';
import { serveSiteWithOwnMailbox, type MailboxSite } from './support/mailboxSite';
import { expectNoAxeViolations } from './support/axe';

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

  await expect(status(page)).toHaveText(SUCCESS);
  await expect(status(page)).toBeFocused();
  await expect(alert(page)).toHaveText('');
  await expectFields(page, { name: '', email: '', company: '', message: '' });
  // Cleared fields are not shown as wrongly empty.
  await expect(contactForm(page).locator(':user-invalid')).toHaveCount(0);
  await expect(submitButton(page)).toHaveText('Nachricht senden');

  const mail = await mailWith(token);
  expect(mail).toHaveLength(1);
  expect(mail[0]!.templateParams).toEqual({ ...values, time: '21.11.2026, 14:05' });
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
    await submitButton(page).click();

    await expect(alert(page)).toHaveText(FAILURE);
    await expect(status(page)).toHaveText('');
    await expectFields(page, values);
    await expect(submitButton(page)).toHaveText('Nachricht senden');
    await expect(submitButton(page)).toBeFocused();
    expect(await mailWith(token)).toHaveLength(0);

    // The library frees its 10 s throttle after a failure: the retry goes out at once.
    await page.unroute(SEND);
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(SUCCESS);
    await expect(alert(page)).toHaveText('');
    await expectFields(page, { name: '', email: '', company: '', message: '' });
    expect(await mailWith(token)).toHaveLength(1);
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
  await expect(status(page)).toHaveText(SUCCESS);
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
  await expect(status(page)).toHaveText(SUCCESS);

  await expect(page.locator('#injected, #injected-name, img[src="x"], form script')).toHaveCount(0);
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  const [mail] = await mailWith(token);
  expect(mail?.templateParams).toEqual({ ...hostile, time: expect.any(String) });
});

test('lets the browser point out missing and malformed fields', async ({ page }) => {
  const requests = sendRequests(page);
  const { name, email, message } = fieldsOf(page);
  await openForm(page);
  await submitButton(page).click();
  await expect(name).toBeFocused();
  expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  // Every field the browser refuses is marked, not only the one it names.
  await expect(contactForm(page).locator(':user-invalid')).toHaveCount(3);

  await name.fill('Anna');
  await email.fill('anna-at-example.de');
  await message.fill('Hallo');
  await submitButton(page).click();
  await expect(email).toBeFocused();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);

  // Blanks pass `required`, but are no message: said at the field, like the browser's checks.
  await email.fill('anna@example.de');
  await message.fill('   ');
  await submitButton(page).click();
  await expect(message).toBeFocused();
  expect(await message.evaluate((input: HTMLTextAreaElement) => input.validationMessage)).toBe(
    'Bitte füllen Sie dieses Feld aus.',
  );
  await message.fill('Hallo');
  expect(await message.evaluate((input: HTMLTextAreaElement) => input.validity.valid)).toBe(true);
  expect(requests).toHaveLength(0);
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
  for (const next of [email, company, message, submitButton(page)]) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }

  await fillForm(page, visitor(token));
  await trap.fill('https://spam.example', { force: true });
  await submitButton(page).click();
  // A bot is told it succeeded.
  await expect(status(page)).toHaveText(SUCCESS);
  expect(requests).toHaveLength(0);
  expect(await mailWith(token)).toHaveLength(0);
});

test('is prerendered, hydrates without warnings and passes axe', async ({ page, request }) => {
  const html = await (await request.get(`${site.origin}/`)).text();
  expect(html).toContain('<form class="contact-form"');
  expect(html).toContain('>Unternehmen (optional)</label>');

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
