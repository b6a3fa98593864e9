import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How a prerendered page gets its styles: in a `<style>` element of its head instead of Vite's
 * `<link rel="stylesheet">`. A linked stylesheet blocks the first paint for a request of its own
 * after the HTML (a round trip on a phone's network); inline, the page paints from the HTML's
 * first bytes, with JavaScript on or off. The whole stylesheet is about 7 kB compressed, so the
 * HTML and its styles together stay within the first round trips of a new connection; splitting
 * off a "critical" part would add a second, deferred stylesheet that needs a script (or a
 * <noscript> twin) to apply. The element is the same on every page, so the Content-Security-Policy
 * allows it by one hash (server/securityHeaders.ts reads it from the built pages).
 * Why: docs/decisions/0021-styles-inline-in-the-page.md.
 */

const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\s*/g;

/**
 * The built index.html with its one stylesheet link replaced by the stylesheet's text, and the
 * file itself removed from `clientDir` (nothing links it any more). Fails when the template links
 * no stylesheet or more than one, or when the CSS could end the style element early.
 */
export function withInlineStylesheet(template: string, clientDir: string): string {
  const links = [...template.matchAll(stylesheetLink)];
  if (links.length !== 1) {
    throw new Error(
      `index.html must link exactly one stylesheet, as Vite writes it (cssCodeSplit: false), not ${links.length}`,
    );
  }
  const [link, path] = links[0]! as unknown as [string, string];
  const file = join(clientDir, path);
  const css = readFileSync(file, 'utf8').trim();
  if (/<\/style/i.test(css))
    throw new Error(`${path} contains "</style", which would end it early`);
  rmSync(file);
  return template.replace(link, () => `<style>${css}</style>\n    `);
}
