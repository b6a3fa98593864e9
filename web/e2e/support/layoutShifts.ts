import type { Page } from '@playwright/test';

/**
 * One layout shift as Chromium reports it: the elements that moved, each with its box before and
 * after ([x, y, width, height] in the viewport), and when (ms after the document's start).
 */
export type LayoutShift = {
  value: number;
  hadRecentInput: boolean;
  nodes: string[];
  at: number;
  moves: { from: number[]; to: number[] }[];
};

type Recorder = { layoutShifts: LayoutShift[]; takeLayoutShifts: () => void };

/** Records every layout shift of the page's documents from their start (see layoutShifts). */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    const record = (entries: PerformanceEntryList) => {
      type Rect = { x: number; y: number; width: number; height: number };
      const box = ({ x, y, width, height }: Rect) => [x, y, width, height].map(Math.round);
      for (const entry of entries as unknown as (Pick<LayoutShift, 'value' | 'hadRecentInput'> & {
        startTime: number;
        sources: { node?: Node; previousRect: Rect; currentRect: Rect }[];
      })[]) {
        // The element and its class, so a failing test says what moved.
        const nodes = entry.sources.map(({ node }) =>
          node instanceof Element && node.className
            ? `${node.nodeName}.${String(node.className).replaceAll(' ', '.')}`
            : (node?.nodeName ?? '?'),
        );
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          nodes,
          at: Math.round(entry.startTime),
          moves: entry.sources.map((source) => ({
            from: box(source.previousRect),
            to: box(source.currentRect),
          })),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, {
      layoutShifts: shifts,
      // Entries of frames already drawn whose callback has not run yet.
      takeLayoutShifts: () => record(observer.takeRecords()),
    } satisfies Recorder);
  });

/** The layout shifts recorded in the page's current document so far. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    const recorder = window as unknown as Recorder;
    recorder.takeLayoutShifts();
    return recorder.layoutShifts;
  });

/** Their sum: the page's cumulative layout shift. */
export const shiftSum = (shifts: readonly LayoutShift[]) =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);
