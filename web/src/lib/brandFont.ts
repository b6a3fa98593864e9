/**
 * Set on the root element, it puts the page in the brand font: `:root.brand-font` in
 * web/src/styles/tokens.css and web/index.html's head script write it out, and
 * web/test/brandFont.test.ts holds both to this name.
 */
export const BRAND_FONT_CLASS = 'brand-font';

/** The brand font's family name (its files are made by web/scripts/brandFont.ts). */
export const BRAND_FAMILY = 'Manrope';

/**
 * The family of the glyphs of a page's h1 that the page itself carries (web/scripts/headlineFace.ts),
 * named first by `--font-display` in web/src/styles/tokens.css.
 */
export const HEADLINE_FAMILY = 'Manrope Headline';

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
 * Set on the root element by showBrandFontFromNextPage when the visitor opens another page of the
 * site before the browser has the brand font: `--font-display` (web/src/styles/tokens.css) then
 * leaves the glyphs the first page carried, which are those of its own headline only.
 */
export const NO_HEADLINE_FACE_CLASS = 'headline-face-gone';

/**
 * A page that painted in the fallback (a first visit: web/index.html's head script decides; its
 * headline is in the brand font all the same, web/scripts/headlineFace.ts) fetches the brand font
 * once it is idle, and shows it from the next page the visitor opens in the site: a page that
 * changes its font under the reader's eyes moves lines, while one that a click replaces moves
 * nothing the reader was looking at. A full page load after that has the file in the browser's
 * cache and paints in it at once. docs/decisions/0022-brand-font-after-the-first-paint.md and
 * docs/decisions/0034-brand-font-on-first-paint.md say why.
 */
export function showBrandFontFromNextPage(router: NavigatingRouter) {
  const root = document.documentElement;
  if (root.classList.contains(BRAND_FONT_CLASS)) return;
  let loaded = false;
  const shown = router.state.location.key;
  const stop = router.subscribe(({ location }) => {
    if (location.key === shown) return;
    if (!loaded) {
      root.classList.add(NO_HEADLINE_FACE_CLASS);
      return;
    }
    stop();
    root.classList.add(BRAND_FONT_CLASS);
  });
  whenIdle(() => {
    // Loads the @font-face of web/src/styles/fonts.css; no text uses it before the class is set.
    document.fonts.load(`1em ${BRAND_FAMILY}`).then(
      (faces) => {
        loaded = faces.length > 0;
      },
      // Offline, say: the page stays in the fallback, which has the brand font's metrics.
      () => undefined,
    );
  });
}
