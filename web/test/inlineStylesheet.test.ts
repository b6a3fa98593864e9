import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { create, type Font } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import {
  compressedBytes,
  HEADLINE_GLYPHS_ID,
  HEADLINE_GLYPHS_MARKER,
  HEADLINE_WEIGHT,
  PAGE_BUDGET_BYTES,
} from '../scripts/headlineFace';
import { createPageStyles, withInlineStylesheet } from '../scripts/inlineStylesheet';
import { HEADLINE_FAMILY } from '../src/lib/brandFont';

function builtClient(css = 'h1{color:red}') {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'style-abc.css'), `${css}\n`);
  return dir;
}

const startScript = '<script data-entry="/assets/index-abc.js">start()</script>';
const template = (links: string) =>
  `<html><head>${HEADLINE_GLYPHS_MARKER}<title>x</title>\n    ${links}\n  </head><body>${startScript}</body></html>`;
const link = '<link rel="stylesheet" crossorigin href="/assets/style-abc.css">';

describe('the stylesheet inline in the page template', () => {
  it('takes the place of its link; the file stays, and the start script knows where', () => {
    const dir = builtClient();
    const html = withInlineStylesheet(template(link), dir);
    expect(html).toContain('<style>h1{color:red}</style>');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<script data-styles="/assets/style-abc.css" data-entry=');
    expect(existsSync(join(dir, 'assets', 'style-abc.css'))).toBe(true);
  });

  it('leaves the font faces to the page: the file loaded later has none', () => {
    const face = '@font-face{font-family:Brand;src:url(/assets/brand.woff2)}';
    const dir = builtClient(`${face}h1{font-family:Brand}`);
    expect(withInlineStylesheet(template(link), dir)).toContain(`<style>${face}h1{`);
    expect(readFileSync(join(dir, 'assets', 'style-abc.css'), 'utf8')).toBe(
      'h1{font-family:Brand}',
    );
  });

  it('drops the template’s comments, which every page would carry, but not the prerenderer’s markers', () => {
    const commented = template(link).replace(
      '<title>',
      '<!-- Why this script:\n a reader’s note. --><!--app-head--><title>',
    );
    const html = withInlineStylesheet(commented, builtClient());
    expect(html).not.toContain('reader’s note');
    expect(html).toContain('<!--app-head--><title>');
  });

  it('refuses a template with no stylesheet, with two, without a start script or without a place for the headline’s glyphs', () => {
    expect(() => withInlineStylesheet(template(''), builtClient())).toThrow(/exactly one/);
    expect(() => withInlineStylesheet(template(link + link), builtClient())).toThrow(/exactly one/);
    expect(() =>
      withInlineStylesheet(template(link).replace(startScript, ''), builtClient()),
    ).toThrow(/no start script/);
    expect(() =>
      withInlineStylesheet(template(link).replace(HEADLINE_GLYPHS_MARKER, ''), builtClient()),
    ).toThrow(/headline/);
  });

  it('refuses CSS that would end the style element early', () => {
    const dir = builtClient('a::after{content:"</style><script>alert(1)</script>"}');
    expect(() => withInlineStylesheet(template(link), dir)).toThrow(/<\/style/);
  });
});

