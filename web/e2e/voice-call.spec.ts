import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import {
  assistantSessionId,
  DAILY_CALL_MACHINE_BUNDLE_URL,
  installDailyMediaServersDouble,
  type DailyMediaServersDouble,
  type ReceivedMessage,
} from './support/dailyMediaServersDouble';
import {
  TEST_WEB_CALL_URL,
  VAPI_TEST_ASSISTANT_ID,
  VAPI_TEST_PUBLIC_KEY,
  type RecordedVapiCall,
} from './support/vapiApiStub';
import {
  callControls,
  muteButton,
  orbPill,
  consentDialog as dialog,
  endCallButton,
  isWebCallCreation,
  openAsReturningVisitor,
  orbAlert,
  orbButton as orb,
  orbName,
  callStatus,
  uniqueEmail,
  vapiStubOrigin,
  voiceSiteOrigin,
} from './support/voiceSite';

// A whole web call on the Vapi-configured build: the real @vapi-ai/web and daily-js, Vapi's API
// played by the local stub (vapiApiStub.ts), Daily's call machine and media servers played by a
// TEST DOUBLE served at the call-machine bundle's URL (support/dailyMediaServersDouble.ts).
// Chromium's fake microphone answers getUserMedia.

const recordedCalls = async (page: Page): Promise<RecordedVapiCall[]> =>
  (await page.request.get(`${vapiStubOrigin}/__calls`)).json();

const actions = (received: ReceivedMessage[], action: string) =>
  received.filter((message) => message.action === action);

/** The states of the tracks in Vapi's audio elements for the assistant of the page's n-th call. */
const assistantAudio = (page: Page, call: number) =>
  page.evaluate((sessionId) => {
    const players = document.querySelectorAll<HTMLAudioElement>(
      `audio[data-participant-id="${sessionId}"]`,
    );
    return [...players].flatMap((player) =>
      player.srcObject instanceof MediaStream
        ? player.srcObject.getAudioTracks().map((track) => track.readyState)
        : [],
    );
  }, assistantSessionId(call));

/** The page as the visitor sees it with no call: the orb to start one, no running call's controls. */
async function expectIdle(page: Page) {
  await expect(orb(page)).toHaveAccessibleName(orbName(de.voice.orbStart));
  await expect(callControls(page)).toHaveCount(0);
  await expect(orbAlert(page)).toHaveText('');
}

/** A running call with the assistant listening: the orb ends it, mute and end are offered. */
async function expectListening(page: Page) {
  await expect(orb(page)).toHaveAccessibleName(orbName(de.voice.orbEnd));
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);
  await expect(orbAlert(page)).toHaveText('');
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(endCallButton(page)).toBeVisible();
}

/** What left the page for other hosts, and uncaught errors: both must stay empty. */
function watchPage(page: Page) {
  const webSockets: string[] = [];
  const pageErrors: string[] = [];
  page.on('websocket', (socket) => webSockets.push(socket.url()));
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { webSockets, pageErrors };
}

async function expectNothingElseLeft(
  double: DailyMediaServersDouble,
  watched: ReturnType<typeof watchPage>,
) {
  // Daily's error reports (sentry.io) and any other non-local request would be listed here.
  expect(double.refused).toEqual([]);
  expect(watched.webSockets).toEqual([]);
  expect(watched.pageErrors).toEqual([]);
  expect((await double.received()).filter((message) => !message.handled)).toEqual([]);
}

/** The home page for a visitor who gave consent before, watched, with Daily's double in place. */
async function openWatchedAsReturningVisitor(page: Page) {
  const watched = watchPage(page);
  return { watched, double: await openAsReturningVisitor(page) };
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
});

