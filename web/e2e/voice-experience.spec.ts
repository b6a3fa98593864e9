import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectInView } from './support/viewport';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe';
import { installDailyMediaServersDouble } from './support/dailyMediaServersDouble';
import { homeSection, seedDocument, siteSettings } from './seed';
import { layoutShifts, recordLayoutShifts, shiftSum } from './support/layoutShifts';
import { holdPageClock } from './support/pageClock';
import {
  stubChatAnswer,
  VAPI_TEST_ASSISTANT_ID,
  VAPI_TEST_PUBLIC_KEY,
} from './support/vapiApiStub';
import {
  callClock,
  callControls,
  callEndedStatus,
  callFallback,
  callFallbackContactLink,
  callPanel,
  callStatus,
  consentDialog,
  openAsReturningVisitor,
  orbAlert,
  orbButton,
  uniqueEmail,
  vapiAnswers,
  vapiStubOrigin,
  voiceSiteOrigin,
} from './support/voiceSite';

// The demo call as the visitor experiences it, phone first: at 390 x 844 and 1366 x 768, in German
// and English, through the real @vapi-ai/web and daily-js (Vapi's API played by the local stub,
// support/vapiApiStub.ts, or by a route answering as Vapi's API for its failures; Daily's call
// machine and media servers by the TEST DOUBLE of support/dailyMediaServersDouble.ts). The call is
// one unit: from the first click to the end its card shows, without scrolling, the orb's state,
// the state in words, the clock, the AI disclosure (on a phone the hero's, above the small card,
// see voice-call-phone.spec.ts) and the controls, in one footprint while it runs (no layout shift
// over the whole call, nothing cut); the end and a failure show their next steps in the same
// place, on a phone in a taller card of their own; focus goes to Cancel while connecting, to the
// card when it connects and when it ends. Stills of every state are `npm run screenshots`
// (screenshots/call.shots.ts).

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;
const languages = [
  { language: 'de', path: '/', words: de },
  { language: 'en', path: '/en', words: en },
] as const;

const home = seedDocument<{ callDisclosure: { de: string; en: string } }>('homePage');
const hero = homeSection<{ contactButtonLabel: { de: string; en: string } }>('heroSection');

/** The card's box: the same from the first click to the end. */
const cardBox = (page: Page) =>
  callPanel(page).evaluate((card) => {
    const { x, y, width, height } = card.getBoundingClientRect();
    return { x, y, width, height };
  });

/** Nothing in the card is cut: no control or text reaches past the card or wraps a button. */
async function expectNothingCut(page: Page, stage: string) {
  const cut = await callPanel(page).evaluate((panel) => {
    const problems: string[] = [];
    const box = panel.getBoundingClientRect();
    if (panel.scrollWidth > panel.clientWidth) problems.push('card overflows sideways');
    for (const element of panel.querySelectorAll<HTMLElement>('p, button, a, fieldset')) {
      if (element.closest('[hidden]') || element.closest('.visually-hidden')) continue;
      const own = element.getBoundingClientRect();
      if (own.height === 0) continue;
      if (own.bottom > box.bottom + 0.5 || own.top < box.top - 0.5)
        problems.push(`${element.textContent} reaches past the card`);
      // Text cut off inside its own box (the newest words are clamped on purpose).
      if (
        element.matches('p, button, a') &&
        element.scrollHeight > element.clientHeight + 1 &&
        !element.matches('.call-panel__newest')
      )
        problems.push(`${element.textContent} is cut`);
      if (element.matches('button, a.button')) {
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
        if (element.scrollWidth > element.clientWidth)
          problems.push(`${element.textContent} is cut`);
        if (own.height > lineHeight * 2 + 24) problems.push(`${element.textContent} wraps`);
      }
    }
    return problems;
  });
  expect(cut, stage).toEqual([]);
}

