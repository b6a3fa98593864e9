import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import type { SiteEnv } from '../server/env.ts';
import { webRoot } from '../server/paths.ts';
import { prerender } from './prerender.ts';

export const BUILD_INFO_FILE = join(webRoot, 'dist', 'build-info.json');

/** Client bundle, server bundle for prerendering, then the static HTML of every route. */
export async function buildSite({ env, seedDir }: { env: SiteEnv; seedDir: string }) {
  const configFile = join(webRoot, 'vite.config.ts');
  await build({ root: webRoot, configFile, mode: 'production', logLevel: 'warn' });
  await build({
    root: webRoot,
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server', emptyOutDir: true },
  });
  await prerender({ env, seedDir });
  writeFileSync(
    BUILD_INFO_FILE,
    JSON.stringify({ builtAt: Date.now(), env: viteVariables(env), seedDir }),
  );
}

/** The variables baked into the bundle: a change means the build is stale. */
export function viteVariables(env: SiteEnv) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([key]) => key.startsWith('VITE_'))
      .sort(),
  );
}
