import { ENABLED_BY_SCRIPT_ATTRIBUTE, HELD_ATTRIBUTE } from '../src/lib/earlyTaps.ts';
import { SITE_STYLES_ID } from '../src/app/siteStyles.ts';
import { HASH_IN_VIEW_ATTRIBUTE } from '../src/lib/hashTarget.ts';

/**
 * How a prerendered page starts its app: not with a module script in the HTML, which the browser
 * would fetch while it is still painting the page, but with this small inline script, which
 * imports the app's entry module only once the page has shown its first content and the whole
 * document is parsed. The code is the same on every page and in every build (the
 * entry's URL travels in a data attribute), so the Content-Security-Policy allows it by one hash
 * (server/securityHeaders.ts). Browsers without Paint Timing start after the next frame. A page
 * in a frame starts as soon as it is parsed: only preview pages may be framed (published ones
 * send `frame-ancestors 'none'`), and Präsentation keeps its frame out of sight until the page's
 * visual editing answers, so the page would never paint and never start. (Not at `load` on every
 * page: that may come before the first paint, and the stylesheet added then would hold the paint
 * back by a round trip.) With a
 * `data-styles` URL (./inlineStylesheet.ts), it adds the site's whole stylesheet at the same time,
 * for which the app waits before it hydrates (src/app/siteStyles.ts). Before that it notes
 * whether the address's `#place` is in view, which the stylesheet may move
 * (holdHashTargetOfLoad in src/lib/hashTarget.ts).
 */
const START_CODE = `(() => {
  const { entry, styles } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    if (document.readyState === 'loading') return addEventListener('DOMContentLoaded', start);
    started = true;
    const place = location.hash && document.getElementById(location.hash.slice(1));
    const top = place ? place.getBoundingClientRect().top : -1;
    if (top >= 0 && innerHeight > top) document.documentElement.setAttribute('${HASH_IN_VIEW_ATTRIBUTE}', '');
    if (styles) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = styles;
      link.id = '${SITE_STYLES_ID}';
      document.head.append(link);
    }
    import(entry);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  if (window !== window.top) start();
})();`;

/**
 * Taps that come before the app is ready: a visitor sees the page's buttons at its first paint,
 * seconds before the app hydrates on a slow phone, and a tap there would do nothing and be
 * gone. This script, in the head, holds every click on a button (and every form's
 * submission) until <html data-hydrated> is set (src/lib/hydration.tsx), marks the control as
 * taken (`data-held`, `aria-busy`; after a moment the stylesheet shows it, src/styles/global.css),
 * then carries each out once, in order, as a click on the same element, which the hydrated app
 * then owns. A second tap on a control already held is the same wish, not a second one. Links
 * are not held: they work as links before the app does. Form controls that only the app can act
 * on are disabled in the HTML; the script enables them once the page is parsed
 * (`data-enabled-by-script`), so that a visitor can fill in and send a form while the app
 * loads. Without JavaScript nothing is held or enabled, and the pages work as HTML
 * (docs/decisions/0025-no-tap-is-lost.md).
 */
const HOLD_TAPS_CODE = `(() => {
  const root = document.documentElement;
  const ready = () => root.hasAttribute('data-hydrated');
  const held = [];
  const hold = (event) => {
    if (ready()) return;
    const control =
      event.type === 'submit' ? event.target : event.target.closest && event.target.closest('button');
    if (!control || control.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.includes(control)) return;
    held.push(control);
    control.setAttribute('${HELD_ATTRIBUTE}', '');
    control.setAttribute('aria-busy', 'true');
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener('DOMContentLoaded', () => {
    if (ready()) return;
    for (const control of document.querySelectorAll('[${ENABLED_BY_SCRIPT_ATTRIBUTE}]')) {
      control.disabled = false;
    }
  });
  new MutationObserver((records, observer) => {
    if (!ready()) return;
    observer.disconnect();
    removeEventListener('click', hold, true);
    removeEventListener('submit', hold, true);
    for (const control of held) {
      control.removeAttribute('${HELD_ATTRIBUTE}');
      control.removeAttribute('aria-busy');
      if (!control.isConnected) continue;
      if (control instanceof HTMLFormElement) control.requestSubmit();
      else control.click();
    }
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
})();`;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * The start script's id: the last element of a page, up to which the first paint waits unless the
 * first screen ended before (FIRST_SCREEN_CHECK).
 */
export const PAGE_END_ID = 'page-end';

/**
 * The built index.html with its entry module script replaced by the start script at the end of
 * the body, and the script that holds early taps at the end of the head. Fails when the template has
 * no entry script, or more than the one Vite writes.
 *
 * The head also asks the browser not to paint before the start script is parsed, the page's last
 * element: a page drawn half-parsed (the parser pauses on a slow or busy device) moves what is
 * centred or wraps when the rest comes. A page too long for the first window paints once its
 * first screen is parsed (withFirstScreenChecks). Why: docs/decisions/0040-the-first-paint-is-the-whole-page.md.
 */
export function withStartScript(template: string): string {
  const match = entryScript.exec(template);
  if (!match || /<script type="module"/.test(template.replace(match[0], ''))) {
    throw new Error('index.html must have exactly one entry module script, as Vite writes it');
  }
  if (/<link rel="modulepreload"/.test(template)) {
    throw new Error('index.html preloads modules: the entry must import the app dynamically');
  }
  const startScript = `<script data-entry="${match[1]}" id="${PAGE_END_ID}">${START_CODE}</script>`;
  const wholePage = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;
  const holdTaps = `<script>${HOLD_TAPS_CODE}</script>`;
  return template
    .replace(match[0], '')
    .replace('</head>', () => `${wholePage}\n    ${holdTaps}\n  </head>`)
    .replace('</body>', () => `${startScript}\n  </body>`);
}

/**
 * Run after each section of a page as it is parsed: once what is parsed reaches below the
 * viewport, nothing in the first screen can move any more when the rest of the page comes, so
 * the head's hold on the first paint goes (removing the render-blocking link ends it). Not on a
 * visit to a `#place` or a reload: the browser scrolls there once it is parsed, and the first
 * paint must not show the top before. The script then leaves the document, which React hydrates
 * as it rendered it. The same text after every section, so one CSP hash allows it
 * (server/securityHeaders.ts).
 */
const FIRST_SCREEN_CHECK = `<script>(() => {
  const check = document.currentScript;
  const hold = document.querySelector('link[rel="expect"][blocking="render"]');
  if (
    hold &&
    !location.hash &&
    performance.getEntriesByType('navigation')[0]?.type === 'navigate' &&
    check.previousElementSibling.getBoundingClientRect().bottom > innerHeight
  ) hold.remove();
  check.remove();
})();</script>`;

/**
 * The page with the first-screen check after each of its sections (each `.page-section` of
 * src/sections/PageSections.tsx): the prerender gives them to a page that misses the first
 * window, so it paints once its first screen is parsed, not its end
 * (docs/decisions/0040-the-first-paint-is-the-whole-page.md).
 */
export function withFirstScreenChecks(html: string): string {
  const starts = [...html.matchAll(/<div class="page-section"/g)].map(({ index }) => index);
  if (starts.length === 0) return html;
  const ends = [...starts.slice(1), html.indexOf('</main>')];
  return ends.reduceRight(
    (page, at) => page.slice(0, at) + FIRST_SCREEN_CHECK + page.slice(at),
    html,
  );
}
