import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { sourcesFingerprint } from '../scripts/sourcesFingerprint';

// When a build counts as current (web/scripts/sourcesFingerprint.ts): its source files as they
// were, whatever else a folder gains.

it('changes with a source file changed, added or removed; not with a skipped entry', () => {
  const root = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  const sources = [join(root, 'src'), join(root, 'config.ts'), join(root, 'missing')];
  mkdirSync(join(root, 'src', 'nested'), { recursive: true });
  writeFileSync(join(root, 'src', 'nested', 'page.ts'), 'one');
  writeFileSync(join(root, 'config.ts'), 'config');
  const skip = new Set(['schema.json', 'dist']);
  const first = sourcesFingerprint(sources, skip);

  // A generated file and a build folder: the folder's own time changes, the sources do not.
  writeFileSync(join(root, 'src', 'schema.json'), '{}');
  mkdirSync(join(root, 'src', 'dist'));
  writeFileSync(join(root, 'src', 'dist', 'bundle.js'), '');
  expect(sourcesFingerprint(sources, skip)).toBe(first);

  writeFileSync(join(root, 'src', 'nested', 'page.ts'), 'two');
  const edited = sourcesFingerprint(sources, skip);
  expect(edited).not.toBe(first);
  // Same size, an older time (a checkout of another branch): still another source.
  writeFileSync(join(root, 'src', 'nested', 'page.ts'), 'one');
  utimesSync(join(root, 'src', 'nested', 'page.ts'), 1, 1);
  expect(sourcesFingerprint(sources, skip)).not.toBe(edited);

  const before = sourcesFingerprint(sources, skip);
  writeFileSync(join(root, 'src', 'added.ts'), '');
  const added = sourcesFingerprint(sources, skip);
  expect(added).not.toBe(before);
  rmSync(join(root, 'src', 'added.ts'));
  expect(sourcesFingerprint(sources, skip)).toBe(before);
  rmSync(root, { recursive: true });
});
