import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { holdHashTarget, releaseHashTarget } from '../lib/hashTarget';
import { scrollBehavior } from '../lib/scrollBehavior';

/** In-site links scroll (to the top or to their place) this long after navigating. */
const NAVIGATION_SCROLL_DELAY_MS = 100;
/** The contact section's link as a site path (localised like every other, see lib/paths.ts). */
export const CONTACT_TARGET = '/#contact';
export const CONTACT_SECTION_ID = 'contact';
/** The demo call's place on the home page (the orb), where "test the demo" links lead. */
export const DEMO_TARGET = '/#demo';
export const DEMO_SECTION_ID = 'demo';

function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The click behaviour of every in-site link (SiteLink.tsx): another route navigates and scrolls
 * to the top after about 100 ms; the current route just scrolls to the top; a link with a hash
 * ("Kontakt", "test the demo": `/#contact`, `/#demo`) smooth-scrolls to its place, navigating to
 * its page first when elsewhere (the scroll after about 100 ms), and holds it at the top of the
 * window while that page settles (web/src/lib/hashTarget.ts).
 * Links stay real hrefs, so they work without JavaScript and in new tabs. `to` is the link's
 * href as rendered (localised, see useLocalizedPath).
 */
export function useSiteLinkClick() {
  const location = useLocation();
  const navigate = useNavigate();

  return (to: string, onChosen?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    onChosen?.();
    // The visitor goes somewhere else: a place a link led to before is no longer held.
    releaseHashTarget();
    const target = new URL(to, window.location.origin);
    const place = target.hash.slice(1);
    if (place) {
      event.preventDefault();
      if (target.pathname === location.pathname) {
        holdHashTarget(place);
      } else {
        void Promise.resolve(navigate(to)).then(() =>
          window.setTimeout(() => holdHashTarget(place), NAVIGATION_SCROLL_DELAY_MS),
        );
      }
      return;
    }
    if (target.pathname === location.pathname && target.search === location.search) {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      return;
    }
    window.setTimeout(() => window.scrollTo({ top: 0 }), NAVIGATION_SCROLL_DELAY_MS);
  };
}
