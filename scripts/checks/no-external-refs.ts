// Check (part of `npm run lint`): no source file, README or document under docs/ points to a
// document outside the repository or to a numbered issue; a newcomer could follow neither.
// Prints file:line of each and fails when there is any. The patterns: scripts/checks/externalRefs.ts.
import { fileURLToPath } from 'node:url';
import { findExternalRefs } from './externalRefs.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const found = findExternalRefs(repoRoot);
for (const { file, line, text } of found) console.error(`${file}:${line}: ${text}`);
if (found.length > 0) {
  console.error(
    `\nno-external-refs: ${found.length} references to documents outside the repository or to ` +
      'issue numbers. State the fact itself, or cite a file of the repository (docs/decisions/ ' +
      'for the reasons behind the code).',
  );
  process.exit(1);
}
console.log('no-external-refs: no references to outside documents or issue numbers');
