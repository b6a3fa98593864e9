import type { Page } from '@playwright/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { START_SIMULATED_CALL } from '../src/devtools/simulatedCall/offer';
import { SIMULATED_CALL_MARKER } from '../src/devtools/simulatedCall/simulatedCall';
import { expect, test } from './support/test';
import { callPanel, consentDialog, uniqueEmail } from './support/voiceSite';

// `npm start` without a Sanity project and without Vapi keys (the server of this suite): the
// local stand-ins, where the demo call keeps the specification's message and offers the
// simulated call beside it (web/src/config/env.ts). A build meant for deployment contains none
// of it (machine-inspector.spec.ts reads the voice build's files).

const MISSING_CONFIG = 'Error: Missing Vapi configuration. Please set environment variables.';

/** Every script the page fetched so far, with whether it holds the simulated call. */
function scriptsOf(page: Page) {
  const scripts: Promise<{ url: string; simulated: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .text()
        .then((code) => ({ url: response.url(), simulated: code.includes(SIMULATED_CALL_MARKER) })),
    );
  });
  return async () => Promise.all(scripts);
}

const status = (page: Page) => callPanel(page).locator('.call-panel__status');

test('a first visitor reads the message as it is, starts the simulated call, and it connects', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.locator('.voice-orb').getByRole('alert')).toHaveText(MISSING_CONFIG);
  const next = page.locator('.voice-demo__next');
  await expect(next).toContainText(de.voiceDemo.notConfigured);
  const offer = next.getByRole('button', { name: START_SIMULATED_CALL.de });
  await expect(offer).toBeInViewport();
  // The simulation is a chunk of its own: a visitor who never presses the button never fetches it.
  expect((await scripts()).filter(({ simulated }) => simulated)).toEqual([]);

  await offer.click();
  // The real machines: the consent dialog of a first visit, then the call.
  const dialog = consentDialog(page);
  await dialog.getByRole('textbox', { name: de.consent.emailLabel }).fill(uniqueEmail());
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: de.consent.submit }).click();
  await expect(status(page)).toHaveText(de.voiceDemo.status.listening);
  await expect(page.locator('[data-simulation]')).toContainText(SIMULATED_CALL_MARKER);
  await expect(page.locator('[data-simulation]')).toBeInViewport();
  expect((await scripts()).filter(({ simulated }) => simulated)).toHaveLength(1);

  await callPanel(page).getByRole('button', { name: de.voiceDemo.end }).click();
  await expect(status(page)).toHaveText(de.voiceDemo.outcome.ended);
});

test('in English, the offer and the notice speak English', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'voice_email', value: encodeURIComponent(uniqueEmail()), url: baseURL! },
  ]);
  await page.goto('/en');
  await expect(page.locator('.voice-orb').getByRole('alert')).toHaveText(MISSING_CONFIG);
  await expect(page.locator('.voice-demo__next')).toContainText(en.voiceDemo.notConfigured);
  await page.getByRole('button', { name: START_SIMULATED_CALL.en }).click();
  // A returning visitor: no dialog, the call at once.
  await expect(status(page)).toHaveText(en.voiceDemo.status.listening);
  await expect(page.locator('[data-simulation]')).toContainText('Simulated call');
  await callPanel(page).getByRole('button', { name: en.voiceDemo.end }).click();
  await expect(status(page)).toHaveText(en.voiceDemo.outcome.ended);
});
