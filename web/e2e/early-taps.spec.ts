import { expect, test, type Locator, type Page } from '@playwright/test';
import { readMailbox } from '../local-stack/mailboxEndpoint';
import de from '../src/i18n/de.json' with { type: 'json' };
import { HELD_ATTRIBUTE } from '../src/lib/earlyTaps';
import { homeSection } from './seed';
import { holdTheApp, holdTheChunk } from './support/heldApp';
import { serveSiteWithOwnMailbox, type MailboxSite } from './support/mailboxSite';
import { voiceSiteOrigin } from './support/voiceSite';

// A visitor taps what the page shows before its app runs, on a phone whose CPU is 4x slower than
// this machine's (web/scripts/startScript.ts holds the tap; docs/decisions/0025-no-tap-is-lost.md).
// Each test holds the app's entry module back until the tap is made, so that the tap comes before
// the app however fast the machine, taps the control as soon as it is visible, sees it marked as
// taken, lets the app load, and waits for the tap's effect: it waits, it never times.
//
// Playwright's own test: the project's (./support/test.ts) waits for hydration in page.goto.

const hero = homeSection<{ demoButtonLabel: { de: string } }>('heroSection');
const { figures } = homeSection<{ figures: { value: { de: string } }[] }>('keyFiguresSection');
const { steps } = homeSection<{ steps: { title: { de: string } }[] }>('journeyStepsSection');

test.use({ viewport: { width: 390, height: 844 } });

let site: MailboxSite;
test.beforeAll(async () => {
  site = await serveSiteWithOwnMailbox();
});
test.afterAll(() => site.close());

/**
 * Opens `path` of `origin` on a CPU 4x slower, with the app's entry module held back: the page
 * paints from its HTML and its first script runs; the app starts when `release` is called.
 */
async function openBeforeTheApp(page: Page, origin: string, path: string) {
  const release = await holdTheApp(page, origin);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(origin + path, { waitUntil: 'commit' });
  return release;
}

/** The tapped control is held: marked busy and, past a moment without an answer, outlined. */
async function expectHeld(control: Locator) {
  await expect(control).toHaveAttribute(HELD_ATTRIBUTE, '');
  await expect(control).toHaveAttribute('aria-busy', 'true');
  await expect(control).toHaveCSS('outline-style', 'solid');
}

/** The held tap has been carried out: the control is no longer marked. */
async function expectCarriedOut(control: Locator) {
  await expect(control).not.toHaveAttribute(HELD_ATTRIBUTE);
  await expect(control).not.toHaveAttribute('aria-busy');
}

/** Taps `control` as soon as it is visible, and checks that the page took the tap. */
async function tapBeforeTheApp(page: Page, control: Locator) {
  await control.click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expectHeld(control);
}

/** Lets the app start, and waits until it has carried the held tap out. */
async function letTheAppRun(page: Page, release: () => void, control: Locator) {
  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expectCarriedOut(control);
}

/**
 * Opens the home page of `origin` with the chunk named `chunk` held back, once the app has
 * hydrated; checks that the page did not ask for the chunk on its own.
 */
