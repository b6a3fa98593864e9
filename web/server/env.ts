import { loadEnv } from 'vite';
import { repoRoot } from './paths.ts';

export type SiteEnv = Record<string, string | undefined>;

/**
 * The variables (by prefix) the site reads from .env. SANITY_PREVIEW_TOKEN, SANITY_WEBHOOK_SECRET
 * and STUDIO_ORIGIN are the server's alone (web/server/live/), LAUNCH_CHECK the build's (web/scripts/launchCheckReport.ts): the bundle gets VITE_ variables only.
 */
export const SITE_ENV_PREFIXES = [
  'VITE_',
  'PORT',
  'HOST',
  'SANITY_PREVIEW_TOKEN',
  'LAUNCH_CHECK',
  'SANITY_WEBHOOK_SECRET',
  'STUDIO_ORIGIN',
];

/** The site's configuration: the repository's .env, overridden by the process environment. */
export function loadSiteEnv(): SiteEnv {
  return loadEnv('production', repoRoot, SITE_ENV_PREFIXES);
}

export const DEFAULT_PORT = 4173;

/** SANITY_PREVIEW_TOKEN, or undefined when unset or blank (like every variable of the site). */
export const previewTokenOf = (env: SiteEnv) => env.SANITY_PREVIEW_TOKEN?.trim() || undefined;
