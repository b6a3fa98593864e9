import { spawnSync } from 'node:child_process';

// Which workspaces' unit tests `npm run check` runs (scripts/test.ts): those a change can touch.

export const WORKSPACES = ['machines', 'studio', 'supabase', 'web'] as const;

/** Folders outside the workspaces whose files only web's tests read (checks, docs, README). */
const READ_BY_WEB_TESTS = new Set(['scripts', 'docs', 'README.md', '.ci']);

/**
 * The vitest projects whose tests a change to these files can touch: a workspace's own, and
 * web's for every change, since web's tests run the machines, read the seed, apply the
 * migrations and check the scripts and documents. A file elsewhere (a root config, the
 * lockfile), or no change at all, means every workspace.
 */
export function projectsFor(changedFiles: readonly string[]): string[] {
  const projects = new Set<string>();
  for (const file of changedFiles) {
    const top = file.split('/')[0]!;
    if ((WORKSPACES as readonly string[]).includes(top)) projects.add(top);
    else if (!READ_BY_WEB_TESTS.has(top)) return [...WORKSPACES];
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