describe('a prerendered page’s own styles', () => {
  const noscript = '<noscript><style>.menu{display:none}.unused{color:red}</style></noscript>';
  const faces =
    '@font-face{font-family:Brand;src:url(/assets/brand.woff2)}@font-face{font-family:Brand Fallback;src:local(Arial)}';
  const page = `<!doctype html><html lang="de"><head>${HEADLINE_GLYPHS_MARKER}<script>load()</script><style>${faces}:root{--font:"Brand Fallback"}:root.brand-font{--font:Brand}h1{color:red;font-family:var(--font)}.dialog{color:blue}@media (width>=40rem){h1{font-size:2rem}.dialog{top:0}}@media (width<40rem){h1{font-size:1rem}}a:hover{color:green}:focus-visible{outline:solid}details[open]>summary{color:blue}</style>${noscript}</head><body><h1>Titel</h1><a href="/">Start</a><details><summary>Frage</summary></details></body></html>`;

  /** The text of the page's own <style> in its head. */
  const pageStyle = (html: string) => /<\/script><style>([\s\S]*?)<\/style>/.exec(html)![1]!;

  it('are the rules its markup uses, media queries and states of used elements included', async () => {
    const html = await createPageStyles()(page);
    const style = pageStyle(html);
    expect(style).toContain('h1{color:red;font-family:var(--font)}');
    expect(style).toContain(
      '@media (width>=40rem){h1{font-size:2rem}}@media (width<40rem){h1{font-size:1rem}}',
    );
    expect(style).toContain('a:hover{color:green}');
    expect(style).not.toContain('.dialog');
  });

  it('keep the states a visitor sets without JavaScript: the focus ring, an open <details>', async () => {
    const html = await createPageStyles()(page);
    const style = pageStyle(html);
    expect(style).toContain(':focus-visible{outline:solid}');
    expect(style).toContain('details[open]>summary{color:blue}');
  });

  it('keep every font face, and the brand font’s rule that the head script switches on', async () => {
    const html = await createPageStyles()(page);
    const style = pageStyle(html);
    // The stylesheet's two; the headline's glyphs are not a face of the styles.
    expect(style.match(/@font-face\{[^}]*\}/g)).toHaveLength(2);
    expect(style).toContain(':root.brand-font{--font:Brand}');
  });

  /** The headline's glyphs the page's head carries, read as its head script reads them. */
  const headlineFontOf = (html: string) => {
    const block = new RegExp(
      `<script type="font/woff2" id="${HEADLINE_GLYPHS_ID}" data-family="([^"]+)" data-weight="(\\d+)">([^<]*)</script><script>load\\(\\)`,
    ).exec(html);
    if (!block) return undefined;
    const [, family, weight, data] = block as unknown as [string, string, string, string];
    return { family, weight: Number(weight), font: create(Buffer.from(data, 'base64')) as Font };
  };

  it('carry the glyphs of the page’s h1 in the brand font, at its weight, and no others', async () => {
    const headline = await createPageStyles()(
      page.replace('<h1>Titel</h1>', '<h1>Über <em>uns</em> &amp; Sie</h1>'),
    );
    // Before the head script, which decodes them before the first layout.
    const { family, weight, font } = headlineFontOf(headline)!;
    expect(family).toBe(HEADLINE_FAMILY);
    expect(weight).toBe(HEADLINE_WEIGHT);
    expect(font.familyName).toMatch(/^Manrope/);
    // One weight, no axis to vary: the bytes of one instance.
    expect(font.variationAxes).toEqual({});
    for (const character of 'Übernsu&Sie ') {
      expect(font.hasGlyphForCodePoint(character.codePointAt(0)!), character).toBe(true);
    }
    for (const character of 'TtlaxÄ') {
      expect(font.hasGlyphForCodePoint(character.codePointAt(0)!), character).toBe(false);
    }
  });

  it('carry no headline face where the page has no h1, or would not fit the first round trip with it', async () => {
    expect(headlineFontOf(await createPageStyles()(page.replace(/<\/?h1>/g, '')))).toBeUndefined();
    // Text that no compression shortens, just under the budget without the face.
    // Base64 of random bytes: compressed, about the bytes it encodes.
    const filler = randomBytes(PAGE_BUDGET_BYTES - 700).toString('base64');
    const heavy = page.replace('</body>', `<p>${filler}</p></body>`);
    const html = await createPageStyles()(heavy);
    expect(compressedBytes(html)).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
    expect(headlineFontOf(html)).toBeUndefined();
    // The same page with less text has it.
    const light = heavy.replace(filler, filler.slice(0, 2000));
    expect(headlineFontOf(await createPageStyles()(light))).toBeDefined();
  });

  it('leave what lies below the first screen to the stylesheet, from the footer up, where the headline’s glyphs would not fit otherwise', async () => {
    // Text and rules that no compression shortens: the glyphs fit only without the footer's rules.
    const section = (name: string, text: string) =>
      `<div class="page-section"><section class="${name}"><p>${text}</p></section></div>`;
    const rules = (name: string) => `.${name}{margin:${randomBytes(1500).toString('hex')}}`;
    const filler = randomBytes(PAGE_BUDGET_BYTES - 3800).toString('base64');
    const sections = `<main>${section('hero', filler)}${section('faq', 'Frage')}</main><footer class="site-footer">Fuß</footer>`;
    const long = page
      .replace('</style>', `${rules('faq')}${rules('site-footer')}</style>`)
      .replace('<body>', `<body>${sections}`)
      .replace(
        '</body>',
        `<script data-styles="/assets/style-abc.css" data-entry="/e.js"></script></body>`,
      );
    const html = await createPageStyles()(long);
    expect(compressedBytes(html)).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
    expect(headlineFontOf(html)).toBeDefined();
    const style = pageStyle(html);
    expect(style).toContain('h1{color:red');
    expect(style).not.toContain('.site-footer{');
    // Without JavaScript, the stylesheet is one of the head's.
    expect(html).toContain(
      '</style><noscript><link rel="stylesheet" href="/assets/style-abc.css"></noscript>',
    );
    // Every section's markup stays.
    expect(html).toContain(sections);
  });

  it('leave out the rules of what a closed dialog holds, and keep its markup', async () => {
    const closed = '<dialog class="dialog" aria-label="x"><p class="dialog">Hallo</p></dialog>';
    const withDialog = page.replace('</body>', `${closed}</body>`);
    const html = await createPageStyles()(withDialog);
    const style = pageStyle(html);
    expect(style).not.toContain('.dialog');
    expect(html).toContain(closed);
    // Open, it paints with the page: its rules stay.
    const opened = await createPageStyles()(
      page.replace('</body>', '<dialog class="dialog" open><p>Hallo</p></dialog></body>'),
    );
    expect(pageStyle(opened)).toContain('.dialog{color:blue}');
  });

  it('leave the <noscript> styles as written, and the markup unmarked', async () => {
    const html = await createPageStyles()(page);
    expect(html).toContain(noscript);
    expect(html).not.toContain('beasties');
    expect(html).toContain(
      '<body><h1>Titel</h1><a href="/">Start</a><details><summary>Frage</summary></details></body>',
    );
  });
});