/** The hero's orb is not under the card: the visitor sees the orb itself too. */
async function expectOrbAboveCard(page: Page, stage: string) {
  const { orbBottom, cardTop } = await page.evaluate(() => ({
    orbBottom: document.querySelector('.orb-canvas')!.getBoundingClientRect().bottom,
    cardTop: document.querySelector('section.call-panel')!.getBoundingClientRect().top,
  }));
  expect(orbBottom, `${stage}: the orb ends above the card`).toBeLessThanOrEqual(cardTop + 0.5);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * The home page of the voice build at `viewport`, for a returning visitor whose microphone is
 * allowed, with its layout shifts recorded from the start. The scroll that brings the orb above
 * the card is instant (reduced motion), so where it ends is known.
 */
async function openCallPage(page: Page, viewport: { width: number; height: number }, path: string) {
  await page.context().grantPermissions(['microphone'], { origin: voiceSiteOrigin });
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordLayoutShifts(page);
  return openAsReturningVisitor(page, path);
}

for (const viewport of viewports) {
  for (const { language, path, words } of languages) {
    test(`${viewport.name}, ${language}: the call is one unit in view, in one footprint, and its end leads on`, async ({
      page,
    }) => {
      await page.clock.install();
      const double = await openCallPage(page, viewport, path);
      const orb = orbButton(page);
      const card = callPanel(page);
      const cardOrb = card.locator('.call-card__orb');
      const cardDisclosure = card.locator('.call-panel__disclosure');
      // On a phone the card folds its disclosure away; the hero's stays readable above it.
      const disclosure =
        viewport.name === 'phone'
          ? page.locator('.voice-demo__disclosure summary')
          : cardDisclosure;
      const mute = callControls(page).getByRole('button', { name: words.voiceDemo.mute });
      const end = callControls(page).getByRole('button', { name: words.voiceDemo.end });
      await expect(cardDisclosure).toHaveCount(0);

      // By keyboard, as a keyboard user starts it; connecting is held at Daily's call machine.
      await orb.focus();
      const release = double.holdBundle();
      await page.keyboard.press('Enter');
      await expect(callStatus(page)).toHaveText(words.voiceDemo.status.connecting);
      const cancel = callControls(page).getByRole('button', { name: words.voiceDemo.cancel });
      await expect(cancel).toBeFocused();
      await expect(disclosure).toHaveText(home.callDisclosure[language]);
      const unit = [cardOrb, callStatus(page), callClock(page), disclosure, cancel];
      await expectInView(page, 'connecting', unit);
      await expectNothingCut(page, 'connecting');
      await expectOrbAboveCard(page, 'connecting');
      const footprint = await cardBox(page);
      const startY = await scrollY(page);
      release();

      // Connected: focus moves to the card, which names itself.
      await expect(callStatus(page)).toHaveText(words.voiceDemo.status.listening);
      await expect(card).toBeFocused();
      await double.sendTranscript(
        'assistant',
        'final',
        language === 'de'
          ? 'Guten Tag, hier ist der Demo-Assistent der Muster KI GmbH. Wie kann ich Ihnen heute helfen?'
          : 'Hello, this is the demo assistant of Muster KI GmbH. How can I help you today?',
      );
      await double.setVisitorLevel(0.5);
      const running = [cardOrb, callStatus(page), callClock(page), disclosure, mute, end];
      for (const [stage, act] of [
        ['listening', async () => {}],
        ['speaking', () => double.setAssistantSpeaking(true)],
        [
          'muted',
          async () => {
            await double.setAssistantSpeaking(false);
            await page.clock.runFor(1500);
            await mute.click();
          },
        ],
      ] as const) {
        await act();
        await expect(callStatus(page)).toHaveText(words.voiceDemo.status[stage]);
        await expect(cardOrb).toHaveAttribute('data-state', stage);
        await expectInView(page, stage, stage === 'muted' ? [cardOrb, callStatus(page)] : running);
        await expectNothingCut(page, stage);
        expect(await cardBox(page), `${stage}: the same footprint`).toEqual(footprint);
      }
      await callControls(page).getByRole('button', { name: words.voiceDemo.unmute }).click();
      await expect(cardOrb).toHaveAttribute('data-state', 'listening');
      // The visitor's last input until the end. Chromium excuses a shift within 500 ms of real
      // time after an input (hadRecentInput), and page.clock brings the end sooner than that: real
      // time passes here only so that the warning and the end are judged as a visitor who does not
      // touch the page sees them. It times nothing: page.clock.fastForward brings both.
      await page.waitForTimeout(1_000);
      const untouchedFrom = (await layoutShifts(page)).length;

      // Half a minute before the limit (one minute in this build): the warning takes its row.
      await page.clock.fastForward('00:31');
      const notice = card.getByRole('alert');
      await expect(notice).toHaveText(words.voiceDemo.endingSoon.replace('{{limit}}', '1:00'));
      await expectInView(page, 'half a minute left', [notice, ...running]);
      await expectNothingCut(page, 'half a minute left');
      expect(await cardBox(page), 'ending soon: the same footprint').toEqual(footprint);

      // The demo ends itself at its limit: the same card says so and leads on, in view.
      await page.clock.fastForward('00:30');
      await expect(callStatus(page)).toHaveText(words.voiceDemo.outcome.ended);
      await expect(card).toBeFocused();
      const next = [
        callStatus(page),
        callEndedStatus(page),
        card.getByRole('link', { name: hero.contactButtonLabel[language] }),
        card.getByRole('button', { name: words.voiceDemo.transcript.copy }),
        card.getByRole('button', { name: words.voiceDemo.transcript.download }),
        card.getByRole('radio').first(),
      ];
      await expectInView(page, 'ended', next);
      await expectNothingCut(page, 'ended');
      // On a phone the outcome takes a taller card of its own; from 48rem the same footprint.
      if (viewport.name === 'desktop')
        expect(await cardBox(page), 'ended: the same footprint').toEqual(footprint);
      // From the warning to the end the visitor did nothing: every shift counts, recent input or
      // not, and there is none (a cumulative layout shift of exactly 0).
      const untouched = (await layoutShifts(page)).slice(untouchedFrom);
      expect(shiftSum(untouched), `shifts without input: ${JSON.stringify(untouched)}`).toBe(0);
      // The way to a person comes first.
      await page.keyboard.press('Tab');
      await expect(
        card.getByRole('link', { name: hero.contactButtonLabel[language] }),
      ).toBeFocused();

      // Over the whole call nothing moved without the visitor's input, nor did the page scroll.
      expect(await scrollY(page), 'the page did not move during the call').toBe(startY);
      const shifts = (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput);
      expect(shifts, 'layout shifts without input over the whole call').toEqual([]);

      // Closed, the card gives the orb its focus back.
      await card.getByRole('button', { name: words.voiceDemo.close }).click();
      await expect(card).toHaveCount(0);
      await expect(orb).toBeFocused();
    });

    test(`${viewport.name}, ${language}: a failed call says why where the call was, and leads on`, async ({
      page,
    }) => {
      await openCallPage(page, viewport, path);
      // Vapi's API is busy, and answers only when the test has looked at the connecting card.
      let answer = () => {};
      await vapiAnswers(page, 503, new Promise<void>((resolve) => (answer = resolve)));
      await orbButton(page).click();
      await expect(callStatus(page)).toHaveText(words.voiceDemo.status.connecting);
      const footprint = await cardBox(page);
      // The click is the last input: its real-time window (see the call above) passes first,
      // while the test still holds Vapi's answer.
      await page.waitForTimeout(1_000);
      const untouchedFrom = (await layoutShifts(page)).length;
      answer();
      await expect(callStatus(page)).toHaveText(words.voiceDemo.outcome.failed);
      const card = callPanel(page);
      // The reason once, in the orb's red box; the card leads on.
      await expect(orbAlert(page)).toHaveText(`Error: ${words.errors.voice.callFailed}`);
      await expect(callEndedStatus(page)).toHaveCount(0);
      await expectInView(page, 'failed', [
        orbAlert(page),
        callStatus(page),
        card.getByRole('link', { name: hero.contactButtonLabel[language] }),
        card.getByRole('button', { name: words.voiceDemo.retry }),
        card.getByRole('link', {
          name: words.voiceDemo.fallback.phone.replace('{{phone}}', siteSettings.phone),
        }),
      ]);
      await expectNothingCut(page, 'failed');
      if (viewport.name === 'desktop')
        expect(await cardBox(page), 'failed: the same footprint').toEqual(footprint);
      await expectOrbAboveCard(page, 'failed');
      const shifts = await layoutShifts(page);
      expect(
        shifts.filter((shift) => !shift.hadRecentInput),
        'layout shifts without input',
      ).toEqual([]);
      const untouched = shifts.slice(untouchedFrom);
      expect(shiftSum(untouched), `shifts without input: ${JSON.stringify(untouched)}`).toBe(0);
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
    await expect(callPanel(page)).toHaveAttribute('data-state', /^(ended|failed)$/);
    // Said once, on the orb: not again in the card.
    await expect(callEndedStatus(page)).toHaveCount(0);
    await expect(callFallback(page).getByRole('button', { name: de.voiceDemo.retry })).toHaveCount(
      retry ? 1 : 0,
    );
    await expect(callFallbackContactLink(page)).toBeVisible();
  });
}

/** Starts a call, held at Daily's bundle, and cancels it there; resolves once the card has ended. */
async function cancelStartWhileConnecting(
  page: Page,
  double: Awaited<ReturnType<typeof openAsReturningVisitor>>,
) {
  const release = double.holdBundle();
  await orbButton(page).click();
  await callControls(page).getByRole('button', { name: de.voiceDemo.cancel }).click();
  release();
  await expect(callPanel(page)).toHaveAttribute('data-state', /^(ended|failed)$/);
}

test('offline: the page says so, and trying again works once the connection is back', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
  // The call's code arrives with the first use (here a start cancelled before it connects):
  // offline after that, it is the call's start that fails.
  await cancelStartWhileConnecting(page, await openAsReturningVisitor(page));
  await context.setOffline(true);
  await callFallback(page).getByRole('button', { name: de.voiceDemo.retry }).click();
  await expect(orbAlert(page)).toHaveText(`Error: ${de.errors.voice.offline}`);
  await context.setOffline(false);
  await callFallback(page).getByRole('button', { name: de.voiceDemo.retry }).click();
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);
});

