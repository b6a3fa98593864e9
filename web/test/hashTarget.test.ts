import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  holdInPlace,
  LONGEST_HOLD_MS,
  QUIET_MS,
  type HoldSurroundings,
} from '../src/lib/hashTarget';

/**
 * A page for holdInPlace (web/src/lib/hashTarget.ts): a place that may render late, a layout that
 * changes when the test says so, a visitor who moves when the test says so; every scroll is
 * recorded. Time is vitest's simulated clock.
 */
function fakePage({ rendered = true } = {}) {
  const page = {
    rendered,
    scrolls: [] as ('smooth' | 'instant')[],
    changeLayout: () => {},
    visitorMoves: () => {},
    scrollEnds: () => {},
    watching: 0,
  };
  const watch = (set: (callback: () => void) => void) => (callback: () => void) => {
    set(callback);
    page.watching += 1;
    return () => {
      page.watching -= 1;
      set(() => {});
    };
  };
  const surroundings: HoldSurroundings<'place'> = {
    find: () => (page.rendered ? 'place' : null),
    scrollTo: (_target, behavior) => page.scrolls.push(behavior),
    watchLayout: watch((callback) => (page.changeLayout = callback)),
    watchVisitor: watch((callback) => (page.visitorMoves = callback)),
    watchScrollEnd: watch((callback) => (page.scrollEnds = callback)),
  };
  return { page, surroundings };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('holdInPlace', () => {
  it('scrolls smoothly, follows the layout while gliding, then holds the place at once', () => {
    const { page, surroundings } = fakePage();
    holdInPlace(surroundings, 'smooth');
    expect(page.scrolls).toEqual(['smooth']);
    // The sections above render during the smooth scroll: it goes on to the new position.
    page.changeLayout();
    expect(page.scrolls).toEqual(['smooth', 'smooth']);
    page.scrollEnds();
    // An image above loads after the scroll: the place is put back before the page paints.
    page.changeLayout();
    expect(page.scrolls).toEqual(['smooth', 'smooth', 'instant']);
  });

  it('with reduced motion (instant) never scrolls smoothly', () => {
    const { page, surroundings } = fakePage();
    holdInPlace(surroundings, 'instant');
    page.changeLayout();
    expect(page.scrolls).toEqual(['instant', 'instant']);
  });

  it('waits for a place that is not rendered yet, and scrolls to it as it comes', () => {
    const { page, surroundings } = fakePage({ rendered: false });
    holdInPlace(surroundings, 'smooth');
    expect(page.scrolls).toEqual([]);
    page.changeLayout();
    expect(page.scrolls).toEqual([]);
    // However long the page takes to render it: the wait for quiet starts at the place.
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(page.watching).toBe(3);
    page.rendered = true;
    page.changeLayout();
    expect(page.scrolls).toEqual(['smooth']);
    vi.advanceTimersByTime(QUIET_MS);
    expect(page.watching).toBe(0);
  });

  it('ends when the visitor moves the page, and never scrolls after that', () => {
    const { page, surroundings } = fakePage();
    holdInPlace(surroundings, 'smooth');
    page.visitorMoves();
    expect(page.watching).toBe(0);
    page.changeLayout();
    expect(page.scrolls).toEqual(['smooth']);
  });

  it('ends once the layout has been quiet for a while; each change starts the wait again', () => {
    const { page, surroundings } = fakePage();
    holdInPlace(surroundings, 'instant');
    vi.advanceTimersByTime(QUIET_MS - 1);
    page.changeLayout();
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(page.watching).toBe(3);
    vi.advanceTimersByTime(1);
    expect(page.watching).toBe(0);
  });

  it('ends after the longest hold even while the layout keeps changing', () => {
    const { page, surroundings } = fakePage();
    holdInPlace(surroundings, 'instant');
    for (let waited = 0; waited < LONGEST_HOLD_MS - QUIET_MS; waited += QUIET_MS / 2) {
      vi.advanceTimersByTime(QUIET_MS / 2);
      page.changeLayout();
    }
    expect(page.watching).toBe(3);
    vi.advanceTimersByTime(LONGEST_HOLD_MS);
    expect(page.watching).toBe(0);
  });

  it('ends early when told to (the visitor chose another link)', () => {
    const { page, surroundings } = fakePage();
    const end = holdInPlace(surroundings, 'smooth');
    end();
    expect(page.watching).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
