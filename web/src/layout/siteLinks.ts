import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollBehavior } from '../lib/scrollBehavior';

/** In-site links scroll (to the top or to the contact) this long after navigating. */
const NAVIGATION_SCROLL_DELAY_MS = 100;
/** The contact section's link as a site path (localised like every other, see lib/paths.ts). */
export const CONTACT_TARGET = '/#contact';
export const CONTACT_SECTION_ID = 'contact';

function scrollToContactSection() {
  document.getElementById(CONTACT_SECTION_ID)?.scrollIntoView({ behavior: scrollBehavior() });
}

function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The click behaviour of every in-site link (SiteLink.tsx): another route navigates and scrolls
 * to the top after about 100 ms; the current route just scrolls to the top;
 * "Kontakt" smooth-scrolls to the contact section, navigating home first when elsewhere.
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
    if (target.hash === `#${CONTACT_SECTION_ID}`) {
      event.preventDefault();
      if (target.pathname === location.pathname) {
        scrollToContactSection();
      } else {
        void Promise.resolve(navigate(to)).then(() =>
          window.setTimeout(scrollToContactSection, NAVIGATION_SCROLL_DELAY_MS),
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
