import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import de from '../../src/i18n/de.json' with { type: 'json' };
import { homeSection, siteSettings } from '../seed';
import { installDailyMediaServersDouble } from './dailyMediaServersDouble';
import { VAPI_STUB_PORT, VOICE_SITE_PORT } from './ports';

/** Where the Playwright config serves the Vapi-configured build (see variantServer.ts). */
export const voiceSiteOrigin = `http://127.0.0.1:${VOICE_SITE_PORT}`;

export const vapiStubOrigin = `http://127.0.0.1:${VAPI_STUB_PORT}`;

/** The SDK's request that creates a web call at Vapi's API (here its stub). */
export const isWebCallCreation = (request: Request) =>
  request.method() === 'POST' && request.url() === `${vapiStubOrigin}/call/web`;

/** A unique, valid business address per test, so parallel tests never share a subscriber. */
export const uniqueEmail = () =>
  `anna.${Date.now()}.${Math.random().toString(36).slice(2)}@muster-firma.de`;

/** Gives the visitor the e-mail cookie of an earlier consent, so a trigger skips the dialog. */
export const becomeReturningVisitor = (context: BrowserContext) =>
  context.addCookies([
    { name: 'voice_email', value: encodeURIComponent(uniqueEmail()), url: voiceSiteOrigin },
  ]);

/** The orb's button, its connecting pill and its red error box (the specification's "Error: "). */
export const orbButton = (page: Page) => page.locator('.voice-orb__button');
export const orbPill = (page: Page) => page.locator('.voice-orb__pill');
export const orbAlert = (page: Page) => page.locator('.voice-orb').getByRole('alert');

/** The consent dialog a first call opens. */
export const consentDialog = (page: Page) => page.getByRole('dialog', { name: de.consent.title });

/**
 * The call's card, docked to the screen from the first click until the visitor closes it: the
 * running call, then its outcome (any language).
 */
export const callPanel = (page: Page) => page.locator('section.call-panel');
/** What the call does now, in words: the panel's live status. */
export const callStatus = (page: Page) => callPanel(page).locator('.call-panel__status');
/** The panel's controls, and among them mute and the button that ends (or cancels) the call. */
export const callControls = (page: Page) => callPanel(page).locator('.call-panel__controls');
export const muteButton = (page: Page) =>
  callControls(page).getByRole('button', { name: de.voiceDemo.mute });
export const endCallButton = (page: Page) =>
  callControls(page).getByRole('button', { name: de.voiceDemo.end });

/**
 * What the page offers once a call is over or when the demo cannot start: the card with the
 * call's outcome (trying again where it may help, the way to a person, after a failure the phone
 * number), or, when no call could be tried, the other ways under the orb.
 */
export const callFallback = (page: Page) =>
  page.locator(
    'section.call-panel[data-state="ended"], section.call-panel[data-state="failed"], .voice-demo__next',
  );
/** The way to a person: to the contact form, whatever the link is labelled. */
export const callFallbackContactLink = (page: Page) =>
  callFallback(page).locator('a[href="#contact"]');
export const callFallbackPhoneLink = (page: Page) =>
  callFallback(page).getByRole('link', {
    name: de.voiceDemo.fallback.phone.replace('{{phone}}', siteSettings.phone),
  });

/** The transcript's scrolling region (in the panel, or after the call), and its live region. */
export const transcriptRegion = (page: Page, name: string) =>
  page.locator('.voice-demo').getByRole('region', { name });
export const transcriptAnnouncer = (page: Page) => page.locator('[data-transcript-announcer]');

/** How the last call ended, in words, in the card after it; and how long it lasted. */
export const callEndedStatus = (page: Page) => callFallback(page).locator('.call-panel__detail');
export const callDuration = (page: Page) => callFallback(page).locator('.call-panel__clock');

/** The running call's clock, as shown ("0:07 / 5:00"), and as read out. */
export const callClock = (page: Page) => callPanel(page).locator('.call-panel__clock');

/** The orb's accessible name: its visible label from the content, then what a press does. */
export const orbName = (action: string) =>
  `${homeSection<{ orbLabel: { de: string } }>('heroSection').orbLabel.de} – ${action}`;

/** The home page of the voice build for a visitor who gave consent before, with Daily's
 * media servers doubled: the double, to send the call's messages and read what the SDK sent. */
export async function openAsReturningVisitor(page: Page, path = '/') {
  const double = await installDailyMediaServersDouble(page);
  await becomeReturningVisitor(page.context());
  await page.goto(voiceSiteOrigin + path);
  return double;
}

/** A returning visitor presses the orb, and the call connects: the assistant listens. */
export async function startCall(page: Page) {
  await orbButton(page).click();
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);
}

/** Both: a returning visitor opens the voice build and starts a call, which connects. */
export async function startCallAsReturningVisitor(page: Page) {
  const double = await openAsReturningVisitor(page);
  await startCall(page);
  return double;
}

/**
 * Vapi's API (its role played by a route) refuses the web call as it does, with its error body;
 * after `until` when given, so that a test can look at the connecting card first.
 */
export const vapiAnswers = (page: Page, statusCode: number, until?: Promise<void>) =>
  page.route(`${vapiStubOrigin}/call/web`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fallback();
    await until;
    await route.fulfill({
      status: statusCode,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
      body: JSON.stringify({ statusCode, message: `Vapi answered ${statusCode}`, error: 'x' }),
    });
  });
