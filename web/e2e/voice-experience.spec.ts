import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectInView } from './support/viewport';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { repoRoot } from '../server/paths';
import { expectNoAxeViolations } from './support/axe';
import { installDailyMediaServersDouble } from './support/dailyMediaServersDouble';
import { seedDocument } from './seed';
import {
  stubChatAnswer,
  VAPI_TEST_ASSISTANT_ID,
  VAPI_TEST_PUBLIC_KEY,
} from './support/vapiApiStub';
import {
  callClock,
  callControls,
  callFallback,
  callPanel,
  callStatus,
  consentDialog,
  openAsReturningVisitor,
  orbAlert,
  orbButton,
  uniqueEmail,
  vapiStubOrigin,
  voiceSiteOrigin,
} from './support/voiceSite';

// The demo call as the visitor experiences it, phone first: at 390 x 844 and 1366 x 768, in German
// and English, through the real @vapi-ai/web and daily-js (Vapi's API played by the local stub,
// support/vapiApiStub.ts, or by a route answering as Vapi's API for its failures; Daily's call
// machine and media servers by the TEST DOUBLE of support/dailyMediaServersDouble.ts). At every
// stage the call's state, time, controls and newest words are inside the viewport, nothing in the
// panel is cut or wraps its buttons, the page does not move, and focus goes where the call is.
// With UPDATE_SCREENSHOTS set, each stage is written to docs/screenshots/call/.

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;
const languages = [
  { language: 'de', path: '/', words: de },
  { language: 'en', path: '/en', words: en },
] as const;

const home = seedDocument<{ callDisclosure: { de: string } }>('homePage');

const screenshotDir = join(repoRoot, 'docs', 'screenshots', 'call');

