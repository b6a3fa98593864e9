import { loadEnv } from 'vite';
import { repoRoot } from './paths.ts';

export type SiteEnv = Record<string, string | undefined>;

/** The site's configuration: the repository's .env, overridden by the process environment. */
export function loadSiteEnv(): SiteEnv {
  // SANITY_PREVIEW_TOKEN is the server's alone: the bundle gets VITE_ variables only.
  return loadEnv('production', repoRoot, ['VITE_', 'PORT', 'SANITY_PREVIEW_TOKEN']);
}

export const DEFAULT_PORT = 4173;

/** SANITY_PREVIEW_TOKEN, or undefined when unset or blank (like every variable of the site). */
export const previewTokenOf = (env: SiteEnv) => env.SANITY_PREVIEW_TOKEN?.trim() || undefined;
