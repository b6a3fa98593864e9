import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import { installDailyMediaServersDouble } from './support/dailyMediaServersDouble';
import { seedDocument } from './seed';
import {
  becomeReturningVisitor,
  fakeMicrophoneLaunchOptions,
  isWebCallCreation,
  orbAlert,
  orbButton,
  orbName,
  orbStatus,
  voiceSiteOrigin,
} from './support/voiceSite';

// A visitor who refuses the microphone. Chromium's fake devices stand in for a real microphone,
// but without --use-fake-ui-for-media-stream and without a granted permission the browser refuses
// getUserMedia, as it does when the visitor clicks "Block". Vapi's API is the local stub; Daily's
// call machine and media servers are the TEST DOUBLE of support/dailyMediaServersDouble.ts, which
// reports the refusal the way Daily does (camera-error, then it joins without a microphone).
test.use({ launchOptions: fakeMicrophoneLaunchOptions('refused') });

const home = seedDocument<{ callFallback: { de: string } }>('homePage');
const site = seedDocument<{ phone: string }>('siteSettings');

test('a refused microphone ends the attempt with a German message, and the orb tries again', async ({
  page,
  context,
}) => {
  const double = await installDailyMediaServersDouble(page);
  await becomeReturningVisitor(context);
  await page.goto(voiceSiteOrigin);

  const firstCall = page.waitForRequest(isWebCallCreation);
  await orbButton(page).click();
  await firstCall;
  await expect(orbAlert(page)).toHaveText(`Error: ${de.errors.voice.microphoneDenied}`);
  await expect(orbStatus(page)).toHaveText('');
  await expect(orbButton(page)).toHaveAccessibleName(orbName(de.voice.orbStart));
  // Without a microphone the visitor is offered the contact form and the phone, from the content.
  const fallback = page.locator('.voice-demo__fallback');
  await expect(fallback).toContainText(home.callFallback.de);
  await expect(
    fallback.getByRole('link', { name: de.voiceDemo.fallback.contactForm }),
  ).toHaveAttribute('href', '#contact');
  const phoneLink = fallback.getByRole('link', {
    name: de.voiceDemo.fallback.phone.replace('{{phone}}', site.phone),
  });
  await expect(phoneLink).toHaveAttribute('href', `tel:${site.phone.replace(/ /g, '')}`);
  await fallback.getByRole('link', { name: de.voiceDemo.fallback.contactForm }).click();
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
  await expect(page.locator('.voice-demo__fallback')).toBeVisible();
});