async function screenshot(page: Page, name: string) {
  if (!process.env.UPDATE_SCREENSHOTS) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** No control of the panel is cut or wraps, and the panel itself has no sideways overflow. */
async function expectNothingCut(page: Page, stage: string) {
  const cut = await callPanel(page).evaluate((panel) => {
    const problems: string[] = [];
    if (panel.scrollWidth > panel.clientWidth) problems.push('panel overflows sideways');
    for (const button of panel.querySelectorAll<HTMLElement>('button')) {
      const lineHeight = parseFloat(getComputedStyle(button).lineHeight) || 24;
      if (button.scrollWidth > button.clientWidth) problems.push(`${button.textContent} is cut`);
      const text = button.getBoundingClientRect();
      if (text.height > lineHeight * 2 + 24) problems.push(`${button.textContent} wraps`);
    }
    return problems;
  });
  expect(cut, stage).toEqual([]);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const viewport of viewports) {
  for (const { language, path, words } of languages) {
    test(`${viewport.name}, ${language}: every stage of a call is in view, with focus where the call is`, async ({
      page,
      context,
    }) => {
      const name = (stage: string) => `${stage}-${language}-${viewport.name}`;
      await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
      await page.setViewportSize(viewport);
      await page.clock.install();
      const double = await openAsReturningVisitor(page, path);
      const orb = orbButton(page);
      const mute = callControls(page).getByRole('button', { name: words.voiceDemo.mute });
      const end = callControls(page).getByRole('button', { name: words.voiceDemo.end });
      const newest = callPanel(page).locator('.call-panel__newest');
      await screenshot(page, name('idle'));

      // By keyboard, as a keyboard user starts it; connecting is held at Daily's call machine.
      await orb.focus();
      const release = double.holdBundle();
      await page.keyboard.press('Enter');
      await expect(callStatus(page)).toHaveText(words.voiceDemo.status.connecting);
      const cancel = callControls(page).getByRole('button', { name: words.voiceDemo.cancel });
      await expectInView(page, 'connecting', [callStatus(page), cancel]);
      await expectNothingCut(page, 'connecting');
      const startY = await scrollY(page);
      await screenshot(page, name('connecting'));
      release();

      // Connected: focus moves to the panel, which names itself.
      await expect(callStatus(page)).toHaveText(words.voiceDemo.status.listening);
      await expect(callPanel(page)).toBeFocused();
      await double.sendTranscript(
        'assistant',
        'final',
        language === 'de'
          ? 'Guten Tag, hier ist der Demo-Assistent der Muster KI GmbH. Wie kann ich helfen?'
          : 'Hello, this is the demo assistant of Muster KI GmbH. How can I help?',
      );
      await expect(newest).not.toHaveText('');
      await double.setVisitorLevel(0.5);
      await expectInView(page, 'listening', [callStatus(page), callClock(page), mute, end, newest]);
      await expectNothingCut(page, 'listening');
      await screenshot(page, name('listening'));

      await double.setAssistantSpeaking(true);
      await expect(callStatus(page)).toHaveText(words.voiceDemo.status.speaking);
      await expectInView(page, 'speaking', [callStatus(page), callClock(page), mute, end, newest]);
      await screenshot(page, name('speaking'));
      await double.setAssistantSpeaking(false);
      await page.clock.runFor(1500);

      await mute.click();
      const unmute = callControls(page).getByRole('button', { name: words.voiceDemo.unmute });
      await expect(unmute).toHaveAttribute('aria-pressed', 'true');
      await expect(callStatus(page)).toHaveText(words.voiceDemo.status.muted);
      await expect(page.locator('.orb-canvas[data-muted]')).toHaveCount(1);
      await expectInView(page, 'muted', [callStatus(page), callClock(page), unmute, end, newest]);
      await expectNothingCut(page, 'muted');
      await screenshot(page, name('muted'));
      await unmute.click();

      // Ten seconds before the limit (one minute in this build): the notice is there and in view.
      await page.clock.fastForward('00:50');
      const notice = callPanel(page).getByRole('alert');
      await expect(notice).toHaveText(words.voiceDemo.endingSoon.replace('{{limit}}', '1:00'));
      await expectInView(page, 'ten seconds left', [notice, callClock(page), end, newest]);
      await expectNothingCut(page, 'ten seconds left');
      await screenshot(page, name('ending-soon'));
      expect(await scrollY(page), 'the page did not move during the call').toBe(startY);

      // Ended by keyboard: focus back on the orb, how it ended and how long it lasted in view.
      await end.focus();
      await page.keyboard.press('Enter');
      await expect(callPanel(page)).toHaveCount(0);
      await expect(orb).toBeFocused();
      const reason = page.locator('.after-call__reason');
      await expect(reason).toHaveText(words.voiceDemo.ended.visitor);
      await expect(page.locator('.after-call__duration')).toBeVisible();
      await expectInView(page, 'ended', [orb, reason]);
      await screenshot(page, name('ended'));
    });
  }
}

test('axe finds nothing with the panel open, transcript shown, at both sizes', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
  const double = await openAsReturningVisitor(page);
  await orbButton(page).click();
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);
  await double.sendTranscript('assistant', 'final', 'Guten Tag!');
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `call panel, ${viewport.name}`);
  }
  await callPanel(page).getByRole('button', { name: de.voiceDemo.transcript.toggle }).click();
  await expectNoAxeViolations(page, 'call panel with the transcript open');
});

/** Vapi's API (its role played by a route) refuses the web call as it does, with its error body. */
const vapiAnswers = (page: Page, statusCode: number) =>
  page.route(`${vapiStubOrigin}/call/web`, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fallback()
      : route.fulfill({
          status: statusCode,
          headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
          body: JSON.stringify({ statusCode, message: `Vapi answered ${statusCode}`, error: 'x' }),
        }),
  );