async function openWithChunkHeld(page: Page, origin: string, chunk: string) {
  const code = await holdTheChunk(page, chunk);
  await page.goto(`${origin}/`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(code.requested).toEqual([]);
  return code;
}

/** Anna's message with `token` reached the site's mailbox. */
async function expectMailed(token: string) {
  const messages = await readMailbox(site.mailboxDir);
  expect(messages.map(({ templateParams }) => templateParams)).toContainEqual(
    expect.objectContaining({
      name: 'Anna Beispiel',
      email: 'anna@example.de',
      message: `Bitte melden Sie sich. ${token}`,
    }),
  );
}

/** The menu button, whichever its name: it says "open" while closed and "close" while open. */
const menuButton = (page: Page) => page.getByRole('banner').locator('button.site-nav__toggle');

test('the menu button opens the menu', async ({ page }) => {
  const release = await openBeforeTheApp(page, site.origin, '/about');
  const toggle = menuButton(page);
  await expect(toggle).toHaveAccessibleName(de.header.openMenu);
  await tapBeforeTheApp(page, toggle);
  await letTheAppRun(page, release, toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName(de.header.closeMenu);
  await expect(page.locator('#site-menu')).toBeVisible();
});

test('a second tap on a control still held is the same tap: the menu opens, not open and shut', async ({
  page,
}) => {
  const release = await openBeforeTheApp(page, site.origin, '/');
  const toggle = menuButton(page);
  await tapBeforeTheApp(page, toggle);
  await toggle.click();
  await letTheAppRun(page, release, toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('the carousel moves to the next figure', async ({ page }) => {
  const release = await openBeforeTheApp(page, site.origin, '/');
  const next = page.getByRole('button', { name: 'Nächste Kennzahl' });
  await tapBeforeTheApp(page, next);
  await letTheAppRun(page, release, next);
  await expect(page.locator('.stats__card:not([aria-hidden="true"])')).toContainText(
    figures[1]!.value.de,
  );
});

test('a step of the timeline opens', async ({ page }) => {
  const release = await openBeforeTheApp(page, site.origin, '/');
  const step = page.locator('.timeline').getByRole('tab', { name: steps[2]!.title.de });
  await tapBeforeTheApp(page, step);
  await letTheAppRun(page, release, step);
  await expect(step).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.timeline').getByRole('tabpanel')).toContainText(steps[2]!.title.de);
});

test('the contact form takes what was typed and sends it', async ({ page }) => {
  const release = await openBeforeTheApp(page, site.origin, '/#contact');
  const form = page.locator('form.contact-form');
  const token = `früh-${Date.now()}`;
  // Fields and button are enabled by the page's first script, before the app.
  await form.getByLabel('Name', { exact: true }).fill('Anna Beispiel');
  await form.getByLabel('E-Mail', { exact: true }).fill('anna@example.de');
  await form.getByLabel('Nachricht', { exact: true }).fill(`Bitte melden Sie sich. ${token}`);
  const submit = form.getByRole('button', { name: de.contact.submit });
  await tapBeforeTheApp(page, submit);
  await letTheAppRun(page, release, submit);
  await expect(form.getByRole('status')).toContainText(de.contact.success);
  await expectMailed(token);
});

// The contact form's machine and the carousel's load when they come into view or are first used
// (web/src/lib/codeOnUse.ts): what is typed and tapped after the app, before that code, is kept
// and held as before the app, and carried out when the code comes.
test("after the app, before the form's code: what is typed stays, and the held send goes out", async ({
  page,
}) => {
  const code = await openWithChunkHeld(page, site.origin, 'LiveContactForm');
  const form = page.locator('form.contact-form');
  const name = form.getByLabel('Name', { exact: true });
  const email = form.getByLabel('E-Mail', { exact: true });
  const message = form.getByLabel('Nachricht', { exact: true });
  const token = `vor-dem-code-${Date.now()}`;
  await name.pressSequentially('Anna Beispiel');
  await expect.poll(() => code.requested.length).toBe(1);
  await email.pressSequentially('anna@example.de');
  await message.pressSequentially(`Bitte melden Sie sich. ${token}`);
  await expect(name).toHaveValue('Anna Beispiel');
  await expect(email).toHaveValue('anna@example.de');
  await expect(message).toHaveValue(`Bitte melden Sie sich. ${token}`);
  const submit = form.getByRole('button', { name: de.contact.submit });
  await submit.click();
  await expectHeld(submit);
  await expect(form.getByRole('status')).toBeEmpty();
  code.release();
  await expect(form.getByRole('status')).toContainText(de.contact.success);
  await expectCarriedOut(submit);
  await expectMailed(token);
});

test("after the app, before the carousel's code: a press is held until the code comes", async ({
  page,
}) => {
  const code = await openWithChunkHeld(page, site.origin, 'LiveStatsCarousel');
  const next = page.getByRole('button', { name: 'Nächste Kennzahl' });
  const current = page.locator('.stats__card:not([aria-hidden="true"])');
  await next.click();
  await expectHeld(next);
  await expect(current).toContainText(figures[0]!.value.de);
  await expect.poll(() => code.requested.length).toBe(1);
  code.release();
  await expect(current).toContainText(figures[1]!.value.de);
  await expectCarriedOut(next);
});

test.describe('with Vapi configured (against a local stub of its API)', () => {
  const consent = (page: Page) => page.getByRole('dialog', { name: de.consent.title });

  test("the hero's demo button opens the consent dialog", async ({ page }) => {
    const release = await openBeforeTheApp(page, voiceSiteOrigin, '/');
    // The hero's: the consent dialog's submit, once open, has the same words.
    const button = page.locator('.hero__actions').getByRole('button', {
      name: hero.demoButtonLabel.de,
    });
    await tapBeforeTheApp(page, button);
    await letTheAppRun(page, release, button);
    await expect(consent(page)).toBeVisible();
  });

  test('the orb opens the consent dialog, whose buttons answer as soon as they show', async ({
    page,
  }) => {
    const release = await openBeforeTheApp(page, voiceSiteOrigin, '/');
    const orb = page.getByRole('button', { name: de.voice.orbStart });
    await tapBeforeTheApp(page, orb);
    await letTheAppRun(page, release, orb);
    // Sent empty, the dialog says what is missing (its submit is aria-disabled, which Playwright
    // would wait out); cancelled, it closes.
    await consent(page).getByRole('button', { name: de.consent.submit }).click({ force: true });
    await expect(consent(page)).toContainText(de.errors.email.required);
    await consent(page).getByRole('button', { name: de.consent.cancel }).click();
    await expect(consent(page)).toBeHidden();
  });

  // The call's code loads on the demo's first use (web/src/features/voice/VoiceDemo.tsx): a tap
  // after the app, before that code, is held the same way and carried out when it comes.
  test("after the app, before the call's code: the orb's tap is held until the code comes", async ({
    page,
  }) => {
    const code = await openWithChunkHeld(page, voiceSiteOrigin, 'LiveVoiceDemo');
    const orb = page.getByRole('button', { name: de.voice.orbStart });
    await orb.click();
    await expectHeld(orb);
    await expect(consent(page)).toBeHidden();
    expect(code.requested).toHaveLength(1);
    code.release();
    await expect(consent(page)).toBeVisible();
    await expectCarriedOut(orb);
  });
});

// On a phone the language switch is in the menu, behind its button (held like every button);
// the demo call's button is a link in the bar.
test("links work as links before the app: the header's demo call button opens the home page's demo", async ({
  page,
}) => {
  await openBeforeTheApp(page, site.origin, '/about');
  await page.getByRole('banner').getByRole('link', { name: hero.demoButtonLabel.de }).click();
  await expect(page).toHaveURL(`${site.origin}/#demo`);
  await expect(page.locator('#demo')).toBeAttached();
});

test('/journey?station=2 scrolls to its station once the app runs', async ({ page }) => {
  const release = await openBeforeTheApp(page, site.origin, '/journey?station=2');
  await expect(page.locator('#station-2')).toBeAttached();
  release();
  await expect
    .poll(() =>
      page.evaluate(() => document.getElementById('station-2')!.getBoundingClientRect().top),
    )
    .toBeLessThan(150);
});
