import { loadEnv } from 'vite';
import { repoRoot } from './paths.ts';

export type SiteEnv = Record<string, string | undefined>;

/** The site's configuration: the repository's .env, overridden by the process environment. */
export function loadSiteEnv(): SiteEnv {
  return loadEnv('production', repoRoot, ['VITE_', 'PORT']);
}

export const DEFAULT_PORT = 4173;
