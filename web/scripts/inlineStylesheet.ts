import Beasties from 'beasties';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_FONT_CLASS } from '../src/lib/brandFont.ts';
import { HELD_ATTRIBUTE } from '../src/lib/earlyTaps.ts';
import {
  compressedBytes,
  fitsFirstWindow,
  HEADLINE_GLYPHS_MARKER,
  headlineGlyphs,
  headlineText,
  PAGE_BUDGET_BYTES,
} from './headlineFace.ts';
import { withoutUnusedCustomProperties } from './unusedCustomProperties.ts';

/**
 * How a prerendered page gets its styles. Vite's `<link rel="stylesheet">` would block the first
 * paint for a request of its own after the HTML (a round trip on a phone's network). Instead:
 * - the page's head holds, in a `<style>` element, the rules of the site's stylesheet that its
 *   own markup uses (beasties, see withPageStyles), so it paints from the HTML alone, with
 *   JavaScript on or off;
 * - the start script (./startScript.ts) adds the whole stylesheet once the page has painted, and
 *   the app hydrates only once it has loaded (src/app/siteStyles.ts): what the app shows later
 *   (the dialog, the call, a form's messages) is styled by then.
 * The HTML with its styles stays within the first round trip of a new connection (about 14 kB).
 * The Content-Security-Policy allows each page's element by its hash (server/securityHeaders.ts
 * reads them from the built pages). Why: docs/decisions/0021-styles-inline-in-the-page.md.
 */

const fontFace = /@font-face\{[^}]*\}/g;

const stylesheetLink = /<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">\s*/g;

/**
 * The built index.html (with its start script) with its one stylesheet link replaced by the whole
 * stylesheet's text, and the start script told where the file is; the file keeps all but the
 * font faces, which only the page holds. Fails when the template links
 * no stylesheet or more than one, or when the CSS could end the style element early.
 */
export function withInlineStylesheet(template: string, clientDir: string): string {
  const links = [...template.matchAll(stylesheetLink)];
  if (links.length !== 1) {
    throw new Error(
      `index.html must link exactly one stylesheet, as Vite writes it (cssCodeSplit: false), not ${links.length}`,
    );
  }
  const [link, href] = links[0]! as unknown as [string, string];
  const file = join(clientDir, href);
  const css = readFileSync(file, 'utf8').trim();
  if (/<\/style/i.test(css))
    throw new Error(`${href} contains "</style", which would end it early`);
  // The font faces live in the page alone: an identical face from the file would be a second
  // font to load, and, not loaded yet, would take over from the page's.
  writeFileSync(file, css.replace(fontFace, ''));
  if (!template.includes('<script data-entry=')) {
    throw new Error('index.html has no start script to load the stylesheet after the first paint');
  }
  if (!template.includes(HEADLINE_GLYPHS_MARKER)) {
    throw new Error(`index.html has no ${HEADLINE_GLYPHS_MARKER} for the headline's glyphs`);
  }
  return (
    template
      // The template's comments are for its readers; every page would carry them. The markers
      // the prerenderer fills (<!--app-html--> …) stay.
      .replace(/<!--(?!app-)[\s\S]*?-->\s*/g, '')
      .replace(link, () => `<style>${css}</style>\n    `)
      .replace('<script data-entry=', () => `<script data-styles="${href}" data-entry=`)
  );
}

// A <noscript> block stays as written: its styles are the same on every page, one hash.
const noscriptBlock = /<noscript>[\s\S]*?<\/noscript>/g;

// A closed <dialog> paints nothing until the app opens it, and the whole stylesheet has loaded by
// then: its rules stay out of the page's (the home page must fit the first round trip).
const closedDialog = /<dialog(?![^>]*\sopen[\s>=])[^>]*>[\s\S]*?<\/dialog>/g;

