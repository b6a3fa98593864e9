import type { Page } from '@playwright/test';
import { fakeMicrophoneLaunchOptions } from '../e2e/support/chromium';
import { installDailyMediaServersDouble } from '../e2e/support/dailyMediaServersDouble';
import { expect } from '../e2e/support/test';
import { callPanel, orbButton, uniqueEmail, vapiAnswers } from '../e2e/support/voiceSite';
import { localizedPath } from '../src/lib/paths';
import { languages, laptop, otherSite, phone, screenshot, test } from './shots';

// Every state of the demo call as a visitor sees it, on a phone (390 × 844) and a laptop
// (1366 × 768), in German and English, into docs/screenshots/call/: idle, the microphone
// question, connecting, listening, speaking, muted, ending soon, ended, cancelled ("Kein
// Gespräch"), ended by silence, failed, and the written conversation and its end. The call runs
// through the real @vapi-ai/web and daily-js against the served site's Vapi API stub
// (e2e/support/vapiApiStub.ts) and the TEST DOUBLE of Daily's call machine and media servers
// (e2e/support/dailyMediaServersDouble.ts).

test.use({ launchOptions: fakeMicrophoneLaunchOptions('answered yes') });

const folder = 'call';

/**
 * A running call's clock counts real seconds (the call's own timers need real time to connect):
 * its digits differ from run to run, so the comparison leaves them out (shots.ts).
 */
const clocks = (page: Page) => [page.locator('.call-panel__clock, .chat-panel__clock')];

/**
 * And the orb, where a shot catches it changing shape (the question for the microphone, a
 * failure, an ending): which frame of the change a shot shows depends on when it is taken.
 */
const clocksAndOrb = (page: Page) => [...clocks(page), page.locator('.orb-canvas')];

/** A returning visitor (the consent given before), Daily's side played by the double. */
async function openHome(page: Page, language: 'de' | 'en', baseURL: string | undefined) {
  const double = await installDailyMediaServersDouble(page);
  await page
    .context()
    .addCookies([{ name: 'voice_email', value: encodeURIComponent(uniqueEmail()), url: baseURL }]);
  await page.goto(localizedPath('/', language));
  await expect(orbButton(page)).toBeEnabled();
  return double;
}

// Another checkout's site (SCREENSHOTS_SITE) has no stub and no double behind it.
for (const { language, words } of otherSite ? [] : languages) {
  for (const viewport of [phone, laptop]) {
    const name = (state: string) => `${state}-${language}-${viewport.name}`;
    const status = (page: Page) => callPanel(page).locator('.call-panel__status');

    test(`a call, ${language}, ${viewport.name}`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await page.clock.install();
      const double = await openHome(page, language, baseURL);
      await screenshot(page, name('idle'), { folder, unheld: clocks(page) });

      const release = double.holdBundle();
      await orbButton(page).click();
      await expect(status(page)).toHaveText(words.voiceDemo.status.connecting);
      await screenshot(page, name('connecting'), { folder, unheld: clocks(page) });
      release();

      await expect(status(page)).toHaveText(words.voiceDemo.status.listening);
      await double.sendTranscript(
        'assistant',
        'final',
        language === 'de'
          ? 'Guten Tag, hier ist der Demo-Assistent der Muster KI GmbH. Wie kann ich helfen?'
          : 'Hello, this is the demo assistant of Muster KI GmbH. How can I help?',
      );
      await double.setVisitorLevel(0.5);
      await page.clock.runFor(12_000);
      await screenshot(page, name('listening'), { folder, unheld: clocks(page) });

      await double.setAssistantSpeaking(true);
      await expect(status(page)).toHaveText(words.voiceDemo.status.speaking);
      await screenshot(page, name('speaking'), { folder, unheld: clocks(page) });
      await double.setAssistantSpeaking(false);
      await page.clock.runFor(1500);

      await callPanel(page).getByRole('button', { name: words.voiceDemo.mute }).click();
      await expect(status(page)).toHaveText(words.voiceDemo.status.muted);
      await screenshot(page, name('muted'), { folder, unheld: clocks(page) });
      await callPanel(page).getByRole('button', { name: words.voiceDemo.unmute }).click();

      // Half a minute before the five minutes of the seed.
      await page.clock.fastForward('04:20');
      await expect(callPanel(page).getByRole('alert')).not.toHaveText('');
      await screenshot(page, name('ending-soon'), { folder, unheld: clocks(page) });

      await callPanel(page).getByRole('button', { name: words.voiceDemo.end }).click();
      await expect(status(page)).toHaveText(words.voiceDemo.outcome.ended);
      await screenshot(page, name('ended'), { folder, unheld: clocks(page) });
    });

    test(`the microphone question, cancelled, ${language}, ${viewport.name}`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      // A STAND-IN for the browser's permission prompt the visitor has not answered yet:
      // Chromium's own cannot be held open from a test, so getUserMedia waits for good.
      await page.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () => new Promise<MediaStream>(() => {});
      });
      await openHome(page, language, baseURL);
      await orbButton(page).click();
      await expect(status(page)).toHaveText(words.voiceDemo.status.microphone);
      await screenshot(page, name('microphone'), { folder, unheld: clocksAndOrb(page) });
      await callPanel(page).getByRole('button', { name: words.voiceDemo.cancel }).click();
      await expect(status(page)).toHaveText(words.voiceDemo.outcome.cancelled);
      await screenshot(page, name('cancelled'), { folder, unheld: clocksAndOrb(page) });
    });

    test(`a failed call, ${language}, ${viewport.name}`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await openHome(page, language, baseURL);
      // Vapi's API (its role played by a route) is busy.
      await vapiAnswers(page, 503);
      await orbButton(page).click();
      await expect(status(page)).toHaveText(words.voiceDemo.outcome.failed);
      await screenshot(page, name('failed'), { folder, unheld: clocksAndOrb(page) });
    });

    test(`the written conversation, ${language}, ${viewport.name}`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await openHome(page, language, baseURL);
      await page.getByRole('button', { name: words.voiceDemo.chat.open }).click();
      const panel = page.getByRole('region', { name: words.voiceDemo.chat.panel });
      const field = panel.getByRole('textbox', { name: words.voiceDemo.chat.message });
      await field.fill(
        language === 'de' ? 'Haben Sie morgen einen Termin frei?' : 'Do you have time tomorrow?',
      );
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('listitem')).toHaveCount(2);
      await screenshot(page, name('chat'), { folder, unheld: clocks(page) });

      // Ended, it shows the call's end card in its place, the transcript open.
      await panel.getByRole('button', { name: words.voiceDemo.chat.end, exact: true }).click();
      await expect(status(page)).toHaveText(words.voiceDemo.chat.outcome.ended);
      await screenshot(page, name('chat-ended'), { folder, unheld: clocks(page) });
    });

    test(`a call ended by silence, ${language}, ${viewport.name}`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const double = await openHome(page, language, baseURL);
      await orbButton(page).click();
      await expect(status(page)).toHaveText(words.voiceDemo.status.listening);
      await double.endCallFromServer('silence-timed-out');
      await expect(callPanel(page).locator('.call-panel__detail')).toHaveText(
        words.voiceDemo.ended.silence,
      );
      await screenshot(page, name('silence'), { folder, unheld: clocksAndOrb(page) });
    });
  }
}
