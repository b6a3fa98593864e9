import type { Locator, Page } from '@playwright/test';
import { seedDocument, type Localized } from './seed';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

// The sample conversation's recording on the seed's landing page (web/src/sections/recording/),
// played by the page's real <audio> element with the seed's file, served by the local Content
// Lake as Sanity's CDN serves it. Times are set on the element, never waited for.

type Line = { text: Localized; start: number };
const conversation = seedDocument<{ lines: Line[] }>('sampleConversation-dental');
const starts = conversation.lines.map(({ start }) => start);

const audioOf = (page: Page) => page.locator('.sample-conversation audio');
const currentTime = (audio: Locator) =>
  audio.evaluate((element: HTMLAudioElement) => element.currentTime);

/** The landing page, scrolled to the conversation, with its player taken over. */
async function openPlayer(page: Page) {
  await page.goto('/l/arztpraxen');
  const card = page.locator('.sample-conversation__card');
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute('data-enhanced', '');
  return { card, audio: audioOf(page), lines: card.locator('.sample-conversation__line') };
}

test('the recording plays with its waveform, and the line being spoken follows its time', async ({
  page,
}) => {
  const { card, audio, lines } = await openPlayer(page);
  await card.getByRole('button', { name: 'Aufnahme abspielen' }).click();
  await expect(card.getByRole('button', { name: 'Aufnahme anhalten' })).toBeVisible();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime > 0))
    .toBe(true);
  // The waveform drawn from the recording's peaks: bars of many heights, no longer a flat line.
  const barHeights = () =>
    card
      .locator('.recording__bars:not(.recording__bars--played) rect')
      .evaluateAll((bars) => new Set(bars.map((bar) => bar.getAttribute('height'))).size);
  await expect.poll(barHeights).toBeGreaterThan(10);
  await card.getByRole('button', { name: 'Aufnahme anhalten' }).click();
  await expect(card.getByRole('button', { name: 'Aufnahme abspielen' })).toBeVisible();
  expect(await axeViolations(page, '.sample-conversation')).toEqual([]);

  for (const index of [4, 1, 7]) {
    await audio.evaluate((element: HTMLAudioElement, time) => {
      element.currentTime = time;
    }, starts[index]! + 0.2);
    await expect(lines.nth(index)).toHaveAttribute('aria-current', 'true');
    await expect(card.locator('[aria-current="true"]')).toHaveCount(1);
  }
  // Just before a line starts, the one before it is still being spoken.
  await audio.evaluate((element: HTMLAudioElement, time) => {
    element.currentTime = time;
  }, starts[3]! - 0.2);
  await expect(lines.nth(2)).toHaveAttribute('aria-current', 'true');
});

test('a click on a line plays from its start; its button and the waveform take the keyboard', async ({
  page,
}) => {
  const { card, audio, lines } = await openPlayer(page);
  await lines.nth(2).getByText(conversation.lines[2]!.text.de).click();
  await expect(lines.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => currentTime(audio)).toBeGreaterThanOrEqual(starts[2]!);
  expect(await currentTime(audio)).toBeLessThan(starts[3]!);
  await card.getByRole('button', { name: 'Aufnahme anhalten' }).click();

  // Tab to the line's own button, Enter.
  const jump = card.getByRole('button', { name: 'Ab 0:24 anhören' });
  await jump.focus();
  await page.keyboard.press('Enter');
  await expect(lines.nth(5)).toHaveAttribute('aria-current', 'true');
  expect(await currentTime(audio)).toBeGreaterThanOrEqual(starts[5]!);
  await card.getByRole('button', { name: 'Aufnahme anhalten' }).click();

  const slider = card.getByRole('slider', { name: 'Stelle in der Aufnahme' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => currentTime(audio)).toBe(0);
  await expect(lines.first()).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(audio)).toBe(10);
  await expect(slider).toHaveAttribute('aria-valuenow', '10');
  await expect(lines.nth(2)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('End');
  const duration = await audio.evaluate((element: HTMLAudioElement) => element.duration);
  await expect.poll(() => currentTime(audio)).toBeCloseTo(duration, 1);
  await expect(lines.last()).toHaveAttribute('aria-current', 'true');
  await expect(card.locator('.recording__time')).toHaveText('0:37 / 0:37');
});

test('the player’s code loads only where a recording is, once it comes into view', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const isPlayer = (path: string) => /\/player-[\w-]+\.js$/.test(path);
  await page.goto('/');
  await page.keyboard.press('End');
  await page.goto('/l/arztpraxen');
  expect(scripts.filter(isPlayer)).toEqual([]);
  await page.locator('.sample-conversation__card').scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.filter(isPlayer)).toHaveLength(1);
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`the played part of the waveform ${reducedMotion === 'reduce' ? 'moves only when the element reports its time (reduced motion)' : 'follows the sound frame by frame'}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    const { card, audio } = await openPlayer(page);
    // The element's reports of its time and length stop here, before the player hears them.
    await page.evaluate(() => {
      for (const type of ['timeupdate', 'durationchange'])
        window.addEventListener(type, (event) => event.stopPropagation(), true);
    });
    await card.getByRole('button', { name: 'Aufnahme abspielen' }).click();
    await expect.poll(() => currentTime(audio)).toBeGreaterThan(1);
    const progress = () =>
      card
        .locator('.recording__wave')
        .evaluate((wave) => Number(wave.style.getPropertyValue('--recording-progress')));
    if (reducedMotion === 'reduce') expect(await progress()).toBe(0);
    else await expect.poll(progress).toBeGreaterThan(0);
    await context.close();
  });
}

test('the recording loads nothing until the visitor plays it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const { card, audio } = await openPlayer(page);
  await expect(audio).toHaveAttribute('preload', 'none');
  const file = new URL((await audio.getAttribute('src'))!, page.url()).pathname;
  expect(requested).not.toContain(file);
  await card.getByRole('button', { name: 'Aufnahme abspielen' }).click();
  await expect.poll(() => requested).toContain(file);
});

test('without JavaScript the browser’s own player plays the recording, the lines stay text', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/l/arztpraxen');
  const audio = audioOf(page);
  await expect(audio).toBeVisible();
  await expect(audio).toHaveAttribute('controls', '');
  await expect(page.locator('.recording__player')).toBeHidden();
  await expect(page.locator('.sample-conversation__jump').first()).toBeHidden();
  await expect(page.locator('.recording__note')).toHaveText(/synthetisch/);
  const file = await page.request.get((await audio.getAttribute('src'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('audio/ogg');
  await context.close();
});
