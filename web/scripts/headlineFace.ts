// The brand font on a first visit's first paint: each prerendered page carries, in its own
// <style>, the glyphs of its h1 in Manrope at the headline's weight, as a data: URL. The page then
// draws its headline in the brand font from the HTML alone, with no request before the paint.
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
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
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

/**
 * The headline's glyphs for a page's head, '' when there is no headline: a preload and the
 * @font-face (minified as beasties writes the page's rules) of one data URL. Pinned to one weight
 * (no variation data); kerning kept, which a display size shows (Te, Fe, AV); the name table
 * kept, without which Chromium refuses the font.
 *
 * The face alone is decoded only once the h1's style asks for it, after the first layout has
 * set the headline in the fallback's widths: its lines then change (a layout shift of 0.028 on a
 * case study at 412 px). The preload starts the decoding while the head is parsed, and the first
 * layout has the glyphs; the data's second copy costs about 80 bytes compressed.
 */
export async function headlineFace(text: string): Promise<{ preload: string; face: string }> {
  if (!text) return { preload: '', face: '' };
  // subset-font 2.9 takes keepFeatures; its @types, older, do not name it.
  const options = {
    targetFormat: 'woff2',
    variationAxes: { wght: HEADLINE_WEIGHT },
    keepFeatures: ['kern'],
  } as const;
  const woff2 = await subsetFont(readFileSync(BRAND_FONT_FILE), text, options);
  const url = `data:font/woff2;base64,${woff2.toString('base64')}`;
  return {
    preload: `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`,
    // "block": the data is in the page, there is nothing to wait for; no fallback is ever drawn.
    face:
      `@font-face{font-family:"${HEADLINE_FAMILY}";font-weight:${HEADLINE_WEIGHT};` +
      `font-display:block;src:url(${url})format("woff2")}`,
  };
}

/**
 * What a page may weigh, compressed as the server sends it (web/server/staticFiles.ts), to
 * arrive in the first round trip of a new connection: ten segments of 1,460 bytes (the initial
 * congestion window Lighthouse and Linux assume), less 1,400 bytes for the response's headers
 * (1,277 from `npm start`, the Content-Security-Policy the most). A page one byte over waits a
 * round trip more for its first paint (docs/decisions/0021-styles-inline-in-the-page.md).
 */
export const PAGE_BUDGET_BYTES = 10 * 1460 - 1400;

export const compressedBytes = (html: string) => brotliCompressSync(html).length;

export const fitsFirstWindow = (html: string) => compressedBytes(html) <= PAGE_BUDGET_BYTES;
