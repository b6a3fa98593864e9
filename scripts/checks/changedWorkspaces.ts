import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

// What `npm run check` (scripts/test.ts) checks of a change: the programs, files and unit tests
// it can touch, so that a one-file edit is checked in seconds; no change at all checks everything.

export const WORKSPACES = ['machines', 'studio', 'supabase', 'web'] as const;

/** Folders outside the workspaces whose files only web's tests and web's program read. */
const READ_BY_WEB = new Set(['scripts', 'docs', 'README.md', '.ci']);

/** The workspace a file belongs to, 'web' for what only web reads, undefined for a root file. */
function workspaceOf(file: string): string | undefined {
  const top = file.split('/')[0]!;
  if ((WORKSPACES as readonly string[]).includes(top)) return top;
  return READ_BY_WEB.has(top) ? 'web' : undefined;
}

/**
 * The TypeScript programs (and vitest projects) a change to these files can touch: each file's
 * workspace, and web's for every change, since web's program and tests import the machines, the
 * Studio's seed and schema, the migrations and the scripts. A root file (a configuration, the
 * lockfile), or no change at all, means every workspace.
 */
export function projectsFor(changedFiles: readonly string[]): string[] {
  const projects = new Set<string>();
  for (const file of changedFiles) {
    const workspace = workspaceOf(file);
    if (!workspace) return [...WORKSPACES];
    projects.add(workspace);
    projects.add('web');
  }
  return projects.size > 0 ? WORKSPACES.filter((name) => projects.has(name)) : [...WORKSPACES];
}

/** The files changed since the last commit, untracked ones included, as git names them. */
export function changedFiles(): string[] {
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], {
    encoding: 'utf8',
  });
  if (status.status !== 0) return [];
  // "XY path", or "XY old -> new" for a rename: the path that is there now.
  return status.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3).split(' -> ').at(-1)!);
}

/** The seed, which the Studio's tests and web's read through a folder's path, never by name. */
const SEED = 'studio/seed/';
/** Read by people and by the end-to-end tests alone: Markdown, the committed screenshots. */
const readByNoUnitTest = (file: string) =>
  file.endsWith('.md') || file.startsWith('docs/screenshots/');
/** Code: what vitest can trace and ESLint lints. */
export const isCode = (file: string) => /\.(ts|tsx|mts|js|mjs|cjs)$/.test(file);
const isTest = (file: string) => /\/test\/.*\.test\.tsx?$/.test(file);

/** Every unit test file of the workspaces, as a path from the repository's root. */
function unitTestFiles(root: string): string[] {
  return WORKSPACES.flatMap((workspace) => {
    const folder = join(root, workspace, 'test');
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((name) => `${workspace}/test/${name}`)
      .filter(isTest);
  });
}

/**
 * The unit tests of a change: `related`, the code files whose importers vitest finds
 * (`vitest related`), changed test files included; `naming`, the tests that name a changed file
 * that is no code (a document, a stylesheet) by its path or its name; `projects`, the whole
 * project of the seed and of a changed file that no test names, unless no unit test reads it.
 * `everything` when a root file changed or nothing did.
 */
export function unitTestsFor(
  changedFiles: readonly string[],
  root = process.cwd(),
):
  | { everything: true }
  | { everything: false; related: string[]; naming: string[]; projects: string[] } {
  const present = changedFiles.filter((file) => existsSync(join(root, file)));
  if (present.length === 0 || present.some((file) => !workspaceOf(file)))
    return { everything: true };
  const related = present.filter(isCode);
  const tests = unitTestFiles(root).map((test) => ({
    test,
    text: readFileSync(join(root, test), 'utf8'),
  }));
  const naming = new Set<string>();
  const projects = new Set<string>();
  for (const file of present.filter((changed) => !isCode(changed))) {
    if (file.startsWith(SEED)) {
      projects.add('studio').add('web');
      continue;
    }
    const named = tests.filter(({ text }) => text.includes(file) || text.includes(basename(file)));
    for (const { test } of named) naming.add(test);
    if (named.length === 0 && !readByNoUnitTest(file)) projects.add(workspaceOf(file)!);
  }
  return { everything: false, related, naming: [...naming], projects: [...projects] };
}

/** What `npm run typegen` reads: the Studio's schema and configuration, and the site's queries. */
const TYPEGEN_INPUTS = ['studio/', 'web/src/content/queries.ts'];

/**
 * Whether these changes can make web/src/content/sanity.types.ts stale: a change to what TypeGen
 * reads, or one outside the workspaces (a dependency, say); no change at all means a check of
 * the whole, as for the unit tests.
 */
export function typesCanDrift(changedFiles: readonly string[]): boolean {
  return (
    changedFiles.length === 0 ||
    changedFiles.some(
      (file) =>
        TYPEGEN_INPUTS.some((input) => file.startsWith(input)) ||
        projectsFor([file]).length === WORKSPACES.length,
    )
  );
}
