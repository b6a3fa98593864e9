import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import {
  type DailyMediaServersDouble,
  type PostedMessage,
} from './support/dailyMediaServersDouble';
import {
  callClock,
  callControls,
  callDuration,
  callPanel,
  callFallback,
  callFallbackContactLink,
  callFallbackPhoneLink,
  callEndedStatus,
  callStatus,
  endCallButton,
  orbAlert,
  orbButton as orb,
  orbName,
  transcriptRegion,
  openAsReturningVisitor,
  startCall,
  startCallAsReturningVisitor,
  vapiAnswers,
  voiceSiteOrigin,
} from './support/voiceSite';
import { VOICE_SITE_CALL_LIMIT_MINUTES } from './support/voiceSiteSeed';
import { seedDocument } from './seed';

// How a demo call ends besides the visitor's own button: the time limit, closing the page,
// leaving the home page for another route. A whole web call on the Vapi-configured build (the
// real @vapi-ai/web and daily-js; Vapi's API played by support/vapiApiStub.ts, Daily's call
// machine and media servers by the TEST DOUBLE of support/dailyMediaServersDouble.ts). Time is
// Playwright's clock: the time limit (shortened to one minute in that build's content) passes
// without waiting for it.

const home = seedDocument<{ callFallback: { de: string } }>('homePage');
const callTime = (page: Page) => page.locator('.voice-demo__time');
const endingSoonNotice = (page: Page) => callPanel(page).getByRole('alert');

// The build's limit is one minute: de.json's singular words, with the count filled in.
const limit = VOICE_SITE_CALL_LIMIT_MINUTES;
const withCount = (words: string) => words.replace('{{count}}', String(limit));
const limitNotice = withCount(de.voiceDemo.timeLimit_one);
const endedByTimeLimit = withCount(de.voiceDemo.ended.timeLimit_one);

/** The Daily call object of the page's only call, by the join daily-js posted. */
function joinedCall(double: DailyMediaServersDouble): string {
  const joins = double.posted.filter((message) => message.action === 'join-meeting');
  expect(joins).toHaveLength(1);
  return joins[0]!.callClientId;
}

const left = (callClientId: string): PostedMessage => ({ callClientId, action: 'leave-meeting' });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
});

test('the call shows its elapsed time and ends itself at the time limit from the content, saying so', async ({
  page,
}) => {
  await page.clock.install();
  const double = await openAsReturningVisitor(page);
  expect(limit).toBe(1);
  await expect(callTime(page)).toHaveText(limitNotice);

  await startCall(page);
  // Shown as "0:07 / 1:00", read as "Gesprächsdauer 0:07 von höchstens 1:00".
  await expect(callClock(page)).toHaveText(
    /^0:0\d \/ 1:00Gesprächsdauer 0:0\d von höchstens 1:00$/,
  );
  await double.sendTranscript('assistant', 'final', 'Guten Tag!');
  await expect(endingSoonNotice(page)).toHaveText('');

  // Half a minute before the limit, a notice says the demo ends soon (an alert: announced).
  // The page's clock runs on while the test reads it: on a busy machine a second or more.
  await page.clock.fastForward('00:30');
  await expect(callClock(page)).toContainText(/0:[3-5]\d \/ 1:00/);
  await expect(endingSoonNotice(page)).toHaveText(
    de.voiceDemo.endingSoon.replace('{{limit}}', '1:00'),
  );
  await expect(callControls(page)).toBeVisible();
  expect(double.posted.filter((message) => message.action === 'leave-meeting')).toEqual([]);

  await page.clock.fastForward('00:30');
  await expect(callEndedStatus(page)).toHaveText(endedByTimeLimit);
  await expect(callEndedStatus(page)).toContainText('Höchstdauer von 1 Minute');
  // Its length stays shown after the call.
  await expect(callDuration(page)).toHaveText(
    de.voiceDemo.duration.replace('{{duration}}', '1:00'),
  );
  await expect(orb(page)).toHaveAccessibleName(orbName(de.voice.orbStart));
  await expect(callPanel(page)).toHaveAttribute('data-state', /^(ended|failed)$/);
  await expect(callTime(page)).toHaveText(limitNotice);
  // The machine ended it: daily-js left the room. The transcript stays readable, one tap away.
  await expect.poll(() => double.posted).toContainEqual(left(joinedCall(double)));
  await callPanel(page).getByRole('button', { name: de.voiceDemo.transcript.toggle }).click();
  await expect(
    transcriptRegion(page, de.voiceDemo.transcript.heading).getByRole('listitem'),
  ).toHaveText([`${de.voiceDemo.transcript.assistant}: Guten Tag!`]);
});