for (const [statusCode, cause, code, retry] of [
  [401, 'refuses the key', 'demoUnavailable', false],
  [403, 'forbids the assistant', 'demoUnavailable', false],
  [404, 'knows no such assistant', 'demoUnavailable', false],
  [402, 'wants payment', 'callFailed', true],
  [429, 'is busy', 'callFailed', true],
  [500, 'fails', 'callFailed', true],
] as const) {
  test(`Vapi ${statusCode} (it ${cause}): ${code}, ${retry ? 'with' : 'without'} a retry`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
    await openAsReturningVisitor(page);
    await vapiAnswers(page, statusCode);
    await orbButton(page).click();
    await expect(orbAlert(page)).toHaveText(`Error: ${de.errors.voice[code]}`);
    await expect(callPanel(page)).toHaveCount(0);
    await expect(page.locator('.after-call__reason')).toHaveCount(0);
    await expect(callFallback(page).getByRole('button', { name: de.voiceDemo.retry })).toHaveCount(
      retry ? 1 : 0,
    );
    await expect(
      callFallback(page).getByRole('link', { name: de.voiceDemo.fallback.contactForm }),
    ).toBeVisible();
  });
}

test('offline: the page says so, and trying again works once the connection is back', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
  await openAsReturningVisitor(page);
  await context.setOffline(true);
  await orbButton(page).click();
  await expect(orbAlert(page)).toHaveText(`Error: ${de.errors.voice.offline}`);
  await context.setOffline(false);
  await callFallback(page).getByRole('button', { name: de.voiceDemo.retry }).click();
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);
});

test('a start that never settles ends after half a minute, saying it took too long', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
  await page.clock.install();
  const double = await openAsReturningVisitor(page);
  double.holdBundle();
  await orbButton(page).click();
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.connecting);
  await page.clock.fastForward('00:31');
  await expect(orbAlert(page)).toHaveText(`Error: ${de.errors.voice.startTimedOut}`);
  await expect(callFallback(page).getByRole('button', { name: de.voiceDemo.retry })).toBeVisible();
});

test('cancelling while connecting: no "you hung up", focus back on the orb', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
  const double = await openAsReturningVisitor(page);
  const release = double.holdBundle();
  await orbButton(page).click();
  await callControls(page).getByRole('button', { name: de.voiceDemo.cancel }).click();
  release();
  await expect(callPanel(page)).toHaveCount(0);
  await expect(orbButton(page)).toBeFocused();
  await expect(page.locator('.after-call__reason')).toHaveText(de.voiceDemo.ended.cancelled);
  await expect(orbAlert(page)).toHaveText('');
});

test('after the call: copy, download, a person with the first sentence written, one rating', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['microphone', 'clipboard-read', 'clipboard-write'], {
    origin: voiceSiteOrigin,
  });
  // A first visit, through the consent dialog: the rating belongs to its demo session.
  const double = await installDailyMediaServersDouble(page);
  await page.goto(voiceSiteOrigin);
  await orbButton(page).click();
  const dialog = consentDialog(page);
  await dialog.getByLabel(de.consent.emailLabel, { exact: true }).fill(uniqueEmail());
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: de.consent.submit }).click();
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);
  await double.sendTranscript('assistant', 'final', 'Guten Tag!');
  await double.sendTranscript('user', 'final', 'Ich möchte einen Termin.');
  await callControls(page).getByRole('button', { name: de.voiceDemo.end }).click();
  await expect(page.locator('.after-call__reason')).toHaveText(de.voiceDemo.ended.visitor);

  const transcriptText = `${de.voiceDemo.transcript.assistant}: Guten Tag!\n${de.voiceDemo.transcript.user}: Ich möchte einen Termin.\n`;
  await page.getByRole('button', { name: de.voiceDemo.transcript.copy }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(transcriptText);
  await expect(page.getByText(de.voiceDemo.transcript.copied)).toBeAttached();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: de.voiceDemo.transcript.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(de.voiceDemo.transcript.fileName);
  expect(readFileSync(await file.path(), 'utf8')).toBe(transcriptText);

  // One rating, stored once: the form gives way to a thank-you.
  const ratings: { status: number; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/rest/v1/rpc/record_call_rating'))
      ratings.push({ status: response.status(), body: await response.text() });
  });
  const rating = page.locator('form.call-rating');
  await rating
    .getByRole('radio', { name: de.voiceDemo.rating.star_other.replace('{{count}}', '4') })
    .check();
  await rating.getByLabel(de.voiceDemo.rating.comment).fill('Klang sehr natürlich.');
  await rating.getByRole('button', { name: de.voiceDemo.rating.submit }).click();
  await expect(page.getByText(de.voiceDemo.rating.thanks)).toBeVisible();
  await expect(rating).toHaveCount(0);
  await expect.poll(() => ratings).toEqual([{ status: 200, body: 'true' }]);

  // A person: the contact form, its message begun, the cursor in it.
  await page.getByRole('link', { name: de.voiceDemo.human }).click();
  const message = page.getByRole('textbox', { name: de.contact.message });
  await expect(message).toHaveValue(de.voiceDemo.humanMessage);
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport();
});

