import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { seedDocument } from './seed';
import { expectInView } from './support/viewport';
import {
  callClock,
  callControls,
  callPanel,
  callStatus,
  openAsReturningVisitor,
  orbButton,
  voiceSiteOrigin,
} from './support/voiceSite';

// The running call on a phone, tapped as on one: the card keeps to the small orb, the state, the
// clock, mute and hang up, in one height in every running state, so that the hero's orb and its
// AI disclosure stay readable above it; the transcript, the limit and the card's disclosure open
// with a tap. Through the real @vapi-ai/web and daily-js (Vapi's API played by
// support/vapiApiStub.ts, Daily's call machine and media servers by the TEST DOUBLE of
// support/dailyMediaServersDouble.ts); time is Playwright's clock.

const phone = { width: 390, height: 844 };

/**
 * The running card's most: its two rows of controls (--control-height, 44 CSS px each), the gap
 * between them and the card's padding come to 113 px; 120 px is about a seventh of the phone's
 * height, the size of the pills that ElevenLabs' and Vapi's widgets dock.
 */
const RUNNING_CARD_MOST_HEIGHT = 120;

const languages = [
  { language: 'de', path: '/', words: de },
  { language: 'en', path: '/en', words: en },
] as const;

const home = seedDocument<{ callDisclosure: { de: string; en: string } }>('homePage');

test.use({ hasTouch: true });

const cardBox = (page: Page) =>
  callPanel(page).evaluate((card) => {
    const { x, y, width, height } = card.getBoundingClientRect();
    return { x, y, width, height };
  });

/**
 * The element lies above the card, and what the screen shows at its centre is the element itself
 * (nothing docked, layered or hidden over it).
 */
async function expectUncovered(stage: string, element: Locator) {
  const seen = await element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const card = document.querySelector('section.call-panel')!.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      aboveCard: box.bottom <= card.top + 0.5,
      atCentre: hit !== null && (target === hit || target.contains(hit)),
      visible: getComputedStyle(target).visibility === 'visible',
    };
  });
  expect(seen, `${stage}: ${element} is readable`).toEqual({
    aboveCard: true,
    atCentre: true,
    visible: true,
  });
}

for (const { language, path, words } of languages) {
  test(`phone, ${language}: the running call keeps to one small card, the orb and the disclosure above it`, async ({
    page,
  }) => {
    await page.context().grantPermissions(['microphone'], { origin: voiceSiteOrigin });
    await page.setViewportSize(phone);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const double = await openAsReturningVisitor(page, path);
    const card = callPanel(page);
    const cardOrb = card.locator('.call-card__orb');
    const heroDisclosure = page.locator('.voice-demo__disclosure summary');
    const mute = callControls(page).getByRole('button', { name: words.voiceDemo.mute });
    const end = callControls(page).getByRole('button', { name: words.voiceDemo.end });
    await expect(heroDisclosure).toHaveText(home.callDisclosure[language]);

    const release = double.holdBundle();
    await orbButton(page).tap();
    await expect(callStatus(page)).toHaveText(words.voiceDemo.status.connecting);
    const footprint = await cardBox(page);
    expect(footprint.height, 'connecting: the card is small').toBeLessThanOrEqual(
      RUNNING_CARD_MOST_HEIGHT,
    );
    const expectSmallAndClear = async (stage: string, controls: Locator[]) => {
      expect(await cardBox(page), `${stage}: the same footprint`).toEqual(footprint);
      await expectInView(page, stage, [cardOrb, callStatus(page), callClock(page), ...controls]);
      await expectUncovered(stage, orbButton(page));
      await expectUncovered(stage, heroDisclosure);
    };
    await expectSmallAndClear('connecting', [
      callControls(page).getByRole('button', { name: words.voiceDemo.cancel }),
    ]);
    release();

    await expect(callStatus(page)).toHaveText(words.voiceDemo.status.listening);
    await double.sendTranscript(
      'assistant',
      'final',
      language === 'de'
        ? 'Guten Tag, hier ist der Demo-Assistent der Muster KI GmbH. Wie kann ich Ihnen heute helfen?'
        : 'Hello, this is the demo assistant of Muster KI GmbH. How can I help you today?',
    );
    await double.setVisitorLevel(0.5);
    for (const [stage, act] of [
      ['listening', async () => {}],
      ['speaking', () => double.setAssistantSpeaking(true)],
      [
        'muted',
        async () => {
          await double.setAssistantSpeaking(false);
          await page.clock.runFor(1500);
          await mute.tap();
        },
      ],
    ] as const) {
      await act();
      await expect(callStatus(page)).toHaveText(words.voiceDemo.status[stage]);
      await expect(cardOrb).toHaveAttribute('data-state', stage);
      await expectSmallAndClear(stage, [end]);
    }
    await callControls(page).getByRole('button', { name: words.voiceDemo.unmute }).tap();
    await expect(callStatus(page)).toHaveText(words.voiceDemo.status.listening);

    // Half a minute before the limit (one minute in this build): the warning shows in the card's
    // own rows, which keep their height.
    await page.clock.fastForward('00:31');
    const warning = card.getByRole('alert');
    await expect(warning).toHaveText(words.voiceDemo.endingSoon.replace('{{limit}}', '1:00'));
    await expect(warning).toBeVisible();
    await expectInView(page, 'ending soon', [warning]);
    await expectSmallAndClear('ending soon', [end]);
  });

  test(`phone, ${language}: a tap opens the transcript, the limit and the disclosure, and closes them`, async ({
    page,
  }) => {
    await page.context().grantPermissions(['microphone'], { origin: voiceSiteOrigin });
    await page.setViewportSize(phone);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const double = await openAsReturningVisitor(page, path);
    await orbButton(page).tap();
    await expect(callStatus(page)).toHaveText(words.voiceDemo.status.listening);
    await double.sendTranscript('assistant', 'final', 'Guten Tag!');
    const card = callPanel(page);
    const closed = await cardBox(page);
    const toggle = card.getByRole('button', { name: words.voiceDemo.transcript.toggle });
    const transcript = card.getByRole('region', { name: words.voiceDemo.transcript.heading });
    const disclosure = card.locator('.call-panel__disclosure');
    const limit = card.getByText(words.voiceDemo.timeLimit_one.replace('{{count}}', '1'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    for (const folded of [transcript, disclosure, limit]) await expect(folded).toBeHidden();

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(transcript.getByRole('listitem')).toHaveText([
      `${words.voiceDemo.transcript.assistant}: Guten Tag!`,
    ]);
    await expect(disclosure).toHaveText(home.callDisclosure[language]);
    await expectInView(page, 'opened', [transcript, disclosure, limit, toggle]);
    await expect(toggle).toBeFocused();
    await expectUncovered('opened', orbButton(page));

    // By keyboard too, and the focus stays where it was.
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    for (const folded of [transcript, disclosure, limit]) await expect(folded).toBeHidden();
    expect(await cardBox(page), 'closed again: the small card').toEqual(closed);
  });
}
