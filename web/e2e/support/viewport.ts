import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Each element lies entirely inside the viewport, without scrolling by the test: what a visitor
 * sees on the screen (Playwright's toBeInViewport is content with any part of it). Polled, as
 * the page may still be scrolling smoothly to it. `stage` names the moment in the messages.
 */
export async function expectInView(page: Page, stage: string, elements: Locator[]) {
  const { width, height } = page.viewportSize()!;
  for (const element of elements) {
    await expect
      .poll(
        async () => {
          const box = await element.boundingBox();
          const inside =
            box !== null &&
            box.x >= 0 &&
            box.y >= 0 &&
            box.x + box.width <= width + 0.5 &&
            box.y + box.height <= height + 0.5;
          return inside ? 'inside' : `at ${JSON.stringify(box)}`;
        },
        { message: `${stage}: ${element} in ${width}x${height}` },
      )
      .toBe('inside');
  }
}