test('writing instead of talking: the same assistant, disclosure and transcript, no microphone', async ({
  page,
}) => {
  // No microphone permission at all: the written conversation does not need one.
  await openAsReturningVisitor(page);
  const chats: { authorization: string | null; body: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.url() === `${vapiStubOrigin}/chat/web` && request.method() === 'POST')
      chats.push({
        authorization: request.headers().authorization ?? null,
        body: request.postDataJSON(),
      });
  });
  const open = page.getByRole('button', { name: de.voiceDemo.chat.open });
  await open.click();
  const panel = page.getByRole('region', { name: de.voiceDemo.chat.panel });
  const field = panel.getByRole('textbox', { name: de.voiceDemo.chat.message });
  await expect(field).toBeFocused();
  await expect(panel).toContainText(home.callDisclosure.de);
  await expectInView(page, 'chat', [
    field,
    panel.getByRole('button', { name: de.voiceDemo.chat.send }),
  ]);

  await field.fill('Haben Sie morgen einen Termin frei?');
  await page.keyboard.press('Enter');
  const lines = panel
    .getByRole('region', { name: de.voiceDemo.transcript.heading })
    .getByRole('listitem');
  await expect(lines).toHaveText([
    `${de.voiceDemo.transcript.user}: Haben Sie morgen einen Termin frei?`,
    `${de.voiceDemo.transcript.assistant}: ${stubChatAnswer('Haben Sie morgen einen Termin frei?')}`,
  ]);
  await expect(field).toHaveValue('');
  await screenshot(page, 'chat-de-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectInView(page, 'chat on a phone', [
    field,
    panel.getByRole('button', { name: de.voiceDemo.chat.send }),
  ]);
  await screenshot(page, 'chat-de-phone');
  await field.fill('Und übermorgen?');
  await panel.getByRole('button', { name: de.voiceDemo.chat.send }).click();
  await expect(lines).toHaveCount(4);
  // The same assistant as the call, with the public key; the second message continues the session.
  expect(chats).toEqual([
    {
      authorization: `Bearer ${VAPI_TEST_PUBLIC_KEY}`,
      body: expect.objectContaining({
        assistantId: VAPI_TEST_ASSISTANT_ID,
        input: 'Haben Sie morgen einen Termin frei?',
        assistantOverrides: { variableValues: { language: 'de' } },
      }),
    },
    {
      authorization: `Bearer ${VAPI_TEST_PUBLIC_KEY}`,
      body: expect.objectContaining({ input: 'Und übermorgen?', sessionId: expect.any(String) }),
    },
  ]);
  await expectNoAxeViolations(page, 'the written conversation');

  // A refused message says why and keeps the words.
  await page.route(`${vapiStubOrigin}/chat/web`, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fallback()
      : route.fulfill({
          status: 500,
          headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
          body: JSON.stringify({ statusCode: 500, message: 'down', error: 'x' }),
        }),
  );
  await field.fill('Hallo?');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('alert')).toHaveText(de.errors.chat.chatFailed);
  await expect(field).toHaveValue('Hallo?');

  await panel.getByRole('button', { name: de.voiceDemo.chat.end }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText(de.voiceDemo.chat.ended.visitor)).toBeVisible();
  await expect(open).toBeFocused();
});
