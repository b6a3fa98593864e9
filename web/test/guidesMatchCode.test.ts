import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../server/paths';

// The how-to guides (docs/how-to/) cite files and names of the code: each one cited exists, so a
// guide followed literally does not send its reader to a file renamed or a name gone. What a guide
// tells the reader to create carries its running example's name (pricing).

const guides = readdirSync(join(repoRoot, 'docs/how-to')).filter((name) => name.endsWith('.md'));
const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const trackedNames = new Set(tracked.map((file) => basename(file)));
const code = tracked
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
  .map((file) => readFileSync(join(repoRoot, file), 'utf8'))
  .join('\n');

/** The guide's running example, which the reader creates: no file or name of it exists yet. */
const EXAMPLE = /pricing/i;
/** Folders the commands write, which git ignores. */
const WRITTEN = ['.local/', 'web/dist/'];

const isPath = (token: string) =>
  /\.(tsx?|mjs|md|css|json|ndjson)$/.test(token) || /^[\w.-]+\/[\w./-]*$/.test(token);
/** A name of the code: camelCase or PascalCase with a capital inside. */
const isName = (token: string) => /^[A-Za-z_]\w*$/.test(token) && /[a-z][A-Z]/.test(token);

function pathExists(path: string) {
  const trimmed = path.replace(/\/$/, '');
  if (!trimmed.includes('/')) return trackedNames.has(trimmed);
  return tracked.some((file) => file === trimmed || file.startsWith(`${trimmed}/`));
}

/** Declared in the code (a const, function, type, class, import) or a schema type's name. */
const nameExists = (name: string) =>
  new RegExp(
    `(const|let|function|type|interface|class|enum)\\s+${name}\\b|import[^;]*\\b${name}\\b|name: '${name}'`,
  ).test(code);

/** The code-formatted tokens of a guide: its first word, without trailing punctuation or `()`. */
const citations = (guide: string) =>
  [...readFileSync(join(repoRoot, 'docs/how-to', guide), 'utf8').matchAll(/`([^`\n]+)`/g)]
    .map(
      (match) =>
        match[1]!
          .split(' ')[0]!
          .replace(/[:,]$|\(\)$/g, '')
          .split('#')[0]!,
    )
    .filter((token) => !EXAMPLE.test(token) && !token.startsWith('/'))
    .filter((token) => !WRITTEN.some((folder) => token.startsWith(folder)));

describe('the how-to guides and the code', () => {
  it('finds guides, files and names to compare', () => {
    expect(guides.length).toBeGreaterThanOrEqual(4);
    expect(guides.flatMap(citations).filter(isPath).length).toBeGreaterThan(10);
    expect(guides.flatMap(citations).filter(isName).length).toBeGreaterThan(10);
  });

  it.each(guides)('%s cites only files that exist', (guide) => {
    const missing = citations(guide).filter((token) => isPath(token) && !pathExists(token));
    expect(missing).toEqual([]);
  });

  it.each(guides)('%s cites only names the code declares', (guide) => {
    const missing = citations(guide).filter((token) => isName(token) && !nameExists(token));
    expect(missing).toEqual([]);
  });
});