test("offline before the call's code has come: the orb says so, and its next tap starts the call", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
  await openAsReturningVisitor(page);
  await context.setOffline(true);
  await orbButton(page).click();
  await expect(orbAlert(page)).toHaveText(`Error: ${de.errors.voice.offline}`);
  await expect(orbButton(page)).not.toHaveAttribute('aria-busy', 'true');
  await context.setOffline(false);
  await orbButton(page).click();
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);
  await expect(orbAlert(page)).toHaveText('');
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

test('cancelling while connecting: no "you hung up", and the card says no call was made', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
  await cancelStartWhileConnecting(page, await openAsReturningVisitor(page));
  await expect(callPanel(page)).toBeFocused();
  await expect(callStatus(page)).toHaveText(de.voiceDemo.outcome.cancelled);
  await expect(callEndedStatus(page)).toHaveText(de.voiceDemo.ended.cancelled);
  await expect(callFallback(page).getByRole('button', { name: de.voiceDemo.retry })).toBeVisible();
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
  await expect(callEndedStatus(page)).toHaveText(de.voiceDemo.ended.visitor);

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
  await callPanel(page).getByRole('link', { name: hero.contactButtonLabel.de }).click();
  const message = page.getByRole('textbox', { name: de.contact.message });
  await expect(message).toHaveValue(de.voiceDemo.humanMessage);
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport();
});