test('closing the page during a call ends it: the visitor leaves the Daily room', async ({
  page,
}) => {
  const double = await startCallAsReturningVisitor(page);
  const call = joinedCall(double);
  expect(double.posted).not.toContainEqual(left(call));
  // As a visitor closes the tab: Chromium runs the page's unload steps (pagehide among them).
  // Playwright's default close skips them and tears the page down, as no browser does.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => double.posted).toContainEqual(left(call));
});

test('leaving the home page for another route ends the call', async ({ page }) => {
  const double = await startCallAsReturningVisitor(page);
  const call = joinedCall(double);
  await page.getByRole('banner').getByRole('link', { name: 'Über uns' }).first().click();
  await expect(page).toHaveURL(`${voiceSiteOrigin}/about`);
  await expect.poll(() => double.posted).toContainEqual(left(call));
  // The double left the room too, and the assistant's audio in the page has ended.
  await expect
    .poll(async () => (await double.received()).map((message) => message.action))
    .toContain('leave-meeting');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('audio')].flatMap((player) =>
          player.srcObject instanceof MediaStream
            ? player.srcObject.getAudioTracks().map((track) => track.readyState)
            : [],
        ),
      ),
    )
    .toEqual(['ended']);
});

test('the assistant hangs up, or the call breaks off: the end says which, in words', async ({
  page,
}) => {
  const double = await startCallAsReturningVisitor(page);
  await double.endCallFromServer('assistant-ended-call');
  await expect(callEndedStatus(page)).toHaveText(de.voiceDemo.ended.assistant);
  await expect(orb(page)).toHaveAccessibleName(orbName(de.voice.orbStart));
  await expect(orbAlert(page)).toHaveText('');
  // Nothing to try again: the card leads on to a person and a rating.
  await expect(callFallback(page).getByRole('button', { name: de.voiceDemo.retry })).toHaveCount(0);
  await expect(callFallbackContactLink(page)).toBeVisible();

  await startCall(page);
  await expect(callEndedStatus(page)).toHaveCount(0);
  // A failure on the assistant's side: said so, not "the connection broke off".
  await double.endCallFromServer('call.in-progress.error-vapifault-worker-died');
  await expect(callEndedStatus(page)).toHaveText(de.voiceDemo.ended.assistantProblem);
  await expect(orbAlert(page)).toHaveText('');
  // Trying again, and the other ways to reach the company, as after a failed call.
  await expect(callFallback(page).getByRole('button', { name: de.voiceDemo.retry })).toBeVisible();
  await expect(callFallbackContactLink(page)).toBeVisible();
  await expect(callFallbackPhoneLink(page)).toBeVisible();

  // Long silence: the server ended it, and the page asks whether the microphone was muted. By
  // the same rule as the other endings a new attempt may mend: trying again, the other ways, the
  // phone, and no rating.
  await startCall(page);
  await double.endCallFromServer('silence-timed-out');
  await expect(callEndedStatus(page)).toHaveText(de.voiceDemo.ended.silence);
  await expect(callFallback(page).getByRole('button', { name: de.voiceDemo.retry })).toBeVisible();
  await expect(callFallback(page).locator('.call-panel__ways')).toContainText(home.callFallback.de);
  await expect(callFallbackPhoneLink(page)).toBeVisible();
  await expect(callFallbackContactLink(page)).toBeVisible();
  await expect(callFallback(page).locator('.call-rating')).toHaveCount(0);
  // And trying again calls again.
  await callFallback(page).getByRole('button', { name: de.voiceDemo.retry }).click();
  await expect(callPanel(page).locator('.call-panel__status')).toHaveText(
    de.voiceDemo.status.listening,
  );
  await endCallButton(page).click();

  // A reason that is neither side hanging up, nor a time limit, nor the assistant: the call was lost.
  await startCall(page);
  await double.endCallFromServer('worker-shutdown');
  await expect(callEndedStatus(page)).toHaveText(de.voiceDemo.ended.connectionLost);
  await expect(callFallbackContactLink(page)).toBeVisible();
});

for (const [statusCode, code] of [
  [503, 'callFailed'],
  [401, 'demoUnavailable'],
] as const) {
  test(`a failure (Vapi ${statusCode}) is said once, in the orb's red box; the card leads on`, async ({
    page,
  }) => {
    await openAsReturningVisitor(page);
    await vapiAnswers(page, statusCode);
    await orb(page).click();
    await expect(orbAlert(page)).toHaveText(`Error: ${de.errors.voice[code]}`);
    await expect(callPanel(page)).toHaveAttribute('data-state', 'failed');
    await expect(callStatus(page)).toHaveText(de.voiceDemo.outcome.failed);
    await expect(callFallbackContactLink(page)).toBeVisible();
    // Everything the page shows, read as a visitor reads it: the sentence stands there once.
    const shown = await page.locator('body').innerText();
    expect(shown.split(de.errors.voice[code]).length - 1, shown).toBe(1);
  });
}
