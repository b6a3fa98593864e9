// Quality gate: every prerendered page is valid HTML according to the Nu Html Checker (vnu).
// Runs vnu (the `vnu-jar` package, Java 17+) once over every .html file below the folder, prints
// one line per page with its error count and each error with line, column and message, and fails
// when any page has an error, vnu cannot run or no page is found; warnings and info do not fail.
//   npx tsx scripts/gates/html-validity.ts [folder]  (default web/dist/client, after npm run build)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const folder = resolve(process.argv[2] ?? join(repoRoot, 'web/dist/client'));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(path);
      return entry.isFile() && entry.name.endsWith('.html') ? [path] : [];
    })
    .sort();
}

function fail(message: string): never {
  console.error(`✖ HTML validity: ${message}`);
  process.exit(1);
}

const pages = existsSync(folder) ? htmlFiles(folder) : [];
if (pages.length === 0) fail(`no .html pages found in ${folder} (run \`npm run build\` first).`);

// `require('vnu-jar')` is the jar's path (a String object).
const jar = String(createRequire(import.meta.url)('vnu-jar'));
// The pages' styles are inline (web/scripts/inlineStylesheet.ts), and vnu's CSS validator does
// not know today's CSS (container queries, line-clamp): stylelint checks the CSS
// (stylelint.config.js), this gate the HTML.
//
// And vnu 26.9 does not know `<link rel="expect" blocking="render">`, which the HTML standard
// defines (its link type "expect") and Chromium follows since 124: it asks for rel="stylesheet"
// on any link with `blocking`. The start script's head link is one (web/scripts/startScript.ts).
const notYetKnown = [
  'CSS: .*',
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\\.',
];
const filter = ['--filterpattern', notYetKnown.join('|')];
const vnu = spawnSync('java', ['-jar', jar, '--format', 'json', '--stdout', ...filter, ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (vnu.error) fail(`could not start Java for vnu: ${vnu.error.message}`);

let messages: VnuMessage[];
try {
  messages = (JSON.parse(vnu.stdout) as { messages: VnuMessage[] }).messages;
} catch {
  fail(`vnu gave no JSON report (exit code ${vnu.status}):\n${vnu.stderr || vnu.stdout}`);
}

const pathOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return fileURLToPath(url);
  } catch {
    return url;
  }
};

// A document that vnu could not read or parse is an error of that page, too.
const errors = messages.filter(({ type }) => type === 'error' || type === 'non-document-error');
const unattributed = errors.filter(({ url }) => !pages.includes(pathOf(url) ?? ''));

let failedPages = 0;
for (const page of pages) {
  const pageErrors = errors.filter(({ url }) => pathOf(url) === page);
  if (pageErrors.length > 0) failedPages += 1;
  const name = relative(folder, page);
  const count = `${pageErrors.length} error${pageErrors.length === 1 ? '' : 's'}`;
  console.log(`${pageErrors.length === 0 ? '✔' : '✖'} ${name}: ${count}`);
  for (const { firstLine, lastLine, firstColumn, lastColumn, message, extract } of pageErrors) {
    const line = firstLine ?? lastLine ?? '?';
    const column = firstColumn ?? lastColumn ?? '?';
    console.log(`    line ${line}, column ${column}: ${message}`);
    if (extract) console.log(`      ${JSON.stringify(extract.replace(/\s+/g, ' '))}`);
  }
}
for (const { url, message } of unattributed) console.log(`✖ ${url ?? 'vnu'}: ${message}`);

if (failedPages > 0 || unattributed.length > 0) {
  fail(`${failedPages} of ${pages.length} pages have errors.`);
}
if (vnu.status !== 0)
  fail(`vnu exited with ${vnu.status} without reporting errors:\n${vnu.stderr}`);
console.log(`✔ HTML validity: all ${pages.length} pages are valid HTML (vnu).`);
