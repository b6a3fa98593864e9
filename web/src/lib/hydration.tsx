import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Hydration in pieces. React hydrates a prerendered Suspense boundary in a render of its own,
 * after the part of the page around it, and yields to the browser between them; a click on a part
 * not yet hydrated hydrates that part first and is then replayed. So every independent part of a
 * page (header, footer, each home section, the voice demo, the contact form) sits in a
 * HydrationBoundary, and no single task hydrates the whole page (docs/decisions/0001).
 *
 * The page answers to everything once every boundary has hydrated: then <html data-hydrated> is
 * set (end-to-end tests and the benchmarks wait for it). A boundary counts itself as pending when
 * the render around it commits and as done when its own content commits. A boundary nested in
 * another is counted by its parent's commit, before the parent counts itself done, so the count
 * reaches zero only once, when the last boundary has hydrated.
 */
let pendingBoundaries = 0;

function markHydratedWhenDone() {
  if (pendingBoundaries === 0) document.documentElement.dataset.hydrated = '';
}

function BoundaryPending() {
  useEffect(() => {
    pendingBoundaries += 1;
  }, []);
  return null;
}

function BoundaryHydrated() {
  useEffect(() => {
    pendingBoundaries -= 1;
    markHydratedWhenDone();
  }, []);
  return null;
}

export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <>
      <BoundaryPending />
      {/* The prerendered HTML is the fallback's stand-in until hydrated; nothing else suspends. */}
      <Suspense fallback={null}>
        {children}
        <BoundaryHydrated />
      </Suspense>
    </>
  );
}

/** A page without boundaries is hydrated when the root commits. */
function RootHydrated() {
  useEffect(markHydratedWhenDone, []);
  return null;
}

/**
 * The app's root around the router, in the prerender (entry-server.tsx) as in the browser
 * (app/startApp.tsx). React's useId numbers a component by its place among its siblings, so both
 * trees need the same shape: otherwise an id the browser adds later (an aria-describedby) names
 * another number than the element the prerender wrote.
 */
export function HydrationRoot({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <RootHydrated />
    </>
  );
}

const subscribeToNothing = () => () => {};

/**
 * false while React hydrates the prerendered HTML (and in the prerender), true from the render
 * after. What the prerender could not know (a link keeping the URL's query) waits for true, so
 * the first client render matches the HTML.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
