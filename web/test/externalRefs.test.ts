import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  externalRefsIn,
  findExternalRefs,
  isChecked,
  OUTSIDE_DOCUMENTS,
} from '../../scripts/checks/externalRefs';

// The names the check looks for, from the check itself: this file cites no outside document.
const [SPEC_NAME, DESIGN_NAME, NOTES_NAME] = OUTSIDE_DOCUMENTS as [string, string, string];

describe('externalRefsIn', () => {
  it.each([
    `// the lock lasts 1200 ms (${SPEC_NAME} section 9)`,
    `/** Not in the ${SPEC_NAME}: a guess. */`,
    `-- Subscribers (${DESIGN_NAME}.md section 5).`,
    ` * (${NOTES_NAME}.md) says so`,
    '`../shared/` is the reference',
    '// fixed in Issue 7',
    '// see Issue #12',
    '// issues 3 and 4',
    '/* issue-21 */',
  ])('finds %j', (line) => {
    expect(externalRefsIn(`first\n${line}\nlast`)).toEqual([{ line: 2, text: line.trim() }]);
  });

  it.each([
    "test('accessibility.spec', () => {})",
    '// the design of the page; notes for editors; a spec of the API',
    'const DESIGN_TOKENS = 1; const SPECIAL = 2;',
    '// React Router ships it only in development (remix-run/react-router#12532)',
    'color: #000; --issue: 7;',
    '// no issues here',
  ])('passes %j', (line) => {
    expect(externalRefsIn(line)).toEqual([]);
  });
});

describe('isChecked', () => {
  it.each([
    'web/src/app/routes.tsx',
    'scripts/test.ts',
    'supabase/migrations/20261121000000_email_subscribers.sql',
    'web/src/styles/global.css',
    'web/src/i18n/de.json',
    'docs/decisions/0001-react-and-how-it-loads.md',
    'README.md',
    'machines/README.md',
    '.env.example',
    '.ci/run',
  ])('reads %s', (file) => expect(isChecked(file)).toBe(true));

  it.each([
    'package-lock.json',
    'node_modules/xstate/package.json',
    'web/dist/client/assets/index.js',
    'coverage/index.html',
    '.local/mailbox/1.json',
    'studio/seed/production.ndjson',
    'machines/diagrams/callLifecycle.mmd',
    'docs/screenshots/home.png',
    'scripts/checks/externalRefs.ts',
  ])('skips %s', (file) => expect(isChecked(file)).toBe(false));
});

describe('findExternalRefs', () => {
  it('lists file and line of each reference in a folder without git', () => {
    const root = mkdtempSync(join(tmpdir(), 'external-refs-'));
    mkdirSync(join(root, 'src'));
    mkdirSync(join(root, 'node_modules', 'lib'), { recursive: true });
    writeFileSync(join(root, 'src', 'a.ts'), `const a = 1;\n// ${SPEC_NAME} section 3\n`);
    writeFileSync(join(root, 'src', 'b.css'), '/* issue #4 */\n');
    writeFileSync(join(root, 'notes.txt'), `${SPEC_NAME}\n`);
    writeFileSync(join(root, 'node_modules', 'lib', 'index.js'), `// ${SPEC_NAME}\n`);
    expect(findExternalRefs(root)).toEqual([
      { file: 'src/a.ts', line: 2, text: `// ${SPEC_NAME} section 3` },
      { file: 'src/b.css', line: 1, text: '/* issue #4 */' },
    ]);
  });
});
