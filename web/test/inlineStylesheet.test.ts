import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withInlineStylesheet } from '../scripts/inlineStylesheet';

function builtClient(css = 'h1{color:red}') {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'style-abc.css'), `${css}\n`);
  return dir;
}

const template = (links: string) =>
  `<html><head><title>x</title>\n    ${links}\n  </head><body></body></html>`;
const link = '<link rel="stylesheet" crossorigin href="/assets/style-abc.css">';

describe('the stylesheet inline in the page', () => {
  it('takes the place of its link, and the file is gone', () => {
    const dir = builtClient();
    const html = withInlineStylesheet(template(link), dir);
    expect(html).toContain('<style>h1{color:red}</style>');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(existsSync(join(dir, 'assets', 'style-abc.css'))).toBe(false);
  });

  it('refuses a template with no stylesheet, or with two', () => {
    expect(() => withInlineStylesheet(template(''), builtClient())).toThrow(/exactly one/);
    expect(() => withInlineStylesheet(template(link + link), builtClient())).toThrow(/exactly one/);
  });

  it('refuses CSS that would end the style element early', () => {
    const dir = builtClient('a::after{content:"</style><script>alert(1)</script>"}');
    expect(() => withInlineStylesheet(template(link), dir)).toThrow(/<\/style/);
  });
});
