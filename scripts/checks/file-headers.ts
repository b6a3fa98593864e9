// Check (part of `npm run lint`): every source file opens with a comment of at most five lines,
// saying what the file is and citing where its reasons live. Prints file:lines of each longer
// one and fails when there is any. What counts: scripts/checks/fileHeaders.ts.
import { fileURLToPath } from 'node:url';
import { findLongHeaders, MAX_HEADER_LINES } from './fileHeaders.ts';

const found = findLongHeaders(fileURLToPath(new URL('../../', import.meta.url)));
for (const { file, lines } of found) console.error(`${file}:${lines}`);
if (found.length > 0) {
  console.error(
    `\nfile-headers: ${found.length} files open with a comment of more than ${MAX_HEADER_LINES} ` +
      'lines. Say what the file is and where its reasons live; move a step list onto the export ' +
      'it describes (JSDoc), a decision into docs/decisions/, a mechanism into docs/.',
  );
  process.exit(1);
}
console.log(`file-headers: every source file opens with at most ${MAX_HEADER_LINES} comment lines`);