/** The written conversation's panel: while it runs, and as its end card. */
const chatPanel = (page: Page, words: typeof de) =>
  page.getByRole('region', { name: words.voiceDemo.chat.panel });

/** The words of de.json or en.json with their values filled in. */
const filled = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (words, [name, value]) => words.replaceAll(`{{${name}}}`, String(value)),
    text,
  );

/**
 * The written conversation's end is a call's: the same card in the panel's place, the outcome and
 * how it ended, the way to a person, the transcript open with copy and download, and a rating;
 * nothing to try again, and no field to write in.
 */
async function expectChatEndCard(
  page: Page,
  language: 'de' | 'en',
  words: typeof de,
  detail: string,
  transcript: string[],
) {
  const card = chatPanel(page, words);
  await expect(card).toHaveAttribute('data-state', 'ended');
  await expect(card.locator('.call-panel__status')).toHaveText(words.voiceDemo.chat.outcome.ended);
  await expect(card.locator('.call-panel__detail')).toHaveText(detail);
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await expect(card.getByRole('button', { name: words.voiceDemo.retry })).toHaveCount(0);
  const lines = card
    .getByRole('region', { name: words.voiceDemo.transcript.heading })
    .getByRole('listitem');
  await expect(lines).toHaveText(transcript);
  const next = [
    card.getByRole('link', { name: hero.contactButtonLabel[language] }),
    card.getByRole('button', { name: words.voiceDemo.transcript.copy }),
    card.getByRole('button', { name: words.voiceDemo.transcript.download }),
    card.getByRole('group', { name: words.voiceDemo.rating.question }),
  ];
  await expectInView(page, `${language}: the written conversation's end`, next);
  await expect(
    card.getByRole('button', { name: words.voiceDemo.transcript.toggle }),
  ).toHaveAttribute('aria-expanded', 'true');
}

