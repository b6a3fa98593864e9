import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollBehavior } from '../lib/scrollBehavior';

/** In-site links scroll (to the top or to the contact) this long after navigating. */
const NAVIGATION_SCROLL_DELAY_MS = 100;
/** The contact section's link as a site path (localised like every other, see lib/paths.ts). */
export const CONTACT_TARGET = '/#contact';
export const CONTACT_SECTION_ID = 'contact';
/** The demo call's place on the home page (the orb), where "test the demo" links lead. */
export const DEMO_TARGET = '/#demo';
export const DEMO_SECTION_ID = 'demo';

/** The home page's sections that in-site links lead to by their hash. */
const SECTION_IDS = new Set([CONTACT_SECTION_ID, DEMO_SECTION_ID]);

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior() });
}

function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The click behaviour of every in-site link (SiteLink.tsx): another route navigates and scrolls
 * to the top after about 100 ms; the current route just scrolls to the top;
 * "Kontakt" and "test the demo" smooth-scroll to their section of the home page (contact, demo),
 * navigating home first when elsewhere.
 * Links stay real hrefs, so they work without JavaScript and in new tabs. `to` is the link's
 * href as rendered (localised, see useLocalizedPath).
 */
export function useSiteLinkClick() {
  const location = useLocation();
  const navigate = useNavigate();

  return (to: string, onChosen?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    onChosen?.();
    const target = new URL(to, window.location.origin);
    const section = target.hash.slice(1);
    if (SECTION_IDS.has(section)) {
      event.preventDefault();
      if (target.pathname === location.pathname) {
        scrollToSection(section);
      } else {
        void Promise.resolve(navigate(to)).then(() =>
          window.setTimeout(() => scrollToSection(section), NAVIGATION_SCROLL_DELAY_MS),
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
