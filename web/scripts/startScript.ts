import { SITE_STYLES_ID } from '../src/app/siteStyles.ts';

/**
 * How a prerendered page starts its app: not with a module script in the HTML, which the browser
 * would fetch while it is still painting the page, but with this small inline script, which
 * imports the app's entry module only once the page has shown its first content and the whole
 * document is parsed (on a slow phone the first paint may show only the top of the page, and the
 * rest must not wait for the app). The code is the same on every page and in every build (the
 * entry's URL travels in a data attribute), so the Content-Security-Policy allows it by one hash
 * (server/securityHeaders.ts). Browsers without Paint Timing start after the next frame. With a
 * `data-styles` URL (./inlineStylesheet.ts), it adds the site's whole stylesheet at the same time,
 * for which the app waits before it hydrates (src/app/siteStyles.ts).
 */
const START_CODE = `(() => {
  const { entry, styles } = document.currentScript.dataset;
  const start = () => {
    if (document.readyState === 'loading') return addEventListener('DOMContentLoaded', start);
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
})();`;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * The built index.html with its entry module script replaced by the start script at the end of
 * the body. Fails when the template has no
 * entry script, or more than the one Vite writes.
 */
export function withStartScript(template: string): string {
  const match = entryScript.exec(template);
  if (!match || /<script type="module"/.test(template.replace(match[0], ''))) {
    throw new Error('index.html must have exactly one entry module script, as Vite writes it');
  }
  if (/<link rel="modulepreload"/.test(template)) {
    throw new Error('index.html preloads modules: the entry must import the app dynamically');
  }
  const startScript = `<script data-entry="${match[1]}">${START_CODE}</script>`;
  return template.replace(match[0], '').replace('</body>', () => `${startScript}\n  </body>`);
}
