import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import { seedDocument } from './seed';
import {
  callFallback,
  callFallbackContactLink,
  callFallbackPhoneLink,
  fakeMicrophoneLaunchOptions,
  isWebCallCreation,
  openAsReturningVisitor,
  orbAlert,
  orbButton,
  orbName,
  callStatus,
  sitePhone,
} from './support/voiceSite';

// A visitor who refuses the microphone. Chromium's fake devices stand in for a real microphone,
// but without --use-fake-ui-for-media-stream and without a granted permission the browser refuses
// getUserMedia, as it does when the visitor clicks "Block". Vapi's API is the local stub; Daily's
// call machine and media servers are the TEST DOUBLE of support/dailyMediaServersDouble.ts, which
// reports the refusal the way Daily does (camera-error, then it joins without a microphone).
test.use({ launchOptions: fakeMicrophoneLaunchOptions('refused') });

const home = seedDocument<{ callFallback: { de: string } }>('homePage');

test('a refused microphone ends the attempt with a German message, and the orb tries again', async ({
  page,
}) => {
  const double = await openAsReturningVisitor(page);

  const firstCall = page.waitForRequest(isWebCallCreation);
  await orbButton(page).click();
  await firstCall;
  await expect(orbAlert(page)).toHaveText(`Error: ${de.errors.voice.microphoneDenied}`);
  await expect(callStatus(page)).toHaveText('');
  await expect(orbButton(page)).toHaveAccessibleName(orbName(de.voice.orbStart));
  // Without a microphone the visitor is offered the contact form and the phone, from the content.
  await expect(callFallback(page)).toContainText(home.callFallback.de);
  await expect(callFallbackContactLink(page)).toHaveAttribute('href', '#contact');
  await expect(callFallbackPhoneLink(page)).toHaveAttribute(
    'href',
    `tel:${sitePhone.replace(/ /g, '')}`,
  );
  await callFallbackContactLink(page).click();
  await expect(page.locator('#contact')).toBeInViewport();
  // The browser really refused: the double's getUserMedia failed, and the joined call was left.
  const received = await double.received();
  expect(received.filter((message) => message.action === 'join-meeting')).toEqual([
    expect.objectContaining({ microphone: expect.stringMatching(/^NotAllowedError/) }),
  ]);
  await expect
    .poll(async () =>
      (await double.received()).filter((message) => message.action === 'leave-meeting'),
    )
    .toHaveLength(1);

  const secondCall = page.waitForRequest(isWebCallCreation);
  await orbButton(page).click();
  await secondCall;
  await expect(orbAlert(page)).toHaveText(`Error: ${de.errors.voice.microphoneDenied}`);
  await expect(callFallbackContactLink(page)).toBeVisible();
});
