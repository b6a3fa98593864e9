import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Each element lies entirely inside the viewport, without scrolling: what a visitor sees on the
 * screen as it is (Playwright's toBeInViewport is content with any part of it). `stage` names
 * the moment in the messages.
 */
export async function expectInView(page: Page, stage: string, elements: Locator[]) {
  const { width, height } = page.viewportSize()!;
  for (const element of elements) {
    const box = await element.boundingBox();
    expect(box, `${stage}: ${element}`).not.toBeNull();
    const inside =
      box!.x >= 0 &&
      box!.y >= 0 &&
      box!.x + box!.width <= width + 0.5 &&
      box!.y + box!.height <= height + 0.5;
    expect(inside, `${stage}: ${element} at ${JSON.stringify(box)} in ${width}x${height}`).toBe(
      true,
    );
  }
}
