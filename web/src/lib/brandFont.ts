/**
 * Set on the root element, it puts the page in the brand font: `:root.brand-font` in
 * web/src/styles/tokens.css and web/index.html's head script write it out, and
 * web/test/brandFont.test.ts holds both to this name.
 */
export const BRAND_FONT_CLASS = 'brand-font';

/** The brand font's family name (its files are made by web/scripts/brandFont.ts). */
export const BRAND_FAMILY = 'Manrope';

/** What this module needs of the app's router: its location, and word of each change. */
type NavigatingRouter = {
  state: { location: { key: string } };
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
};

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(callback, { timeout: 2_000 })
    : setTimeout(callback, 1_000);

/**
 * A page that painted in the fallback (a first visit: web/index.html's head script decides)
 * fetches the brand font once it is idle, and shows it from the next page the visitor opens in
 * the site: a page that changes its font under the reader's eyes moves lines, while one that a
 * click replaces moves nothing the reader was looking at. A full page load after that has the
 * file in the browser's cache and paints in it at once.
 * docs/decisions/0022-brand-font-after-the-first-paint.md says why.
 */
export function showBrandFontFromNextPage(router: NavigatingRouter) {
  const root = document.documentElement;
  if (root.classList.contains(BRAND_FONT_CLASS)) return;
  whenIdle(() => {
    // Loads the @font-face of web/src/styles/fonts.css; no text uses it before the class is set.
    document.fonts.load(`1em ${BRAND_FAMILY}`).then(
      (faces) => {
        if (faces.length === 0) return;
        const shown = router.state.location.key;
        const stop = router.subscribe(({ location }) => {
          if (location.key === shown) return;
          stop();
          root.classList.add(BRAND_FONT_CLASS);
        });
      },
      // Offline, say: the page stays in the fallback, which has the brand font's metrics.
      () => undefined,
    );
  });
}
