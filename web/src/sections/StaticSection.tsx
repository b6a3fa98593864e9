import { use, useState, type ReactNode } from 'react';
import { previewStudioUrl } from '../preview/previewMode';

// Sections a visitor only reads (lists, links, <details>, <audio>) need no script: the page
// hydrates with their prerendered HTML kept as it is, and their code (./readOnlySections.tsx)
// loads only when the app renders one itself: after a client-side navigation, or in preview
// mode, where drafts change them live. Why: docs/decisions/0028-pages-from-sections.md.

type ReadOnlySections = typeof import('./readOnlySections');

let loading: Promise<ReadOnlySections> | undefined;

/**
 * Loads the read-only sections' code once; the prerender awaits it before it renders. The promise
 * says it is fulfilled as React's use() reads a promise, so use() returns the code at once.
 */
export function loadReadOnlySections(): Promise<ReadOnlySections> {
  if (!loading) {
    const promise = import('./readOnlySections').then((module) => {
      Object.assign(promise, { status: 'fulfilled', value: module });
      return module;
    });
    loading = promise;
  }
  return loading;
}

/** Whether this page load keeps the prerendered HTML of a read-only section with this id. */
function keepsPrerenderedHtml(id: string) {
  if (typeof document === 'undefined' || previewStudioUrl()) return false;
  // Only while the page hydrates: a section rendered later (a navigation) has no HTML yet.
  return !document.documentElement.hasAttribute('data-hydrated') && !!document.getElementById(id);
}

/**
 * A read-only section: `render` draws it with the sections' code. The wrapper's id is unique on
 * the page; its class lays nothing out (display: contents).
 */
export function StaticSection({
  id,
  render,
}: {
  id: string;
  render: (sections: ReadOnlySections) => ReactNode;
}) {
  // Read once, at the first render: later renders keep what the visitor changed (an open answer).
  const [kept] = useState(() =>
    keepsPrerenderedHtml(id) ? document.getElementById(id)!.innerHTML : undefined,
  );
  if (kept !== undefined) {
    // The same HTML React finds there, so hydration leaves it alone.
    return <div id={id} className="static-section" dangerouslySetInnerHTML={{ __html: kept }} />;
  }
  return (
    <div id={id} className="static-section">
      {render(use(loadReadOnlySections()))}
    </div>
  );
}
