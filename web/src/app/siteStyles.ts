/** The id of the site's whole stylesheet, which a prerendered page's start script adds after its
 * first paint (web/scripts/startScript.ts); the page's head holds only the rules its markup uses
 * (web/scripts/inlineStylesheet.ts). */
export const SITE_STYLES_ID = 'site-styles';

/**
 * Resolves once the site's whole stylesheet has loaded, or failed to: the app changes the page
 * only from then on, so that no state it shows (a class, an open dialog) lacks its rules. Resolves
 * at once where there is no such stylesheet (the development server injects its styles itself).
 */
export function siteStylesLoaded(): Promise<void> {
  const link = document.getElementById(SITE_STYLES_ID) as HTMLLinkElement | null;
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // Without it the page keeps its own rules; the app still starts.
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
