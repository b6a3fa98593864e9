import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe';
import { installDailyMediaServersDouble } from './support/dailyMediaServersDouble';
import {
  becomeReturningVisitor,
  callPanel,
  consentDialog,
  endCallButton,
  callEndedStatus,
  orbButton as orb,
  callStatus,
  transcriptAnnouncer,
  transcriptRegion,
  uniqueEmail,
  startCall,
  startCallAsReturningVisitor,
  voiceSiteOrigin,
} from './support/voiceSite';
import { seedDocument } from './seed';

// The live transcript, the AI disclosure and how a call ended, in a whole web call on the
// Vapi-configured build: the real @vapi-ai/web and daily-js, Vapi's API played by the local stub
// (support/vapiApiStub.ts), Daily's call machine and media servers by the TEST DOUBLE of
// support/dailyMediaServersDouble.ts, which also plays Vapi's server sending transcript messages
// through the room, as it does in a real call.

const home = seedDocument<{ callDisclosure: { de: string } }>('homePage');
const disclosure = home.callDisclosure.de;
const words = de.voiceDemo.transcript;

const transcript = (page: Page) => transcriptRegion(page, words.heading);
const lines = (page: Page) => transcript(page).getByRole('listitem');
/** During a call the panel shows the newest words; the whole transcript is one tap away. */
const openTranscript = (page: Page) =>
  callPanel(page).getByRole('button', { name: words.toggle }).click();
const newestWords = (page: Page) => callPanel(page).locator('.call-panel__newest');

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
});

test('lines appear by speaker, a partial line is replaced by its final one, finals are announced', async ({
  page,
}) => {
  const double = await startCallAsReturningVisitor(page);
  await expect(transcript(page)).toBeHidden();
  await openTranscript(page);
  await expect(callPanel(page).getByRole('button', { name: words.toggle })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(transcript(page)).toBeVisible();
  await expect(transcript(page)).toContainText(words.empty);
  await expect(transcriptAnnouncer(page)).toHaveAttribute('aria-live', 'polite');

  // The assistant speaks: its partial line shows, screen readers hear nothing yet.
  await double.sendTranscript('assistant', 'partial', 'Guten Tag');
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toHaveText(`${words.assistant}: Guten Tag`);
  await expect(lines(page).first()).toHaveAttribute('data-final', 'false');
  await expect(transcriptAnnouncer(page)).toHaveText('');
  await double.sendTranscript('assistant', 'partial', 'Guten Tag, hier ist');

  // Its final line replaces the partial one and is announced once.
  await double.sendTranscript('assistant', 'final', 'Guten Tag, hier ist der Demo-Assistent.');
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toHaveText(
    `${words.assistant}: Guten Tag, hier ist der Demo-Assistent.`,
  );
  await expect(lines(page).first()).toHaveAttribute('data-final', 'true');
  await expect(transcriptAnnouncer(page)).toHaveText(
    `${words.assistant}: Guten Tag, hier ist der Demo-Assistent.`,
  );

  // The visitor answers: a new line of their own, replaced in place, then announced.
  await double.sendTranscript('user', 'partial', 'Ich möchte');
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).nth(1)).toHaveText(`${words.user}: Ich möchte`);
  await expect(transcriptAnnouncer(page)).toHaveText(
    `${words.assistant}: Guten Tag, hier ist der Demo-Assistent.`,
  );
  await double.sendTranscript('user', 'final', 'Ich möchte einen Termin vereinbaren.');
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).nth(1)).toHaveText(
    `${words.user}: Ich möchte einen Termin vereinbaren.`,
  );
  await expect(transcriptAnnouncer(page)).toHaveText(
    `${words.user}: Ich möchte einen Termin vereinbaren.`,
  );

  // The transcript stays readable after the call, one tap away in the card that says how it
  // ended, until the next call starts.
  await endCallButton(page).click();
  await expect(callEndedStatus(page)).toHaveText(de.voiceDemo.ended.visitor);
  await expect(callEndedStatus(page)).toHaveAttribute('role', 'status');
  await openTranscript(page);
  await expect(lines(page)).toHaveCount(2);
  await startCall(page);
  await openTranscript(page);
  await expect(transcript(page)).toContainText(words.empty);
  await expect(lines(page)).toHaveCount(0);
  await expect(callEndedStatus(page)).toHaveCount(0);
  await expect(transcriptAnnouncer(page)).toHaveText('');
});

