import type { Page } from '@playwright/test';

/**
 * `work` in `page`, which waits for the page's frames, watched: twice in CI, Chromium drew no more
 * frames of a page mid-check, and the check waited out the test's five minutes in silence
 * (docs/decisions/0033-pages-checked-as-seen.md). Each `probeEvery` ms without the work done, one
 * frame is asked for. None drawn: the window is brought to the front and resized, which makes
 * Chromium draw it anew, and the run says so. Four misses in a row fail, saying what the page did.
 */
export async function watchingFrames<T>(
  page: Page,
  what: string,
  work: Promise<T>,
  { probeEvery = 15_000 } = {},
): Promise<T> {
  // Once this gives up, the work may still fail later, as its page closes: that is no news.
  work.catch(() => undefined);
  let pauseTimer: NodeJS.Timeout | undefined;
  const pause = () =>
    new Promise<'probe'>((done) => {
      pauseTimer = setTimeout(done, probeEvery, 'probe');
    });
  try {
    for (let misses = 0; ;) {
      if ((await Promise.race([work.then(() => 'done' as const), pause()])) === 'done') return work;
      const state = await frameOrState(page, probeEvery);
      if (state === 'drawn') {
        misses = 0;
        continue;
      }
      misses += 1;
      const seconds = Math.round((misses * probeEvery * 2) / 1000);
      if (misses === 4)
        throw new Error(
          `${what}: Chromium drew no frame of ${page.url()} in ${seconds} s, though brought to the front and resized ${misses - 1} times; the page ${state}`,
        );
      console.warn(
        `${what}: no frame of ${page.url()} in ${seconds} s (the page ${state}); redrawn`,
      );
      await redraw(page);
    }
  } finally {
    clearTimeout(pauseTimer);
  }
}

/** 'drawn' if the page draws a frame within `wait` ms, else what its main thread did meanwhile. */
async function frameOrState(page: Page, wait: number) {
  const answer = page.evaluate(
    (wait) =>
      new Promise<string>((done) => {
        const timer = setTimeout(
          () => done(`was idle, ${document.visibilityState}, at ${Math.round(scrollY)} px`),
          wait,
        );
        requestAnimationFrame(() => {
          clearTimeout(timer);
          done('drawn');
        });
      }),
    wait,
  );
  answer.catch(() => undefined);
  let silenceTimer: NodeJS.Timeout | undefined;
  const silence = new Promise<string>((done) => {
    silenceTimer = setTimeout(done, wait * 2, 'answered nothing: its main thread was busy');
  });
  return Promise.race([answer, silence]).finally(() => clearTimeout(silenceTimer));
}

/** What makes Chromium draw a window anew: to the front, and a new size, then the old one. */
async function redraw(page: Page) {
  await page.bringToFront();
  const size = page.viewportSize();
  if (!size) return;
  await page.setViewportSize({ ...size, height: size.height + 1 });
  await page.setViewportSize(size);
}