test('a returning visitor: connecting -> active -> mute -> end -> idle, then a second call', async ({
  page,
}) => {
  const { watched, double } = await openWatchedAsReturningVisitor(page);
  await expectIdle(page);

  // Connecting: held while daily-js waits for its call machine.
  const releaseBundle = double.holdBundle();
  const webCallCreation = page.waitForRequest(isWebCallCreation);
  await orb(page).click();
  await expect(dialog(page)).toBeHidden();
  await expect(callStatus(page)).toHaveText(de.voice.connecting);
  await expect(orbPill(page)).toHaveText(de.voice.connecting);
  // While connecting, a click cancels: the orb says so, and the panel offers it.
  await expect(orb(page)).toHaveAccessibleName(orbName(de.voice.orbCancel));
  await expect(callControls(page).getByRole('button')).toHaveText([
    de.voiceDemo.mute,
    de.voiceDemo.cancel,
  ]);
  await expect(callControls(page).getByRole('button', { name: de.voiceDemo.mute })).toBeDisabled();

  // The web call was created at Vapi's API (its stub) with the public key and the assistant.
  const request = await webCallCreation;
  expect(request.headers().authorization).toBe(`Bearer ${VAPI_TEST_PUBLIC_KEY}`);
  expect(request.postDataJSON()).toMatchObject({ assistantId: VAPI_TEST_ASSISTANT_ID });
  await expect
    .poll(async () => recordedCalls(page))
    .toContainEqual({
      id: expect.any(String),
      authorization: `Bearer ${VAPI_TEST_PUBLIC_KEY}`,
      body: expect.objectContaining({ assistantId: VAPI_TEST_ASSISTANT_ID }),
    });
  releaseBundle();

  // Active once the assistant said 'listening'.
  await expectListening(page);
  const joins = actions(await double.received(), 'join-meeting');
  expect(joins).toEqual([
    expect.objectContaining({ url: TEST_WEB_CALL_URL, avoidEval: true, microphone: 'live' }),
  ]);
  // avoidEval: the call machine came as a script element, not through Function.
  await expect(page.locator(`head script[src="${DAILY_CALL_MACHINE_BUNDLE_URL}"]`)).toHaveCount(1);
  // Vapi subscribed to the assistant's audio and plays it in its own audio element.
  expect(actions(await double.received(), 'update-participant')).toContainEqual(
    expect.objectContaining({ id: assistantSessionId(1) }),
  );
  await expect.poll(() => assistantAudio(page, 1)).toEqual(['live']);

  // Mute and unmute: the button's label and state, the status and daily-js's local-audio
  // message all follow.
  await muteButton(page).click();
  const unmuteButton = callControls(page).getByRole('button', { name: de.voiceDemo.unmute });
  await expect(unmuteButton).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => actions(await double.received(), 'local-audio').map((m) => m.state))
    .toEqual([false]);
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.muted);
  await unmuteButton.click();
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);
  await expect
    .poll(async () => actions(await double.received(), 'local-audio').map((m) => m.state))
    .toEqual([false, true]);

  // End with the control: daily-js leaves the room, the page is idle again.
  await endCallButton(page).click();
  await expectIdle(page);
  expect(actions(await double.received(), 'leave-meeting')).toHaveLength(1);

  // A second call starts (a new Daily call object, a new call machine) and ends with the orb.
  await orb(page).click();
  await expectListening(page);
  expect(actions(await double.received(), 'join-meeting')).toHaveLength(2);
  await expect.poll(() => assistantAudio(page, 2)).toEqual(['live']);
  await orb(page).click();
  await expectIdle(page);
  expect(actions(await double.received(), 'leave-meeting')).toHaveLength(2);
  // Each call object loaded its own call machine (the double is served uncached).
  expect(double.bundleLoads).toBe(2);

  await expectNothingElseLeft(double, watched);
});

test('while the assistant speaks the status says so, and it listens again after', async ({
  page,
}) => {
  const { watched, double } = await openWatchedAsReturningVisitor(page);
  await orb(page).click();
  await expectListening(page);

  await double.setAssistantSpeaking(true);
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.speaking);
  await expect(orb(page)).toHaveAccessibleName(orbName(de.voice.orbEnd));
  // Vapi ends speech one second after the last level above its threshold.
  await double.setAssistantSpeaking(false);
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);

  await endCallButton(page).click();
  await expectIdle(page);
  await expectNothingElseLeft(double, watched);
});

test('a first visit: consent in the dialog, then the call connects and ends', async ({ page }) => {
  const watched = watchPage(page);
  const double = await installDailyMediaServersDouble(page);
  await page.goto(voiceSiteOrigin);
  await orb(page).click();
  await dialog(page).getByLabel(de.consent.emailLabel, { exact: true }).fill(uniqueEmail());
  await dialog(page).getByRole('checkbox').check();
  await dialog(page).getByRole('button', { name: de.consent.submit }).click();
  await expect(dialog(page)).toBeHidden();

  await expectListening(page);
  await endCallButton(page).click();
  await expectIdle(page);
  expect(actions(await double.received(), 'join-meeting')).toHaveLength(1);
  await expectNothingElseLeft(double, watched);
});
