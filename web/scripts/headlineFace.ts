// The brand font on a first visit's first paint: each prerendered page carries, in its head, the
// glyphs of its h1 in Manrope at the headline's weight. The page then draws its headline in the
// brand font from the HTML alone, with no request before the paint.
// Why and what it costs: docs/decisions/0034-brand-font-on-first-paint.md.
import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import subsetFont from 'subset-font';
import { HEADLINE_FAMILY } from '../src/lib/brandFont.ts';
import { BRAND_FONT_FILE } from './brandFont.ts';

/** The weight of h1 (the browser's bold, `--font-weight-bold`): one static instance, no axis. */
export const HEADLINE_WEIGHT = 700;

/** The first h1's text, without its markup, as the browser shows it; '' for a page without one. */
export function headlineText(html: string): string {
  return markupText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
}

/** An element's content as the browser shows its text: without markup, entities read. */
export function markupText(inner: string): string {
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name]!)
    .trim();
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
};

/** Where index.html's head takes the glyphs, before its script; the build fills it. */
export const HEADLINE_GLYPHS_MARKER = '<!--app-headline-glyphs-->';

/** The id of the glyphs' element, which index.html's head script reads. */
export const HEADLINE_GLYPHS_ID = 'headline-glyphs';

/**
 * The headline's glyphs for a page's head, '' when there is no headline: a data block (a script
 * element that never runs) of the subset font in base64, which index.html's head script makes a
 * FontFace of, with the family and weight the element names. Pinned to one weight (no variation
 * data); kerning kept, which a display size shows (Te, Fe, AV); the name table kept, without which
 * Chromium refuses the font.
 *
 * Why a script and not an @font-face: Chromium decodes a face's data URL in tasks of its own, and
 * holds the first rendering for a preloaded font at most 50 ms (its RenderBlockingResourceManager).
 * On a busy machine the first layout then set the headline in the fallback's widths and moved the
 * page when the glyphs came. A FontFace made from bytes is decoded at once, in the script, so the
 * first layout has the glyphs however slow the machine is.
 */
export async function headlineGlyphs(text: string): Promise<string> {
  if (!text) return '';
  // subset-font 2.9 takes keepFeatures; its @types, older, do not name it.
  const options = {
    targetFormat: 'woff2',
    variationAxes: { wght: HEADLINE_WEIGHT },
    keepFeatures: ['kern'],
  } as const;
  const woff2 = await subsetFont(readFileSync(BRAND_FONT_FILE), text, options);
  return (
    `<script type="font/woff2" id="${HEADLINE_GLYPHS_ID}" data-family="${HEADLINE_FAMILY}" ` +
    `data-weight="${HEADLINE_WEIGHT}">${woff2.toString('base64')}</script>`
  );
}

/**
 * What a page may weigh, compressed as the server sends it (web/server/staticFiles.ts), to
 * arrive in the first round trip of a new connection: ten segments of 1,460 bytes (the initial
 * congestion window Lighthouse and Linux assume), less 1,400 bytes for the response's headers
 * (1,277 from `npm start`, the Content-Security-Policy the most). A page one byte over waits a
 * round trip more for its first paint (docs/decisions/0021-styles-inline-in-the-page.md).
 */
export const FIRST_WINDOW_BYTES = 10 * 1460;
export const PAGE_BUDGET_BYTES = FIRST_WINDOW_BYTES - 1400;

export const compressedBytes = (html: string) => brotliCompressSync(html).length;

export const fitsFirstWindow = (html: string) => compressedBytes(html) <= PAGE_BUDGET_BYTES;
