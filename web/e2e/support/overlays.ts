import { expect, type FrameLocator, type Locator } from '@playwright/test';

/**
 * The pointer on `text` in a page framed by Präsentation until its overlay outlines it, as an
 * editor's rests on a text until the outline shows. The overlays attach after the page does
 * (anew after a draft's reload) and answer the pointer's moves: a move before they attached
 * outlines nothing, so the pointer moves again (a hover on the same point sends a move too).
 */
export async function pointUntilOutlined(frame: FrameLocator, text: Locator) {
  const outlined = frame.locator('sanity-visual-editing [data-hovered]');
  let moves = 0;
  await expect(async () => {
    moves += 1;
    await text.hover();
    await expect(outlined).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  // Printed, not judged: how often the overlays had not yet attached is the host's.
  if (moves > 1) console.log(`The overlay outlined the text after ${moves} moves of the pointer.`);
}
