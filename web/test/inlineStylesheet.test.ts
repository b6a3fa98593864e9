import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageStyles, withInlineStylesheet } from '../scripts/inlineStylesheet';

function builtClient(css = 'h1{color:red}') {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'style-abc.css'), `${css}\n`);
  return dir;
}

const startScript = '<script data-entry="/assets/index-abc.js">start()</script>';
const template = (links: string) =>
  `<html><head><title>x</title>\n    ${links}\n  </head><body>${startScript}</body></html>`;
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

  it('refuses a template with no stylesheet, with two, or without a start script', () => {
    expect(() => withInlineStylesheet(template(''), builtClient())).toThrow(/exactly one/);
    expect(() => withInlineStylesheet(template(link + link), builtClient())).toThrow(/exactly one/);
    expect(() =>
      withInlineStylesheet(template(link).replace(startScript, ''), builtClient()),
    ).toThrow(/no start script/);
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
  const page = `<!doctype html><html lang="de"><head><style>${faces}:root{--font:"Brand Fallback"}:root.brand-font{--font:Brand}h1{color:red;font-family:var(--font)}.dialog{color:blue}@media (width>=40rem){h1{font-size:2rem}.dialog{top:0}}@media (width<40rem){h1{font-size:1rem}}a:hover{color:green}:focus-visible{outline:solid}details[open]>summary{color:blue}</style>${noscript}</head><body><h1>Titel</h1><a href="/">Start</a><details><summary>Frage</summary></details></body></html>`;

  it('are the rules its markup uses, media queries and states of used elements included', async () => {
    const html = await createPageStyles()(page);
    const style = /<head><style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(style).toContain('h1{color:red;font-family:var(--font)}');
    expect(style).toContain(
      '@media (width>=40rem){h1{font-size:2rem}}@media (width<40rem){h1{font-size:1rem}}',
    );
    expect(style).toContain('a:hover{color:green}');
    expect(style).not.toContain('.dialog');
  });

  it('keep the states a visitor sets without JavaScript: the focus ring, an open <details>', async () => {
    const html = await createPageStyles()(page);
    const style = /<head><style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(style).toContain(':focus-visible{outline:solid}');
    expect(style).toContain('details[open]>summary{color:blue}');
  });

  it('keep every font face, and the brand font’s rule that the head script switches on', async () => {
    const html = await createPageStyles()(page);
    const style = /<head><style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(style.match(/@font-face\{[^}]*\}/g)).toHaveLength(2);
    expect(style).toContain(':root.brand-font{--font:Brand}');
  });

  it('leave out the rules of what a closed dialog holds, and keep its markup', async () => {
    const closed = '<dialog class="dialog" aria-label="x"><p class="dialog">Hallo</p></dialog>';
    const withDialog = page.replace('</body>', `${closed}</body>`);
    const html = await createPageStyles()(withDialog);
    const style = /<head><style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(style).not.toContain('.dialog');
    expect(html).toContain(closed);
    // Open, it paints with the page: its rules stay.
    const opened = await createPageStyles()(
      page.replace('</body>', '<dialog class="dialog" open><p>Hallo</p></dialog></body>'),
    );
    expect(/<head><style>([\s\S]*?)<\/style>/.exec(opened)![1]!).toContain('.dialog{color:blue}');
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
