import { languagePrefix, movedPaths } from '../src/lib/paths.ts';

/** Old paths that live on elsewhere: a permanent redirect keeps bookmarks and history clean. */
export const redirects: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(movedPaths).flatMap(([from, to]) => [
    [from, to],
    [`${from}/`, to],
  ]),
);

export const HOSTING_REDIRECTS_FILE = '_redirects';

/**
 * The redirects as a `_redirects` file (Netlify and Cloudflare Pages), the ones `npm start`
 * sends, then each language folder's own 404 page: Netlify shows only the root 404.html unless
 * a rule names another (a 404 rule applies only where no file exists); Cloudflare Pages finds
 * the nearest 404.html on its own, as `npm start` does (server/staticFiles.ts).
 */
export const hostingRedirectsFile = (rules: Readonly<Record<string, string>>) =>
  [
    ...Object.entries(rules).map(([from, to]) => `${from} ${to} 301`),
    ...Object.values(languagePrefix)
      .filter(Boolean)
      .map((prefix) => `${prefix}/* ${prefix}/404.html 404`),
  ]
    .map((line) => `${line}\n`)
    .join('');