test('the newest line stays in view by scrolling the transcript, not the page', async ({
  page,
}) => {
  const double = await startCallAsReturningVisitor(page);
  const scrollY = await page.evaluate(() => window.scrollY);
  for (let n = 1; n <= 12; n += 1) {
    await double.sendTranscript(n % 2 ? 'assistant' : 'user', 'final', `Satz Nummer ${n}.`);
  }
  await double.sendTranscript('assistant', 'partial', 'Und zum Schluss');
  // Collapsed, the panel shows the newest words; opened, the whole transcript at its end.
  await expect(newestWords(page)).toHaveText(`${words.assistant} Und zum Schluss`);
  await openTranscript(page);
  await expect(lines(page)).toHaveCount(13);
  const scroller = await transcript(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const newest = element.querySelector('li:last-child')!.getBoundingClientRect();
    const first = element.querySelector('li')!.getBoundingClientRect();
    return {
      overflows: element.scrollHeight > element.clientHeight,
      newestShown: newest.top >= box.top && newest.bottom <= box.bottom,
      firstShown: first.bottom > box.top,
    };
  });
  expect(scroller).toEqual({ overflows: true, newestShown: true, firstShown: false });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  // Keyboard users can scroll it: it takes focus.
  await transcript(page).focus();
  await expect(transcript(page)).toBeFocused();
});

test('the AI disclosure shows before and during a returning visitor’s call, and in the dialog', async ({
  page,
  context,
}) => {
  const shown = page.locator('.voice-demo__disclosure summary');
  // During the call the card says it, wherever the visitor has scrolled.
  const inCard = callPanel(page).locator('.call-panel__disclosure');
  // A first visit: the consent dialog says it too.
  await installDailyMediaServersDouble(page);
  await page.goto(voiceSiteOrigin);
  await expect(shown).toHaveText(disclosure);
  await expect(shown).toBeVisible();
  await expect(orb(page)).toHaveAccessibleDescription(disclosure);
  await orb(page).click();
  const dialog = consentDialog(page);
  await expect(dialog.getByText(disclosure, { exact: true })).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(`${disclosure} ${de.consent.description}`);
  await dialog.getByLabel(de.consent.emailLabel, { exact: true }).fill(uniqueEmail());
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: de.consent.submit }).click();
  await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);
  await expect(inCard).toHaveText(disclosure);
  await expect(inCard).toBeInViewport();
  await endCallButton(page).click();

  // A returning visitor's call skips the dialog; the sentence is there before and during it.
  await becomeReturningVisitor(context);
  await page.goto(voiceSiteOrigin);
  await expect(shown).toBeVisible();
  await startCall(page);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(inCard).toBeInViewport();
});

test('the call with its transcript open has no axe violations, nor after it ended', async ({
  page,
}) => {
  const double = await startCallAsReturningVisitor(page);
  await double.sendTranscript('assistant', 'final', 'Guten Tag, wie kann ich helfen?');
  await double.sendTranscript('user', 'partial', 'Ich hätte');
  await openTranscript(page);
  await expect(lines(page)).toHaveCount(2);
  await expectNoAxeViolations(page, 'call with the transcript open');
  await endCallButton(page).click();
  await expect(callEndedStatus(page)).toHaveText(de.voiceDemo.ended.visitor);
  await expectNoAxeViolations(page, 'transcript after the call');
});
