import type { Locator, Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/** The files of the build `npm start` serves that hold the simulated call. */
function simulationFiles() {
  const client = fileURLToPath(new URL('../dist/client/', import.meta.url));
  return readdirSync(client, { recursive: true, encoding: 'utf8' }).filter(
    (name) =>
      /\.(js|html)$/.test(name) &&
      readFileSync(client + name, 'utf8').includes(SIMULATED_CALL_MARKER),
  );
}

/** The requests of the page so far for the simulation's chunk. */
function simulationRequests(page: Page, chunk: string) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/${chunk}`) requests.push(request.url());
  });
  return requests;
}

const status = (page: Page) => callPanel(page).locator('.call-panel__status');

/** The notice that the call is simulated, in the viewport and not under the call's card. */
async function expectNoticeReadable(page: Page, words: string) {
  const notice: Locator = page.locator('[data-simulation]');
  await expect(notice).toContainText(words);
  await expect(notice).toBeInViewport({ ratio: 1 });
  const box = (await notice.boundingBox())!;
  const hitsNotice = await page.evaluate(
    ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-simulation]'),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hitsNotice).toBe(true);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a first visitor reads the message as it is, starts the simulated call, and it connects', async ({
    page,
  }) => {
    // The simulation is a chunk of its own, which only a press on the button fetches.
    const [chunk, ...others] = simulationFiles();
    expect({ chunk, others }).toEqual({
      chunk: expect.stringMatching(/^assets\/.+\.js$/),
      others: [],
    });
    const fetched = simulationRequests(page, chunk!);
    await page.goto('/');
    await expect(page.locator('.voice-orb').getByRole('alert')).toHaveText(MISSING_CONFIG);
    const next = page.locator('.voice-demo__next');
    await expect(next).toContainText(de.voiceDemo.notConfigured);
    const offer = next.getByRole('button', { name: START_SIMULATED_CALL.de });
    await expect(offer).toBeInViewport();
    expect(fetched).toEqual([]);

    await offer.click();
    // The real machines: the consent dialog of a first visit, then the call.
    const dialog = consentDialog(page);
    await dialog.getByRole('textbox', { name: de.consent.emailLabel }).fill(uniqueEmail());
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: de.consent.submit }).click();
    await expect(status(page)).toHaveText(de.voiceDemo.status.listening);
    await expectNoticeReadable(page, SIMULATED_CALL_MARKER);
    expect(fetched).toHaveLength(1);

    await callPanel(page).getByRole('button', { name: de.voiceDemo.end }).click();
    await expect(status(page)).toHaveText(de.voiceDemo.outcome.ended);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

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
    await expectNoticeReadable(page, 'Simulated call');
    await callPanel(page).getByRole('button', { name: en.voiceDemo.end }).click();
    await expect(status(page)).toHaveText(en.voiceDemo.outcome.ended);
  });
});
