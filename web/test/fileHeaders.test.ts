import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLongHeaders, headerLines, isChecked } from '../../scripts/checks/fileHeaders';

describe('headerLines', () => {
  it.each([
    ['code first', 'import a from "a";\n// later\n', 0],
    ['an empty file', '', 0],
    ['blank lines only', '\n\n', 0],
    ['one // line', '// one\nconst a = 1;\n', 1],
    ['consecutive // lines after blank lines', '\n\n// one\n// two\n  // three\ncode\n', 3],
    ['// lines up to a blank line', '// one\n// two\n\n// later\n', 2],
    ['// lines to the end', '// one\n// two', 2],
    ['a one-line block', '/** one */\ncode\n', 1],
    ['a block to its closing line', '/*\n * one\n * two\n */\ncode\n', 4],
    ['a block closed on its last text line', '/* one\n   two */\n// after\n', 2],
    ['an unclosed block', '/*\n one\n two', 3],
  ])('counts %s', (_name, text, lines) => {
    expect(headerLines(text)).toBe(lines);
  });
});

describe('isChecked', () => {
  it.each([
    'machines/src/callLifecycle.ts',
    'web/src/app/routes.tsx',
    'web/local-stack/groqWorker.mjs',
    'web/src/styles/global.css',
    'studio/seed-src/files.ts',
    'supabase/test/rpc.test.ts',
    'scripts/checks/fileHeaders.ts',
    'web/eslint.config.js',
  ])('measures %s', (file) => expect(isChecked(file)).toBe(true));

  it.each([
    'web/src/content/sanity.types.ts',
    'web/src/vite-env.d.ts',
    'studio/seed/production.ndjson',
    'studio/seed/assets.ts',
    'web/node_modules/x/index.js',
    'web/dist/client/assets/index.js',
    'eslint.config.js',
    'docs/developers.md',
    'supabase/migrations/20261121000000_email_subscribers.sql',
    'web/src/i18n/de.json',
  ])('skips %s', (file) => expect(isChecked(file)).toBe(false));
});

describe('findLongHeaders', () => {
  it('lists each checked file whose opening comment has more than five lines', () => {
    const root = mkdtempSync(join(tmpdir(), 'file-headers-'));
    mkdirSync(join(root, 'web', 'src'), { recursive: true });
    mkdirSync(join(root, 'docs'));
    const comment = (lines: number) =>
      Array.from({ length: lines }, (_, i) => `// ${i}`).join('\n');
    writeFileSync(join(root, 'web', 'src', 'five.ts'), `${comment(5)}\ncode\n`);
    writeFileSync(join(root, 'web', 'src', 'six.ts'), `${comment(6)}\ncode\n`);
    writeFileSync(join(root, 'web', 'src', 'block.css'), `/*\n${'x\n'.repeat(5)}*/\n`);
    writeFileSync(join(root, 'web', 'src', 'vite-env.d.ts'), `${comment(9)}\n`);
    writeFileSync(join(root, 'docs', 'long.ts'), `${comment(9)}\n`);
    expect(findLongHeaders(root)).toEqual([
      { file: 'web/src/block.css', lines: 7 },
      { file: 'web/src/six.ts', lines: 6 },
    ]);
  });
});