/** Reduces the inline styles of prerendered pages to the rules each page's markup uses. */
export function createPageStyles() {
  const beasties = new Beasties({
    // The page's own <style> only: the whole stylesheet follows after the paint.
    external: false,
    reduceInlineStyles: true,
    inlineFonts: false,
    fonts: false,
    compress: true,
    // Set before the app runs, by web/index.html's head script on the root element and by the
    // script that holds early taps (./startScript.ts) on a tapped control. Then states the
    // visitor sets without JavaScript too, which beasties cannot see in the markup: the site's
    // focus ring (src/styles/global.css), a state alone with no element left once beasties takes
    // the state away, and an open <details> (the FAQ's turned marker).
    allowRules: [
      new RegExp(`\\.${BRAND_FONT_CLASS}\\b`),
      new RegExp(`\\[${HELD_ATTRIBUTE}\\]`),
      /^:focus-visible$/,
      /\bdetails\[open\]/,
    ],
    logLevel: 'warn',
  });
  return async function withPageStyles(html: string): Promise<string> {
    const kept: string[] = [];
    const held = html
      .replace(noscriptBlock, (block) => `<!--held:${kept.push(block) - 1}-->`)
      .replace(closedDialog, (block) => `<!--held:${kept.push(block) - 1}-->`);
    // beasties keeps an @font-face only for a family that a kept rule names in `font-family`;
    // the site names its families through custom properties (src/styles/tokens.css), so every
    // face is put back. A face costs nothing until text uses its family.
    // The page's rules that its markup uses, without the tokens nothing reads.
    const outsideStyles = held.replace(/<style>[\s\S]*?<\/style>/, '') + kept.join('');
    const rulesOf = async (markup: string) =>
      withoutUnusedCustomProperties(
        /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(markup))?.[1] ?? '',
        outsideStyles,
      );
    const faces = (/<style>([\s\S]*?)<\/style>/.exec(held)?.[1] ?? '').match(fontFace) ?? [];
    const stylesheet = /<script data-styles="([^"]+)"/.exec(held)?.[1];
    const page = (rules: string, glyphs: string, withoutScript = '') =>
      held
        .replace(HEADLINE_GLYPHS_MARKER, () => glyphs)
        .replace(
          /<style>[\s\S]*?<\/style>/,
          () => `<style>${faces.join('')}${rules}</style>${withoutScript}`,
        )
        .replace(/<!--held:(\d+)-->/g, (_, index: string) => kept[Number(index)]!);
    // And the glyphs of the page's own headline (./headlineFace.ts), where the page fits the
    // first round trip with them.
    const text = headlineText(held);
    const glyphs = await headlineGlyphs(text);
    const whole = page(await rulesOf(held), glyphs);
    if (!text || fitsFirstWindow(whole)) return whole;
    // Else the rules of what lies below the first screen follow the page, from the last section
    // up, until it fits: the start script adds the whole stylesheet after the first paint, and a
    // visitor without JavaScript loads it as a stylesheet of the head
    // (docs/decisions/0037-below-the-first-screen-styles-follow.md).
    const below = belowFirstScreen(held);
    const withoutScript = `<noscript><link rel="stylesheet" href="${stylesheet}"></noscript>`;
    for (let from = below.length - 1; stylesheet && from >= 0; from--) {
      const firstScreen = withoutSpans(held, below.slice(from));
      const lighter = page(await rulesOf(firstScreen), glyphs, withoutScript);
      if (fitsFirstWindow(lighter)) return lighter;
    }
    const plain = page(await rulesOf(held), '');
    console.warn(
      `  its headline in the fallback on a first visit: even with only its first screen's styles, the page with its headline's glyphs would miss the first window (${PAGE_BUDGET_BYTES} bytes); ${compressedBytes(plain)} without them`,
    );
    return plain;
  };
}

/**
 * The spans of a page's markup that lie below its first screen, in order: every section after the
 * first (each in its `.page-section`, src/sections/PageSections.tsx) and the site's footer.
 */
export function belowFirstScreen(html: string): [number, number][] {
  const starts = [...html.matchAll(/<div class="page-section"/g)].map((match) => match.index);
  const mainEnd = html.indexOf('</main>');
  const spans = starts
    .slice(1)
    .map((start, i, rest): [number, number] => [start, rest[i + 1] ?? mainEnd]);
  const footer = html.indexOf('<footer class="site-footer"');
  if (footer >= 0) spans.push([footer, html.indexOf('</footer>', footer) + '</footer>'.length]);
  return spans;
}

const withoutSpans = (html: string, spans: [number, number][]) =>
  spans.reduceRight((rest, [start, end]) => rest.slice(0, start) + rest.slice(end), html);
