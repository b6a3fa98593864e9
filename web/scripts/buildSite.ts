import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { build, loadEnv } from 'vite';
import type { SiteEnv } from '../server/env.ts';
import { repoRoot, webRoot } from '../server/paths.ts';
import { HOSTING_REDIRECTS_FILE, hostingRedirectsFile, redirects } from '../server/redirects.ts';
import {
  HOSTING_HEADERS_FILE,
  hostingHeadersFile,
  siteSecurityHeaders,
} from '../server/securityHeaders.ts';
import { resolveServices } from '../src/config/services.ts';
import { createWrittenDocuments } from '../local-stack/writtenDocuments.ts';
import { BuildRefused } from './buildRefused.ts';
import { withBuildLock } from './buildLock.ts';
import { prerender } from './prerender.ts';
import { sourcesFingerprint } from './sourcesFingerprint.ts';

const defaultOutDir = join(webRoot, 'dist');
/** Written beside a build's client and server folders: what it was built from, and when. */
const BUILD_INFO_FILE = 'build-info.json';

// Everything the build reads besides the seed: a change to any file in it makes a build stale.
const buildSources = [
  'web/src',
  'web/index.html',
  'web/public',
  'web/vite.config.ts',
  'web/scripts',
  // The pages' heads, the page document, the headers and redirects the build writes.
  'web/server',
  // The seed's image assets shape the prerendered content.
  'web/local-stack',
  'machines/src',
].map((path) => join(repoRoot, path));

/**
 * A folder's files as one hash: a copy of the same seed elsewhere is the same seed. A folder
 * missing or without files is '' (no local content written).
 */
