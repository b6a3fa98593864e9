import { scrollBehavior } from './scrollBehavior';

/**
 * The one way this site scrolls to a place on a page (`/#contact`, `/#demo`): scroll to it, then
 * hold it at the top of the window (below the sticky header: the html's scroll-padding-top,
 * web/src/styles/global.css) while the layout above it still changes. After a client-side
 * navigation the home page's read-only sections render only once their code has loaded
 * (web/src/sections/StaticSection.tsx), and images and fonts arrive later still: each pushes the
 * place down, so a single scroll lands in the middle of the page on a slow phone.
 *
 * The hold ends when the visitor scrolls, taps or presses a key (their move always wins), once
 * the layout has been quiet for QUIET_MS after the place was reached, or after LONGEST_HOLD_MS
 * whatever happens.
 */

/** The layout counts as settled after this long without a change. */
export const QUIET_MS = 2000;
/** No hold lasts longer than this, whatever keeps changing. */
export const LONGEST_HOLD_MS = 20_000;

/** How the hold reaches the page; the browser's in holdHashTarget, a test's in its unit test. */
export interface HoldSurroundings<Target> {
  /** The place, or null while it is not rendered yet. */
  find: () => Target | null;
  /** Scrolls the place to the top of the window. */
  scrollTo: (target: Target, behavior: 'smooth' | 'instant') => void;
  /** Calls `changed` whenever the page's layout changes; returns what stops it. */
  watchLayout: (changed: () => void) => () => void;
  /** Calls `moved` when the visitor scrolls, taps or presses a key; returns what stops it. */
  watchVisitor: (moved: () => void) => () => void;
  /** Calls `ended` when a smooth scroll has come to rest; returns what stops it. */
  watchScrollEnd: (ended: () => void) => () => void;
}

/**
 * Scrolls to the place (smoothly if `behavior` says so), or as soon as it is rendered, and keeps
 * it there through changes of the layout. Returns what ends the hold early.
 */
export function holdInPlace<Target>(
  surroundings: HoldSurroundings<Target>,
  behavior: 'smooth' | 'instant',
): () => void {
  let scrolled = false;
  // A smooth scroll runs to where the place was when it began: while one runs, a change of layout
  // sends it on to the place's new position; after it, the place is put back at once, before the
  // page is painted, so it seems not to move at all.
  let gliding = false;
  const align = () => {
    const target = surroundings.find();
    if (!target) return;
    const smooth = (!scrolled && behavior === 'smooth') || gliding;
    scrolled = true;
    gliding = smooth;
    surroundings.scrollTo(target, smooth ? 'smooth' : 'instant');
  };

  let quiet: ReturnType<typeof setTimeout> | undefined;
  const stops: (() => void)[] = [];
  const end = () => {
    clearTimeout(quiet);
    clearTimeout(longest);
    stops.splice(0).forEach((stop) => stop());
  };
  const waitForQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(end, QUIET_MS);
  };
  const longest = setTimeout(end, LONGEST_HOLD_MS);

  // Quiet counts from the first scroll: a page that takes long to render its place is not settled.
  const changed = () => {
    align();
    if (scrolled) waitForQuiet();
  };
  stops.push(
    surroundings.watchLayout(changed),
    surroundings.watchVisitor(end),
    surroundings.watchScrollEnd(() => {
      gliding = false;
    }),
  );
  changed();
  return end;
}

/** What a visitor does to move the page themselves, or to go back or forward in its history. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown', 'popstate'] as const;

let current: (() => void) | undefined;

/** Ends the hold of holdHashTarget, if one runs: the visitor is going somewhere else. */
export function releaseHashTarget() {
  current?.();
  current = undefined;
}

/**
 * Scrolls to the element with this id (a link's hash without its `#`) and holds it at the top of
 * the window while the page settles; smoothly unless the visitor asked for reduced motion, or
 * `behavior` is 'instant'. A new call ends the hold of the one before.
 */
export function holdHashTarget(id: string, behavior: 'smooth' | 'instant' = 'smooth') {
  releaseHashTarget();
  const main = document.getElementById('main');
  current = holdInPlace<HTMLElement>(
    {
      find: () => document.getElementById(id),
      // scrollIntoView keeps the scroll-padding-top, so the sticky header covers nothing of it.
      scrollTo: (target, how) => target.scrollIntoView({ behavior: how, block: 'start' }),
      watchLayout: (changed) => {
        // The body's height changes with any section above the place; main's too, and a section
        // that grows as much as another shrinks still moves main's children.
        const observer = new ResizeObserver(changed);
        observer.observe(document.body);
        if (main) {
          observer.observe(main);
          for (const child of main.children) observer.observe(child);
        }
        return () => observer.disconnect();
      },
      watchVisitor: (moved) => {
        const options = { capture: true, passive: true } as const;
        for (const type of VISITOR_MOVES) window.addEventListener(type, moved, options);
        return () => {
          for (const type of VISITOR_MOVES) window.removeEventListener(type, moved, options);
        };
      },
      watchScrollEnd: (ended) => {
        window.addEventListener('scrollend', ended);
        return () => window.removeEventListener('scrollend', ended);
      },
    },
    behavior === 'smooth' && scrollBehavior() === 'smooth' ? 'smooth' : 'instant',
  );
}

/**
 * Set on the root by a prerendered page's start script (web/scripts/startScript.ts) when the
 * address's place was in view at the first paint, before the site's stylesheet came.
 */
export const HASH_IN_VIEW_ATTRIBUTE = 'data-hash-in-view';

/**
 * A fresh load of an address with a hash (a shared `/#contact`): the browser scrolled to the
 * place as the HTML came, and the site's stylesheet and the app, which come after, may still move
 * it (web/src/app/startApp.tsx), out of view too when the rules of what lies below the first
 * screen come with the stylesheet (docs/decisions/0037-below-the-first-screen-styles-follow.md).
 * Holds it there, putting it back at once rather than gliding, where the visitor saw it at the
 * first paint or sees it now; one who has scrolled it away already stays where they are.
 */
export function holdHashTargetOfLoad() {
  const target = document.getElementById(window.location.hash.slice(1));
  if (!target) return;
  const { top } = target.getBoundingClientRect();
  const seen = document.documentElement.hasAttribute(HASH_IN_VIEW_ATTRIBUTE);
  if (!seen && (top < 0 || top >= window.innerHeight)) return;
  holdHashTarget(target.id, 'instant');
}