for (const { language, path, words } of languages) {
  test(`${language}: writing instead of talking shows its clock, warns before the end, and at the limit ends as a call does`, async ({
    page,
  }) => {
    await page.clock.install();
    await openAsReturningVisitor(page, path);
    // From here time moves only as the test says, however long a busy machine takes per step.
    await holdPageClock(page);
    const open = page.getByRole('button', { name: words.voiceDemo.chat.open });
    await open.click();
    // The call's code arrives with this first tap and carries it out (the tap held till then).
    await expect(open).not.toHaveAttribute('aria-busy', 'true');
    // The panel opens only once timers run (runFor fires them); its clock starts then.
    await page.clock.runFor(1000);
    const panel = chatPanel(page, words);
    const clock = panel.locator('.chat-panel__clock');
    // One minute in this build, as for a call.
    await expect(clock).toContainText(/^0:0[01] \/ 1:00/);
    await expect(panel.getByRole('alert')).toHaveCount(0);
    const field = panel.getByRole('textbox', { name: words.voiceDemo.chat.message });
    await field.fill('Hallo');
    await field.press('Enter');
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    // 31 to 32 s into the conversation: it opened somewhere in the runFor above.
    await page.clock.fastForward('00:31');
    await expect(clock).toContainText(/^0:3[12] \/ 1:00/);
    await expect(panel.getByRole('alert')).toHaveText(
      filled(words.voiceDemo.chat.endingSoon, { limit: '1:00' }),
    );
    await expectInView(page, 'the warning', [panel.getByRole('alert')]);
    await page.clock.fastForward('00:30');
    // The panel stays, as the call's end card, with what was said; focus on it.
    await expectChatEndCard(
      page,
      language,
      words,
      filled(words.voiceDemo.chat.ended.timeLimit_one, { count: 1 }),
      [
        `${words.voiceDemo.transcript.user}: Hallo`,
        `${words.voiceDemo.transcript.assistant}: ${stubChatAnswer('Hallo', language)}`,
      ],
    );
    await expect(panel.locator('.call-panel__clock')).toHaveText(
      filled(words.voiceDemo.duration, { duration: '1:00' }),
    );
    await expect(panel).toBeFocused();
    // Closed, the card goes, and focus is back where the conversation was opened.
    await panel.getByRole('button', { name: words.voiceDemo.close }).click();
    await expect(panel).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test(`${language}: the messages left are counted in the language's plural, the last one closes the field, and its answer ends the conversation`, async ({
    page,
  }) => {
    await page.clock.install();
    await openAsReturningVisitor(page, path);
    await page.getByRole('button', { name: words.voiceDemo.chat.open }).click();
    const panel = chatPanel(page, words);
    const field = panel.getByRole('textbox', { name: words.voiceDemo.chat.message });
    await expect(field).toBeFocused();
    // The page's clock stands still from here: the time limit must not end it first.
    await holdPageClock(page);
    const left = (count: number) =>
      filled(count === 1 ? words.voiceDemo.chat.limits_one : words.voiceDemo.chat.limits_other, {
        count,
        characters: 500,
      });
    await expect(field).toHaveAccessibleDescription(left(20));
    const transcript: string[] = [];
    for (let n = 1; n < 20; n += 1) {
      await field.fill(`Nachricht ${n}`);
      await field.press('Enter');
      transcript.push(
        `${words.voiceDemo.transcript.user}: Nachricht ${n}`,
        `${words.voiceDemo.transcript.assistant}: ${stubChatAnswer(`Nachricht ${n}`, language)}`,
      );
      await expect(panel.getByRole('listitem')).toHaveCount(transcript.length);
      if (n === 18) {
        await expect(field).toHaveAccessibleDescription(left(2));
        await expect(panel.getByRole('alert').first()).toHaveText(
          filled(words.voiceDemo.chat.fewLeft_other, { count: 2 }),
        );
      }
    }
    // One left: the singular, in the field's limits and in the warning.
    await expect(field).toHaveAccessibleDescription(left(1));
    await expect(panel.getByRole('alert').first()).toHaveText(
      filled(words.voiceDemo.chat.fewLeft_one, { count: 1 }),
    );

    // The last message's answer is held, to read the field meanwhile.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${vapiStubOrigin}/chat/web`, async (route) => {
      if (route.request().method() !== 'OPTIONS') await answered;
      await route.fallback();
    });
    await field.fill('Die letzte');
    await field.press('Enter');
    // None left: the field is closed and says why; never "0 messages left" with a field open.
    await expect(field).toBeDisabled();
    await expect(field).toHaveAccessibleDescription(words.voiceDemo.chat.noneLeft);
    await expect(panel).not.toContainText(filled(words.voiceDemo.chat.fewLeft_other, { count: 0 }));
    await expect(panel).not.toContainText(left(0));
    answer();
    transcript.push(
      `${words.voiceDemo.transcript.user}: Die letzte`,
      `${words.voiceDemo.transcript.assistant}: ${stubChatAnswer('Die letzte', language)}`,
    );
    await expectChatEndCard(
      page,
      language,
      words,
      words.voiceDemo.chat.ended.messageLimit,
      transcript,
    );
  });
}

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
  await page.setViewportSize({ width: 390, height: 844 });
  await expectInView(page, 'chat on a phone', [
    field,
    panel.getByRole('button', { name: de.voiceDemo.chat.send }),
  ]);
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
  await expect(panel.locator('.call-panel__detail')).toHaveText(de.voiceDemo.chat.ended.visitor);
  await panel.getByRole('button', { name: de.voiceDemo.close }).click();
  await expect(panel).toHaveCount(0);
  await expect(open).toBeFocused();
});