function seedHash(seedDir: string): string {
  if (!existsSync(seedDir)) return '';
  const hash = createHash('sha256');
  const files = readdirSync(seedDir, { recursive: true, encoding: 'utf8' }).sort();
  if (!files.some((file) => statSync(join(seedDir, file)).isFile())) return '';
  for (const file of files) {
    const path = join(seedDir, file);
    if (statSync(path).isDirectory()) continue;
    hash.update(`${file}\0`).update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * After a running server rendered its pages again from the content of `localContent`
 * (publishedContentHash, web/server/live/): the build in outDir is of that content now, so a
 * restart neither builds again for nothing nor takes an older build for current.
 */
export function recordRenderedContent(localContent: string, outDir = defaultOutDir) {
  const file = join(outDir, BUILD_INFO_FILE);
  if (!existsSync(file)) return;
  const info = JSON.parse(readFileSync(file, 'utf8')) as {
    inputs: ReturnType<typeof buildInputs>;
  };
  const updated = { ...info, inputs: { ...info.inputs, localContent } };
  writeFileSync(join(outDir, `.${BUILD_INFO_FILE}.${process.pid}.tmp`), JSON.stringify(updated));
  renameSync(join(outDir, `.${BUILD_INFO_FILE}.${process.pid}.tmp`), file);
}

/**
 * What a build reads of the local content folder: the published documents and the uploaded
 * images. Drafts and preview secrets change with every keystroke in the Studio and every preview
 * opened, and no build reads them: they make no build stale. '' when nothing is published there.
 */
export function publishedContentHash(contentDir: string): string {
  const published = [...createWrittenDocuments(contentDir).current()].filter(
    ([id, document]) =>
      !id.startsWith('drafts.') &&
      !id.startsWith('versions.') &&
      document?._type !== 'sanity.previewUrlSecret',
  );
  const images = seedHash(join(contentDir, 'images'));
  if (published.length === 0 && images === '') return '';
  return createHash('sha256').update(JSON.stringify(published)).update(images).digest('hex');
}

/**
 * A build: its variables, its seed, what editors wrote on top of it locally (the folder of
 * web/local-stack/writtenDocuments.ts, if any), and its folder (web/dist by default).
 */
type BuildOptions = { env: SiteEnv; seedDir: string; contentDir?: string; outDir?: string };

/** What a build in outDir was made from, besides the sources. */
const buildInputs = ({ env, seedDir, contentDir }: BuildOptions) => ({
  env: viteVariables(env),
  seed: seedHash(seedDir),
  localContent: contentDir ? publishedContentHash(contentDir) : '',
});

/**
 * Whether outDir holds a build of these variables and this seed, made from the sources as they
 * are: `npm start`, the end-to-end servers and `npm run test:e2e` then use it as it is.
 */
export function buildIsCurrent(options: BuildOptions): boolean {
  const file = join(options.outDir ?? defaultOutDir, BUILD_INFO_FILE);
  if (!existsSync(file)) return false;
  const info = JSON.parse(readFileSync(file, 'utf8')) as { sources: string; inputs: unknown };
  return (
    info.sources === sourcesFingerprint(buildSources) &&
    JSON.stringify(info.inputs) === JSON.stringify(buildInputs(options))
  );
}

/**
 * Client bundle, server bundle for prerendering, then the static HTML of every route, into
 * outDir/client and outDir/server, and the security headers for a static host as
 * outDir/client/_headers and its redirects as outDir/client/_redirects (the ones `npm start`
 * sends, from the same modules), and outDir/build-info.json, which buildIsCurrent reads.
 */
export async function buildSite(options: BuildOptions) {
  const { outDir = defaultOutDir } = options;
  refuseHalfSetServices(options.env);
  useExactly(options.env);
  await withBuildLock(outDir, () => buildInto(outDir, options));
}

async function buildInto(outDir: string, options: BuildOptions) {
  const { env, seedDir, contentDir } = options;
  // Taken before the build: a source changed while it runs makes the next start build again.
  const sources = sourcesFingerprint(buildSources);
  // A build is for production whatever the shell says: Vite takes import.meta.env.DEV from
  // NODE_ENV, and with DEV the pages would read content live instead of from their snapshot
  // (src/content/client.ts). A Vite dev server started earlier in the same process sets it too.
  process.env.NODE_ENV = 'production';
  const configFile = join(webRoot, 'vite.config.ts');
  const clientDir = join(outDir, 'client');
  const serverDir = join(outDir, 'server');
  const common = { root: webRoot, configFile, mode: 'production', logLevel: 'warn' as const };
  await build({ ...common, build: { outDir: clientDir, emptyOutDir: true } });
  await build({
    ...common,
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true },
  });
  await prerender({ env, seedDir, contentDir, clientDir, serverDir });
  writeFileSync(
    join(clientDir, HOSTING_HEADERS_FILE),
    hostingHeadersFile(siteSecurityHeaders(env, clientDir)),
  );
  writeFileSync(join(clientDir, HOSTING_REDIRECTS_FILE), hostingRedirectsFile(redirects));
  writeFileSync(
    join(outDir, BUILD_INFO_FILE),
    JSON.stringify({ sources, inputs: buildInputs(options) }),
  );
}

/** buildSite, or, when the build must not ship, its one sentence and exit code 1. */
export async function buildSiteOrStop(options: Parameters<typeof buildSite>[0]) {
  try {
    await buildSite(options);
  } catch (error) {
    if (!(error instanceof BuildRefused)) throw error;
    console.error(`\nThe build stopped: ${error.message}`);
    process.exit(1);
  }
}

/**
 * A build is what visitors get: a hosted service with some of its variables set and others not
 * would reach them as a failure on the page, so the build stops and names what is missing.
 * Unset entirely, a service keeps its local stand-in (web/src/config/services.ts).
 */
function refuseHalfSetServices(env: SiteEnv) {
  const problems = Object.values(resolveServices(env)).flatMap((service) =>
    service.mode === 'misconfigured' ? [service.error.message] : [],
  );
  if (problems.length > 0) throw new BuildRefused(problems.join(' '));
}

/**
 * Vite bakes VITE_ variables from .env and the process environment into the bundle; the build
 * must see exactly `env` (test builds pass their own), so every other one is blanked.
 */
function useExactly(env: SiteEnv) {
  const known = new Set([
    ...Object.keys(loadEnv('production', repoRoot, 'VITE_')),
    ...Object.keys(env),
  ]);
  for (const key of known) {
    if (key.startsWith('VITE_')) process.env[key] = env[key] ?? '';
  }
}

/**
 * The variables baked into the bundle: a change means the build is stale. A blank one is an
 * unset one (useExactly bakes both as '', and the site reads both as unset): a command started
 * with `VITE_SANITY_PROJECT_ID=` finds the build of a shell without it current, instead of
 * rebuilding the folder other servers are serving from.
 */
export function viteVariables(env: SiteEnv) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([key, value]) => key.startsWith('VITE_') && (value ?? '').trim() !== '')
      .sort(),
  );
}
