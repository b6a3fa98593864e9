// The local Studio of the end-to-end tests as a production build (`sanity build`), made once and
// used while its sources and variables stay the same: each Studio load in a fresh browser context
// then fetches some fifty bundled chunks of React's production build instead of the hundreds of
// modules `sanity dev` transforms (docs/decisions/0042-the-tests-studio-is-built.md).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourcesFingerprint } from '../../scripts/sourcesFingerprint.ts';
import { repoRoot, webRoot } from '../../server/paths.ts';
import { STUDIO_SITE_PORT } from './ports.ts';

const studioDir = join(repoRoot, 'studio');
/** Beside the end-to-end servers' site builds; not studio/dist, which `sanity build` empties. */
export const localStudioBuildDir = join(webRoot, 'dist', 'e2e-studio');
const BUILD_INFO_FILE = join(localStudioBuildDir, 'e2e-build-info.json');

/**
 * What Sanity bakes into the bundle (studio/sanity.cli.ts, studio/env.ts): no project, so the
 * local Studio, whose API and preview are the site on STUDIO_SITE_PORT. Blank is unset, and
 * wins over the developer's .env, which may name a project.
 */
export const localStudioVariables = {
  VITE_SANITY_PROJECT_ID: '',
  SANITY_STUDIO_PROJECT_ID: '',
  SANITY_STUDIO_PREVIEW_URL: `http://localhost:${STUDIO_SITE_PORT}`,
};

// What the bundle is made of: the Studio, the site's modules it imports, and the packages.
const studioSources = ['studio', 'web/src', 'machines/src', 'package-lock.json'].map((path) =>
  join(repoRoot, path),
);
// schema.json is TypeGen's input, written by `npm test`'s schema step while this build runs: the
// bundle does not read it.
const notSources = new Set(['node_modules', 'dist', '.sanity', 'seed', 'test', 'schema.json']);

const studioFingerprint = () => sourcesFingerprint(studioSources, notSources);

function buildIsCurrent() {
  if (!existsSync(BUILD_INFO_FILE)) return false;
  const info = JSON.parse(readFileSync(BUILD_INFO_FILE, 'utf8')) as {
    sources: string;
    variables: unknown;
  };
  return (
    info.sources === studioFingerprint() &&
    JSON.stringify(info.variables) === JSON.stringify(localStudioVariables)
  );
}

/** Builds the local Studio into localStudioBuildDir unless it holds a current build. */
export async function ensureLocalStudioBuild(): Promise<boolean> {
  if (buildIsCurrent()) return true;
  // Taken before the build: a source changed while it runs makes the next run build again.
  const sources = studioFingerprint();
  const build = spawn('npx', ['sanity', 'build', localStudioBuildDir, '-y'], {
    cwd: studioDir,
    stdio: 'inherit',
    env: { ...process.env, ...localStudioVariables, SANITY_TELEMETRY_DISABLED: '1', CI: 'true' },
  });
  const code = await new Promise<number | null>((done) => build.once('exit', done));
  if (code !== 0) return false;
  writeFileSync(BUILD_INFO_FILE, JSON.stringify({ sources, variables: localStudioVariables }));
  return true;
}

// `npx tsx web/e2e/support/localStudioBuild.ts`: the `Studio build` step of `npm test`.
if (process.argv[1] === import.meta.filename)
  process.exit((await ensureLocalStudioBuild()) ? 0 : 1);
