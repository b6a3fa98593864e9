import type { Page } from '@playwright/test';

/** One layout shift as Chromium reports it, with the names of the elements that moved. */
export type LayoutShift = { value: number; hadRecentInput: boolean; nodes: string[] };

/** Records every layout shift of the page's documents from their start (see layoutShifts). */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (Omit<LayoutShift, 'nodes'> & {
        sources: { node?: Node }[];
      })[]) {
        // The element and its class, so a failing test says what moved.
        const nodes = entry.sources.map(({ node }) =>
          node instanceof Element && node.className
            ? `${node.nodeName}.${String(node.className).replaceAll(' ', '.')}`
            : (node?.nodeName ?? '?'),
        );
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shifts recorded in the page's current document so far. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
