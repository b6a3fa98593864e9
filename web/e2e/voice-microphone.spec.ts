import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import { seedDocument, siteSettings } from './seed';
import {
  callFallback,
  callFallbackContactLink,
  callFallbackPhoneLink,
  callPanel,
  openAsReturningVisitor,
  orbAlert,
  orbButton,
  orbName,
  vapiStubOrigin,
} from './support/voiceSite';
import { fakeMicrophoneLaunchOptions } from './support/chromium';

// A visitor who refuses the microphone. Chromium's fake devices stand in for a real microphone,
// but without --use-fake-ui-for-media-stream and without a granted permission the browser refuses
// getUserMedia, as it does when the visitor clicks "Block". Vapi's API is the local stub; Daily's
// call machine and media servers are the TEST DOUBLE of support/dailyMediaServersDouble.ts.
test.use({ launchOptions: fakeMicrophoneLaunchOptions('refused') });

const home = seedDocument<{ callFallback: { de: string } }>('homePage');

test('a refused microphone creates no call, says how to allow it, and offers the other ways', async ({
  page,
}) => {
  const webCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${vapiStubOrigin}/call`)) webCalls.push(request.url());
  });
  const double = await openAsReturningVisitor(page);

  await orbButton(page).click();
  await expect(orbAlert(page)).toHaveText(`Error: ${de.errors.voice.microphoneDenied}`);
  await expect(callPanel(page)).toHaveAttribute('data-state', /^(ended|failed)$/);
  await expect(orbButton(page)).toHaveAccessibleName(orbName(de.voice.orbStart));
  // Asked before anything was created: no web call at Vapi, no Daily room joined.
  expect(webCalls).toEqual([]);
  expect(await double.received()).toEqual([]);
  // Trying again (once allowed) and the ways without a microphone, from the content.
  await expect(callFallback(page).getByRole('button', { name: de.voiceDemo.retry })).toBeVisible();
  await expect(callFallback(page)).toContainText(home.callFallback.de);
  await expect(callFallbackContactLink(page)).toHaveAttribute('href', '#contact');
  await expect(callFallbackPhoneLink(page)).toHaveAttribute(
    'href',
    `tel:${siteSettings.phone.replace(/ /g, '')}`,
  );
  await callFallbackContactLink(page).click();
  await expect(page.locator('#contact')).toBeInViewport();

  // Trying again asks again, and again creates nothing while the browser refuses.
  await callFallback(page).getByRole('button', { name: de.voiceDemo.retry }).click();
  await expect(orbAlert(page)).toHaveText(`Error: ${de.errors.voice.microphoneDenied}`);
  expect(webCalls).toEqual([]);
});

test('cancelling while the browser asks for the microphone says so: no call, and a retry', async ({
  page,
}) => {
  // A STAND-IN for the browser's permission prompt the visitor has not answered yet: Chromium's
  // own prompt cannot be held open from a test, so getUserMedia waits for good.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => new Promise<MediaStream>(() => {});
  });
  const webCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${vapiStubOrigin}/call`)) webCalls.push(request.url());
  });
  await openAsReturningVisitor(page);
  await orbButton(page).click();
  const card = callPanel(page);
  await expect(card.locator('.call-panel__status')).toHaveText(de.voiceDemo.status.microphone);
  await expect(card.getByRole('alert')).toHaveText(de.voiceDemo.microphoneWhy);
  const cancel = card.getByRole('button', { name: de.voiceDemo.cancel });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(card.locator('.call-panel__status')).toHaveText(de.voiceDemo.outcome.cancelled);
  await expect(card.locator('.call-panel__detail')).toHaveText(de.voiceDemo.ended.cancelled);
  await expect(card.getByRole('button', { name: de.voiceDemo.retry })).toBeVisible();
  await expect(orbAlert(page)).toHaveText('');
  expect(webCalls).toEqual([]);
});
