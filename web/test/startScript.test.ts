import { describe, expect, it } from 'vitest';
import { PAGE_END_ID, withFirstScreenChecks, withStartScript } from '../scripts/startScript';

const template = `<!doctype html>
<html lang="de">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

describe('the page’s start script', () => {
  it('replaces the entry module script with an inline script at the end of the body', () => {
    const page = withStartScript(template);
    expect(page).not.toContain('<script type="module"');
    expect(page).toMatch(
      /<div id="root"><!--app-html--><\/div>\s*<script data-entry="\/assets\/index-abc\.js" id="page-end">[^<]+<\/script>\s*<\/body>/,
    );
  });

  it('holds the first paint until the start script, the page’s last element, is parsed', () => {
    const page = withStartScript(template);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`);
    const body = page.slice(page.indexOf('<body>'));
    expect(body.match(/ id="[^"]+"/g)?.at(-1)).toBe(` id="${PAGE_END_ID}"`);
  });

  it('imports the entry only after the first contentful paint of the parsed document', () => {
    const code = /<script data-entry="[^"]+" id="page-end">([^<]+)<\/script>/.exec(
      withStartScript(template),
    )![1]!;
    expect(code).toContain("getEntriesByName('first-contentful-paint')");
    expect(code).toContain("document.readyState === 'loading'");
    expect(code).toContain('import(entry)');
  });

  it('holds taps from the head, before the body paints, until the app has hydrated', () => {
    const page = withStartScript(template);
    const head = page.slice(0, page.indexOf('</head>'));
    const code = /<script>([^<]+)<\/script>\s*$/.exec(head)![1]!;
    expect(code).toContain("addEventListener('click', hold, true)");
    expect(code).toContain("addEventListener('submit', hold, true)");
    expect(code).toContain("attributeFilter: ['data-hydrated']");
    // Links are not held: only buttons and forms.
    expect(code).toContain("closest('button')");
    expect(code).toContain('[data-enabled-by-script]');
  });

  it('is the same code whatever the entry is called, so one CSP hash allows every build', () => {
    const code = (page: string) =>
      /<script data-entry="[^"]+" id="page-end">([^<]+)<\/script>/.exec(page)![1];
    const other = template.replace('index-abc.js', 'index-xyz.js');
    expect(code(withStartScript(other))).toBe(code(withStartScript(template)));
  });

  it('refuses a template without its entry script, with two, or with preloaded modules', () => {
    expect(() => withStartScript(template.replace(/<script[^>]*><\/script>/, ''))).toThrow(
      'exactly one entry module script',
    );
    expect(() =>
      withStartScript(
        template.replace(
          '</head>',
          '<script type="module" src="/assets/other.js"></script></head>',
        ),
      ),
    ).toThrow('exactly one entry module script');
    expect(() =>
      withStartScript(
        template.replace('</head>', '<link rel="modulepreload" href="/assets/react.js"></head>'),
      ),
    ).toThrow('preloads modules');
  });
});

describe('the first-screen checks', () => {
  const section = (text: string) =>
    `<div class="page-section" data-section="${text}">${text}</div>`;
  const page = `<header>Kopf</header><main id="main">${['a', 'b', 'c'].map(section).join('')}</main><footer>Fuß</footer>`;

  it('follow each section, the same script each time, and leave the rest as it was', () => {
    const checked = withFirstScreenChecks(page);
    const scripts = [...checked.matchAll(/<script>([^<]+)<\/script>/g)].map(([, code]) => code);
    expect(scripts).toHaveLength(3);
    expect(new Set(scripts).size).toBe(1);
    expect(checked.replace(/<script>[^<]+<\/script>/g, '')).toBe(page);
    for (const key of ['a', 'b', 'c']) {
      expect(checked).toContain(`${section(key)}<script>`);
    }
  });

  it('lift the hold on the first paint once what is parsed reaches below the viewport, then leave', () => {
    const code = /<script>([^<]+)<\/script>/.exec(withFirstScreenChecks(page))![1]!;
    expect(code).toContain('link[rel="expect"][blocking="render"]');
    expect(code).toContain('getBoundingClientRect().bottom > innerHeight');
    expect(code).toContain('!location.hash');
    expect(code).toContain('check.remove()');
  });

  it('leave a page without sections as it is', () => {
    const law = '<main id="main"><h1>Impressum</h1></main>';
    expect(withFirstScreenChecks(law)).toBe(law);
  });
});
