import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// The files the repository's own checks (externalRefs.ts, fileHeaders.ts, envExample.ts) read.

/** Generated, or built, or installed: never written by hand. */
const GENERATED_FOLDER =
  /(?:^|\/)(?:node_modules|dist|coverage|\.local|\.sanity|test-results|playwright-report)\//;

/** Whether a file (relative, with /) is one a person writes, not a build or an install. */
export const isWrittenByHand = (file: string) => !GENERATED_FOLDER.test(file);

function walk(root: string, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '.git' || entry.name === 'node_modules' ? [] : walk(root, path);
    }
    return entry.isFile() ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/**
 * The repository's files (relative, with /): those git tracks or would track, or every file
 * outside .git where git is absent (a copy without history).
 */
export function repositoryFiles(root: string): string[] {
  try {
    const output = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return output.split('\0').filter(Boolean);
  } catch {
    return walk(root, root);
  }
}

/**
 * The repository's files that `keep` accepts, sorted, each with its text; one git lists but the
 * working tree has deleted is left out.
 */
export function repositoryTexts(root: string, keep: (file: string) => boolean) {
  return repositoryFiles(root)
    .filter(keep)
    .sort()
    .flatMap((file) => {
      try {
        return [{ file, text: readFileSync(join(root, file), 'utf8') }];
      } catch {
        return [];
      }
    });
}
