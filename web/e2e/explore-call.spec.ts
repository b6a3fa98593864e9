import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import {
  callStatus,
  fakeMicrophoneLaunchOptions,
  openAsReturningVisitor,
  orbButton,
  voiceSiteOrigin,
} from './support/voiceSite';

test.use({ launchOptions: fakeMicrophoneLaunchOptions('answered yes') });
for (const [w, h] of [
  [390, 844],
  [1366, 768],
]) {
  test(`explore ${w}`, async ({ page, context }) => {
    await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
    await page.setViewportSize({ width: w, height: h });
    const double = await openAsReturningVisitor(page);
    await page.screenshot({ path: `/tmp/shots/idle-${w}.png` });
    const release = double.holdBundle();
    await orbButton(page).click();
    await expect(callStatus(page)).toHaveText(de.voice.connecting);
    await page.screenshot({ path: `/tmp/shots/connecting-${w}.png` });
    release();
    await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);
    await double.setVisitorLevel(0.6);
    await double.sendTranscript(
      'assistant',
      'final',
      'Guten Tag, hier ist der Demo-Assistent der Muster KI GmbH. Wie kann ich Ihnen heute helfen?',
    );
    await double.sendTranscript('user', 'partial', 'Ich hätte gern einen Termin');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/listening-${w}.png` });
    await double.setAssistantSpeaking(true);
    await expect(callStatus(page)).toHaveText(de.voiceDemo.status.speaking);
    await page.screenshot({ path: `/tmp/shots/speaking-${w}.png` });
    await double.setAssistantSpeaking(false);
    await page.getByRole('button', { name: de.voiceDemo.mute }).click();
    await page.screenshot({ path: `/tmp/shots/muted-${w}.png` });
    await page.getByRole('button', { name: de.voiceDemo.transcript.toggle }).click();
    await page.screenshot({ path: `/tmp/shots/transcript-${w}.png` });
    await page.getByRole('button', { name: de.voiceDemo.end }).click();
    await expect(callStatus(page)).toHaveCount(0);
    await page.screenshot({ path: `/tmp/shots/ended-${w}.png`, fullPage: false });
  });
}
