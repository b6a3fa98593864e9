import { create, type Font } from 'fontkitten';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BRAND_FONT_CHARACTERS,
  BRAND_FONT_CSS_FILE,
  BRAND_FONT_FILE,
  brandFontFiles,
} from '../scripts/brandFont';
import { HEADLINE_GLYPHS_ID, HEADLINE_GLYPHS_MARKER } from '../scripts/headlineFace';
import { BRAND_FAMILY, BRAND_FONT_CLASS, HEADLINE_FAMILY } from '../src/lib/brandFont';

const font = create(readFileSync(BRAND_FONT_FILE)) as Font;

/**
 * Characters the copy uses that Manrope has no glyph for, each drawn by a font the visitor has
 * (the next of `--font-sans` in web/src/styles/global.css that has it).
 */
const drawnByAFallback: Record<string, string> = {
  '★': 'the demo call’s rating stars: a system symbol font, as before the brand font',
};

/** Every string value of a JSON document, at any depth. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

const file = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const components = readdirSync(new URL('../src/', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
}).filter((path) => path.endsWith('.tsx') && !path.startsWith('devtools'));

/** The copy of the site: the seed's content, the microcopy and the components' own text. */
const copy = [
  ...file('../../studio/seed/production.ndjson')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => stringsOf(JSON.parse(line))),
  ...['de', 'en'].flatMap((language) =>
    stringsOf(JSON.parse(file(`../src/i18n/${language}.json`))),
  ),
  ...components.map((path) => file(`../src/${path}`)),
].join('');

const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} ${character}`;

describe('the brand font', () => {
  it('and its stylesheet are what web/scripts/brandFont.ts makes (`npm run font --workspace web`)', async () => {
    const { woff2, css } = await brandFontFiles();
    expect(css).toBe(readFileSync(BRAND_FONT_CSS_FILE, 'utf8'));
    expect(woff2.equals(readFileSync(BRAND_FONT_FILE)), 'manrope.woff2 is stale').toBe(true);
  });

  it('keeps its weight axis and tabular figures (the call clock, the counters)', () => {
    expect(font.variationAxes.wght).toMatchObject({ min: 200, max: 800 });
    // fontkitten reads the GSUB table but does not type it.
    const { GSUB } = font as unknown as { GSUB: { featureList: { tag: string }[] } };
    expect(GSUB.featureList.map(({ tag }) => tag)).toContain('tnum');
  });

  it('has a glyph for each character it is subset to', () => {
    const missing = [...BRAND_FONT_CHARACTERS].filter(
      (character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!),
    );
    expect(missing.map(codePoint)).toEqual([]);
  });

  it('draws every character of the copy, except those a fallback draws by design', () => {
    const used = new Set(copy.replace(/\s/g, ''));
    const missing = [...used].filter(
      (character) => !BRAND_FONT_CHARACTERS.includes(character) && !(character in drawnByAFallback),
    );
    expect(missing.map(codePoint), 'add them to BRAND_FONT_CHARACTERS').toEqual([]);
    // The list above names only characters the copy uses.
    expect(Object.keys(drawnByAFallback).filter((character) => !used.has(character))).toEqual([]);
  });

  it('is named as web/src/lib/brandFont.ts names it, in the head script, the tokens and its faces', () => {
    // The head script runs before any module, so it writes the class out.
    expect(file('../index.html')).toContain(`classList.add('${BRAND_FONT_CLASS}')`);
    expect(file('../src/styles/tokens.css')).toContain(`:root.${BRAND_FONT_CLASS} {`);
    expect(file('../src/styles/tokens.css')).toContain(`--font-sans: '${BRAND_FAMILY}',`);
    expect(file('../src/styles/fonts.css')).toContain(`font-family: '${BRAND_FAMILY}';`);
  });

  it('of the headline: the head script reads the glyphs the build puts before it', () => {
    const html = file('../index.html');
    const script = html.indexOf('<script>');
    expect(html.indexOf(HEADLINE_GLYPHS_MARKER)).toBeGreaterThan(0);
    expect(html.indexOf(HEADLINE_GLYPHS_MARKER)).toBeLessThan(script);
    expect(html.slice(script)).toContain(`document.getElementById('${HEADLINE_GLYPHS_ID}')`);
    expect(file('../src/styles/tokens.css')).toContain(`--font-display: '${HEADLINE_FAMILY}',`);
  });
});
